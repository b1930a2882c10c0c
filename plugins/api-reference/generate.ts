// docusaurus-plugin-typedoc, run only when what it reads has changed. The plugin converts every package and writes
// docs/api each time Docusaurus loads its configuration: about 15 s on one core, on every `npm start`, every
// `npm run build` and each of the suite's three builds, for the same pages. This wrapper keeps a digest of the
// inputs beside the output and skips the generation when the digest matches; a clean checkout has no docs/api, so
// it always generates.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import typedocPlugin from 'docusaurus-plugin-typedoc';

/** The file, inside the output folder, that records the digest of the inputs it was generated from. */
export const DIGEST_FILE = '.inputs-digest';

/**
 * What TypeDoc reads, relative to the site: the packages' declarations, TypeDoc's options, the TypeDoc plugins of
 * plugins/api-reference/ (and this file), and the lock, which pins TypeDoc, its Markdown plugins and TypeScript.
 */
export const INPUTS = ['packages', 'typedoc.json', 'plugins/api-reference', 'package-lock.json'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A digest of every input file's path and content, and of the plugin's options. */
export function inputsDigest(siteDir: string, inputs: readonly string[], options: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(options));
  const files = inputs.flatMap((input) => filesUnder(resolve(siteDir, input))).sort();
  for (const file of files) hash.update(`\0${relative(siteDir, file)}\0`).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Runs `generate` unless `out` holds the digest it was last generated from; writes the digest only after a
 * generation that succeeded, so a failed one runs again next time. Returns whether it generated.
 */
export async function generateUnlessCurrent(out: string, digest: string, generate: () => Promise<void>): Promise<boolean> {
  const digestFile = join(out, DIGEST_FILE);
  if (existsSync(digestFile) && readFileSync(digestFile, 'utf8') === digest) return false;
  rmSync(digestFile, { force: true });
  await generate();
  writeFileSync(digestFile, digest);
  return true;
}

type TypedocPluginOptions = Parameters<typeof typedocPlugin>[1] & { out: string };

export default async function apiReference(context: LoadContext, options: TypedocPluginOptions): Promise<Plugin> {
  const out = resolve(context.siteDir, options.out);
  const generated = await generateUnlessCurrent(out, inputsDigest(context.siteDir, INPUTS, options), async () => {
    await typedocPlugin(context, options);
  });
  if (!generated) console.log(`[api-reference] ${relative(context.siteDir, out)} is current (its inputs did not change since it was generated); TypeDoc skipped.`);
  return {
    name: 'docusaurus-plugin-typedoc',
    // `docusaurus api-reference` generates docs/api alone, as a build does first: the suite runs it beside the
    // type-checks (scripts/test.mjs), where its one core of work overlaps theirs instead of holding up the build.
    extendCli(cli) {
      cli
        .command('api-reference')
        .description('Generate docs/api from packages/ with TypeDoc, unless its inputs did not change since it was generated.')
        .action(() => {
          // Nothing left to do: Docusaurus loads the site's plugins before it runs a command, and loading this one
          // generated the pages (above).
        });
    },
  };
}
