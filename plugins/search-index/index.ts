import { readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { keywordsByRoute, type SynonymRule } from './keywords';
import { checkEntry, writeIndex } from './pagefind';
import { pagesToIndex, thirdPartyNames, type IndexedPage, type PathWeight, type RouteSettings, type ThirdPartyRoute } from './pages';
import { loadPage, toRecord, type RecordContext } from './records';
import { INDEX_DIR, KIND, SEARCH_INDEX_PLUGIN, VOCABULARY_FILE, type SearchIndexGlobalData } from './schema';
import { fileExtensions, tokensIn } from './tokens';
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
  /** Readers' words for the site's concepts (config/search-synonyms.ts). */
  readonly synonyms?: readonly SynonymRule[];
  /** Which API pages document a re-exported third-party module (ranked last, shown when named). */
  readonly isThirdParty?: ThirdPartyRoute;
};

/**
 * Indexes the pages into indexDir: their Pagefind records, with keywords, tokens and third-party names, and
 * the vocabulary. Resolves to the number of pages and of vocabulary entries.
 */
export async function writeSearchIndex(
  pages: readonly IndexedPage[],
  context: RecordContext,
  indexDir: string,
  synonyms: readonly SynonymRule[] = [],
): Promise<{ pages: number; words: number }> {
  const loaded = await Promise.all(pages.map((page) => loadPage(page, context)));
  const extensions = fileExtensions(loaded.map(({ text }) => text));
  const keywords = keywordsByRoute(synonyms, pages.filter((page) => page.kind === KIND.docs));
  const names = thirdPartyNames(pages, context);
  const fields = loaded.map(({ page, text }) => {
    const words = keywords.get(page.route) ?? [];
    const tokens = [...tokensIn(`${text} ${words.join(' ')}`, extensions)].sort();
    return { keywords: words, tokens, thirdPartyNames: names.get(page.route) ?? [], text: `${text} ${words.join(' ')}` };
  });
  const records = loaded.map((page, index) => toRecord(page, fields[index] ?? { keywords: [], tokens: [], thirdPartyNames: [] }, context.language));
  await rm(indexDir, { recursive: true, force: true });
  const errors = await writeIndex(records, indexDir);
  if (errors.length > 0) throw new Error(`plugins/search-index: Pagefind failed:\n${errors.join('\n')}`);
  await checkEntry(indexDir, records.length);
  const vocabulary = buildVocabulary(fields);
  await writeFile(join(indexDir, VOCABULARY_FILE), JSON.stringify(vocabulary));
  return { pages: records.length, words: vocabulary.length };
}

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
      const settings: RouteSettings = { baseUrl: context.baseUrl, trailingSlash: context.siteConfig.trailingSlash };
      const pages = pagesToIndex(plugins, routesBuildMetadata, settings, options);
      const recordContext = { ...settings, outDir: context.outDir, language: context.i18n.currentLocale };
      const written = await writeSearchIndex(pages, recordContext, indexDir, options.synonyms);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[search-index] Indexed ${written.pages} pages (${written.words} words) into ${indexDir} in ${seconds} s.`);
    },
  };
}
