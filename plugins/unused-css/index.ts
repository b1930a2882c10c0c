import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { escapeRegExp } from '../regexp';
import { addWords, withoutUnusedSelectors } from './selectors';

// Docusaurus ships all of Infima (grid, spacing and colour utilities, pills, badges, avatars…) in the one
// stylesheet every page blocks on, though the site uses a fraction of it. The browser build drops the selectors
// no script of the build and no code table it names can use (./selectors.ts), before the bundler names the file
// by its content: the stylesheet is served as immutable, so its name must change whenever its bytes do
// (issue 38: rewritten after the build, new CSS went out under the old name).

/** The stylesheet every page loads; the search modal's own (plugins/modal-styles) is small and left whole. */
export const SITE_STYLESHEET = /^styles\.[\da-f]+\.css$/;

export interface UnusedCssOptions {
  /** Where plugins/code-blocks keeps the highlighted markup tables, and their route in the site. */
  readonly codeTables: { readonly dir: string; readonly route: string };
}

interface Asset {
  source(): string | Buffer;
}

/** The parts of webpack's and Rspack's compiler this uses; both have them. */
interface Compiler {
  readonly webpack: {
    readonly Compilation: { readonly PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number };
    readonly sources: { readonly RawSource: new (source: string) => unknown };
  };
  readonly hooks: {
    readonly thisCompilation: {
      tap(name: string, run: (compilation: Compilation) => void): void;
    };
  };
}

interface Compilation {
  readonly hooks: {
    readonly processAssets: {
      tapPromise(options: { name: string; stage: number }, run: (assets: Record<string, Asset>) => Promise<void>): void;
    };
  };
  updateAsset(name: string, source: unknown): void;
}

export interface UnusedCssReport {
  /** Characters before and after, and how many selectors went. */
  before: number;
  after: number;
  dropped: number;
}

const text = (asset: Asset) => asset.source().toString();

/**
 * The words the site's pages can be made of: its scripts, and the markup tables of highlighted code they name
 * (the prerendered pages carry that markup; the scripts fetch it after a client-side navigation).
 */
export async function siteWords(assets: Record<string, Asset>, codeTables: UnusedCssOptions['codeTables']): Promise<Set<string>> {
  const words = new Set<string>();
  const tableName = new RegExp(`${escapeRegExp(codeTables.route)}([0-9a-f]+\\.json)`, 'g');
  const tables = new Set<string>();
  for (const [name, asset] of Object.entries(assets)) {
    if (!name.endsWith('.js')) continue;
    const script = text(asset);
    addWords(words, script);
    for (const match of script.matchAll(tableName)) tables.add(match[1] as string);
  }
  for (const table of tables) {
    try {
      addWords(words, await readFile(join(codeTables.dir, table), 'utf8'));
    } catch {
      throw new Error(`plugins/unused-css: a script names the code table ${table}, which is not in ${codeTables.dir}; run "npx docusaurus clear" and build again.`);
    }
  }
  return words;
}

/** Removes the unused selectors from the site stylesheet among `assets`, through `update`. */
export async function dropUnusedCss(
  assets: Record<string, Asset>,
  codeTables: UnusedCssOptions['codeTables'],
  update: (name: string, css: string) => void,
): Promise<UnusedCssReport> {
  const report: UnusedCssReport = { before: 0, after: 0, dropped: 0 };
  const stylesheets = Object.keys(assets).filter((name) => SITE_STYLESHEET.test(basename(name)));
  if (stylesheets.length === 0) return report;
  const words = await siteWords(assets, codeTables);
  for (const name of stylesheets) {
    const source = text(assets[name] as Asset);
    const { css, dropped } = withoutUnusedSelectors(source, words);
    update(name, css);
    report.before += source.length;
    report.after += css.length;
    report.dropped += dropped;
  }
  return report;
}

const NAME = 'unused-css';

/** The bundler plugin: runs after the minifiers and before the bundler hashes the files' final content. */
export class DropUnusedCssPlugin {
  constructor(private readonly options: UnusedCssOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE }, async (assets) => {
        const report = await dropUnusedCss(assets, this.options.codeTables, (name, css) => compilation.updateAsset(name, new sources.RawSource(css)));
        const kb = (chars: number) => `${(chars / 1024).toFixed(1)} KB`;
        console.log(`[unused-css] Dropped ${report.dropped} unused CSS selectors from the site stylesheet: ${kb(report.before)} -> ${kb(report.after)}.`);
      });
    });
  }
}

export default function unusedCss(_context: unknown, options: UnusedCssOptions): Plugin {
  if (!options?.codeTables?.dir || !options.codeTables.route) {
    throw new Error('plugins/unused-css: the "codeTables" option ({ dir, route }) is required; pass the options of plugins/code-blocks.');
  }
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return { plugins: [new DropUnusedCssPlugin(options)] } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
