/**
 * The contract between the index this plugin writes and the search client that reads it in the browser
 * (src/search/). Kept free of Node imports so client code can import it too.
 */

/** The plugin's name, which is also the key of its global data. */
export const SEARCH_INDEX_PLUGIN = 'search-index';

/** Folder of the index inside the build output, served at `${baseUrl}pagefind/`. */
export const INDEX_DIR = 'pagefind';

/**
 * The section of the generated API reference (its sidebar category's label). The client ranks the rest of
 * the site above it unless a query is an item's exact name.
 */
export const API_SECTION = 'API';

/** The index's vocabulary (vocabulary.ts), in the index folder. */
export const VOCABULARY_FILE = 'vocabulary.json';

/** The longest word the vocabulary lists; a longer word is listed as its first this many characters. */
export const MAX_WORD_LENGTH = 31;

/**
 * Filter names. On every record: `section` lets the search page narrow results to one part of the site; `kind`
 * is what the client ranks by (KIND); `language` and `docusaurus_tag` mirror the facets Docusaurus gives
 * Algolia, so the same contextual facet filters select the same pages from either back end. On some records:
 * `token`, the punctuated terms the page holds (tokens.ts); `third_party`, the names (module and item) that a
 * page documenting a re-exported third-party module answers to.
 */
export const FILTER = {
  language: 'language',
  tag: 'docusaurus_tag',
  section: 'section',
  kind: 'kind',
  token: 'token',
  thirdParty: 'third_party',
} as const;

/**
 * What a page is, for ranking: hand-written docs first, blog posts after them unless far better, the API
 * reference after both, and pages that document re-exported third-party modules last, and only when asked for.
 */
export const KIND = { docs: 'docs', blog: 'blog', api: 'api', thirdParty: 'third-party' } as const;
export type Kind = (typeof KIND)[keyof typeof KIND];

/**
 * Metadata besides Pagefind's own `title`: `keywords`, readers' words for the page's concept (keywords.ts).
 * Pagefind searches every metadata field, so a page's section is a filter only: as metadata, "Guides" or
 * "Extensions — runtime plugins" would make every page of the section an answer to "guides" or "plugins".
 */
export const META = { title: 'title', keywords: 'keywords' } as const;

/** Global data the plugin gives the client; its presence means "search the local index". */
export interface SearchIndexGlobalData {
  /** Address of the index folder, base URL included, ending with '/'. */
  readonly indexUrl: string;
}
