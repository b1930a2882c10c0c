import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import clientRedirects, { validateOptions } from '@docusaurus/plugin-client-redirects';
import type { PluginOptions } from '@docusaurus/plugin-client-redirects';
import { filesUnder } from '../build-files';
import { standalonePolicy, withPolicyMeta } from '../content-security-policy/policy';

// Wraps @docusaurus/plugin-client-redirects (same name, same options) so that its redirect pages carry a content
// security policy, with their inline script allowed by hash. plugins/content-security-policy protects the routes'
// pages synchronously, before any later plugin reads one; the redirect pages are no routes, and the wrapped plugin
// writes them only after its postBuild's first await, when that has run. So the wrapped plugin writes them into an
// empty folder of its own, and they are copied into the build here, each with its policy. A redirect page that
// would replace a file of the build is refused, as the wrapped plugin refuses it.

export { validateOptions };

/** Copies the pages under `staging` into `outDir`, each with the policy of its own inline scripts; returns how many. */
export async function placeRedirectPages(staging: string, outDir: string): Promise<number> {
  const pages = await filesUnder(staging, /\.html$/);
  for (const file of pages) {
    const target = join(outDir, relative(staging, file));
    const html = await readFile(file, 'utf8');
    await mkdir(dirname(target), { recursive: true });
    try {
      await writeFile(target, withPolicyMeta(html, standalonePolicy(html)), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      throw new Error(
        `plugins/redirect-pages: a redirect page would replace ${target}, a file the build already has. ` +
          'Remove the redirect from its "from" address in docusaurus.config.ts, or move the page.',
      );
    }
  }
  return pages.length;
}

export default function redirectPages(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  const plugin = clientRedirects(context, options);
  const write = plugin?.postBuild;
  if (!plugin || !write) return plugin;
  return {
    ...plugin,
    async postBuild(props) {
      const staging = await mkdtemp(join(tmpdir(), 'baeta-redirect-pages-'));
      try {
        await write.call(plugin, { ...props, outDir: staging });
        const count = await placeRedirectPages(staging, props.outDir);
        console.log(`[redirect-pages] Wrote ${count} redirect pages, each with its content security policy.`);
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    },
  };
}
