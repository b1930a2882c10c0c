/**
 * Whether the local index answers the site's search, and where it is. Apart from useSearchBackend.ts so that
 * the navbar's search bar, in every page's main bundle, reads it without the search client.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import { SEARCH_INDEX_PLUGIN, type SearchIndexGlobalData } from '../../plugins/search-index/schema';

/** The local index's settings, or undefined when Algolia answers (config/search.ts loads plugins/search-index). */
export function useLocalSearchIndex(): SearchIndexGlobalData | undefined {
  return usePluginData(SEARCH_INDEX_PLUGIN) as SearchIndexGlobalData | undefined;
}
