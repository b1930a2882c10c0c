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
 * Filter names on every record. `section` (also a meta) lets the search page narrow results to one part of
 * the site. The others mirror the facets Docusaurus gives Algolia (`language`, `docusaurus_tag`),
 * so the same contextual facet filters select the same pages from either back end.
 */
export const FILTER = { language: 'language', tag: 'docusaurus_tag', section: 'section' } as const;

/** Metadata on every record besides Pagefind's own `title`: the section the page belongs to. */
export const META = { section: 'section', title: 'title' } as const;

/** Global data the plugin gives the client; its presence means "search the local index". */
export interface SearchIndexGlobalData {
  /** Address of the index folder, base URL included, ending with '/'. */
  readonly indexUrl: string;
}
