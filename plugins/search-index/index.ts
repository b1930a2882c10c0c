import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { checkEntry, writeIndex } from './pagefind';
import { pagesToIndex, type PathWeight } from './pages';
import { toRecord } from './records';
import { INDEX_DIR, SEARCH_INDEX_PLUGIN, VOCABULARY_FILE, type SearchIndexGlobalData } from './schema';
import { buildVocabulary } from './vocabulary';

/**
 * Builds the local search index: after a production build, indexes the content region of every doc page and
 * blog post, and each generated category index, with Pagefind into build/pagefind/, which the search client
 * (src/search/) loads in the browser. Under `docusaurus start`, the dev server serves the last build's index.
 */
const EARLY_SCRIPT_SOURCE = 'src/search/early-open.js';

export type SearchIndexOptions = {
  /** Sections of the site whose text should count less (or more) than the rest when ranking. */
  readonly weights?: readonly PathWeight[];
};

export default function searchIndex(context: LoadContext, options: SearchIndexOptions = {}): Plugin {
  const indexDir = join(context.outDir, INDEX_DIR);
  const indexUrl = `${context.baseUrl}${INDEX_DIR}/`;
  // The browser half's early script (src/search/early-open.js), inlined without its whole-line comments: a
  // separate file would cost every first visit a blocking request before the page could paint. The content
  // security policy allows it by its hash (plugins/content-security-policy reads the built pages).
  const earlyScript = readFileSync(join(context.siteDir, EARLY_SCRIPT_SOURCE), 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*.*\*\/\s*$)/.test(line))
    .join('\n');
  return {
    name: SEARCH_INDEX_PLUGIN,

    injectHtmlTags() {
      // Under the dev server the search bar marks the page itself.
      if (process.env.NODE_ENV !== 'production') return {};
      // First in <body>: it must listen before the search button is on screen.
      return { preBodyTags: [{ tagName: 'script', innerHTML: earlyScript }] };
    },

    contentLoaded({ actions }) {
      actions.setGlobalData({ indexUrl } satisfies SearchIndexGlobalData);
    },

    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV === 'production') return undefined;
      // Dev server only: answer from the last production build's index (the client explains when there is none).
      // Docusaurus merges `devServer` into webpack-dev-server's options; webpack's own type does not list it.
      const devServer = { static: [{ publicPath: indexUrl, directory: indexDir, watch: false }] };
      return { devServer } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },

    async postBuild({ plugins, routesBuildMetadata }) {
      const started = performance.now();
      const settings = { baseUrl: context.baseUrl, trailingSlash: context.siteConfig.trailingSlash };
      const pages = pagesToIndex(plugins, routesBuildMetadata, settings, options.weights);
      const recordContext = { ...settings, outDir: context.outDir, language: context.i18n.currentLocale };
      const records = await Promise.all(pages.map((page) => toRecord(page, recordContext)));
      await rm(indexDir, { recursive: true, force: true });
      const errors = await writeIndex(records, indexDir);
      if (errors.length > 0) throw new Error(`plugins/search-index: Pagefind failed:\n${errors.join('\n')}`);
      await checkEntry(indexDir, records.length);
      const vocabulary = buildVocabulary(records);
      await writeFile(join(indexDir, VOCABULARY_FILE), JSON.stringify(vocabulary));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[search-index] Indexed ${records.length} pages (${vocabulary.length} words) into ${indexDir} in ${seconds} s.`);
    },
  };
}
