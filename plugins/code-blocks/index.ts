import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeThemeCss } from '../../config/code-theme';
import { filesUnder } from '../build-files';
import { escapeRegExp } from '../regexp';
import { timingSummary } from './timing';

// Code is highlighted when the site is built (./remark.ts), so no highlighter runs in the browser. This plugin
// adds the code colours of both modes to the stylesheet (config/code-theme.ts); serves the pages' markup and
// hover popup tables (written by ./remark.ts) under `route`; gives the browser bundle an empty module for the
// modules that register markup for server rendering (the browser gets markup from the HTML or a table); and
// empties the classic theme's client module that registers Prism's extra languages: it would put Prism in
// every page's bundle for nothing.

export interface CodeBlocksPluginOptions {
  /** Folder the remark plugin writes the tables (and their registering modules) to. */
  dir: string;
  /** Where they are served, under the base URL (ends in `/`). */
  route: string;
}

const require = createRequire(import.meta.url);

const themeLanguagesModule = join(dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');

const emptyModule = fileURLToPath(new URL('./empty-module.js', import.meta.url));

/** The built scripts: the pages' chunks name the tables they use (the `markup` and `hovers` props). */
const scripts = (dir: string) => filesUnder(dir, /\.js$/);

export default function codeBlocks(context: LoadContext, options: CodeBlocksPluginOptions): Plugin {
  const file = join(context.generatedFilesDir, 'code-blocks', 'palette.css');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, codeThemeCss());
  const tablesDir = resolve(context.siteDir, options.dir);
  const url = `${context.baseUrl}${options.route}`;
  return {
    name: 'code-blocks',
    getClientModules: () => [file],
    configureWebpack(_config, isServer, utils) {
      const alias = { resolve: { alias: { [`${themeLanguagesModule}$`]: false as const } } };
      if (isServer) return alias;
      if (process.env.NODE_ENV === 'production') {
        const registering = new RegExp(`^${escapeRegExp(tablesDir.replaceAll('\\', '/'))}/[0-9a-f]+\\.js$`);
        return { ...alias, plugins: [new utils.currentBundler.instance.NormalModuleReplacementPlugin(registering, emptyModule)] };
      }
      // Dev server only: serve the tables straight from where the remark plugin writes them.
      const devServer = { static: [{ publicPath: url, directory: tablesDir, watch: false }] };
      return { ...alias, devServer } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({ outDir }) {
      // Copy the tables the built scripts name (a warm build reuses compiled pages, so the folder may hold
      // tables of earlier builds too). Scripts name them under the route, without the base URL.
      const named = new Set<string>();
      const pattern = new RegExp(`${escapeRegExp(options.route)}([0-9a-f]+\\.json)`, 'g');
      for (const script of await scripts(join(outDir, 'assets', 'js'))) {
        for (const match of (await readFile(script, 'utf8')).matchAll(pattern)) named.add(match[1] as string);
      }
      const target = join(outDir, options.route);
      await mkdir(target, { recursive: true });
      await Promise.all(
        [...named].map((name) =>
          copyFile(join(tablesDir, name), join(target, name)).catch(() => {
            throw new Error(
              `plugins/code-blocks: a built script names the code table ${name}, which is not in ${options.dir}. ` +
                'The compiled pages came from a cache the table folder no longer matches; run "npx docusaurus clear" and build again.',
            );
          }),
        ),
      );
      const summary = timingSummary();
      if (summary) console.log(`${summary} ${named.size} markup and hover tables.`);
    },
  };
}
