/**
 * Site search: one interface (the DocSearch modal and the /search page of @docusaurus/theme-search-algolia),
 * two back ends. With the three ALGOLIA_* variables set it queries Algolia DocSearch; without them it answers
 * from a Pagefind index that plugins/search-index builds from the site at build time, and no request leaves
 * the site. docusaurus.config.ts spreads these parts in.
 *
 * There is no theme entry: the classic preset adds @docusaurus/theme-search-algolia itself whenever
 * themeConfig.algolia is set, which it is in both modes.
 */
import type { HtmlTagObject, PluginConfig } from '@docusaurus/types';
import type { ThemeConfig as AlgoliaThemeConfig } from '@docusaurus/theme-search-algolia';
import { isReexportedRoute } from '../plugins/api-reference/reexports';
import type { SearchIndexOptions } from '../plugins/search-index';
import { API_DOCS_DIR } from './api-sidebar';
import type { AlgoliaEnv } from './env';
import { SEARCH_SYNONYMS } from './search-synonyms';

/** Path of the search page, relative to the base URL (the theme adds the route). */
export const SEARCH_PAGE_PATH = 'search';

/**
 * The theme requires an application id, key and index name even when Algolia is not used. In local mode the
 * search bar replaces Algolia's client with the Pagefind one, so these are never sent anywhere; the index name
 * only keys the reader's recent and favourite searches in local storage.
 */
export const LOCAL_SEARCH_SETTINGS = { appId: 'local', apiKey: 'local', indexName: 'baeta-docs-local' } as const;

/**
 * The generated reference has hundreds of short pages that repeat the words of the guides. Its text weighs
 * less, so it ranks less among itself by words the guides use; the client then lists the pages that explain
 * a topic above the reference, but for an item named exactly as the query (src/search/pagefind-client.ts).
 * Readers' words for the site's concepts are in config/search-synonyms.ts. The pages that document what Baeta
 * re-exports from other projects (esbuild, Ink, micromatch, upath) or a package's internals come last, and only
 * for a query that names them (plugins/api-reference/reexports.ts says which they are).
 */
export const LOCAL_INDEX_OPTIONS: SearchIndexOptions = {
  weights: [{ path: `docs/${API_DOCS_DIR}`, weight: 0.6 }],
  synonyms: SEARCH_SYNONYMS,
  isThirdParty: isReexportedRoute,
};

export interface SearchConfig {
  readonly themeConfig: Pick<AlgoliaThemeConfig, 'algolia'>;
  readonly plugins: PluginConfig[];
  readonly headTags: HtmlTagObject[];
}

/** The Algolia host that the first query goes to, for a preconnect hint (the theme's SearchBar had one). */
export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

export function searchConfig(algolia: AlgoliaEnv | null): SearchConfig {
  const common = { contextualSearch: true, searchPagePath: SEARCH_PAGE_PATH } as const;
  if (algolia) {
    return {
      themeConfig: { algolia: { ...common, ...algolia } },
      plugins: [],
      headTags: [
        { tagName: 'link', attributes: { rel: 'preconnect', href: algoliaHost(algolia.appId), crossorigin: 'anonymous' } },
      ],
    };
  }
  return {
    themeConfig: { algolia: { ...common, ...LOCAL_SEARCH_SETTINGS } },
    plugins: [['./plugins/search-index/index.ts', LOCAL_INDEX_OPTIONS]],
    headTags: [],
  };
}
