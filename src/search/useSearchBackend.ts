/**
 * Which back end answers the site's search, for the search bar and the search page. Local mode is on when
 * plugins/search-index is loaded (config/search.ts adds it when the Algolia variables are absent).
 */
import { useCallback, useMemo } from 'react';
import type { DocSearchTransformClient } from '@docsearch/react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SEARCH_INDEX_PLUGIN, type SearchIndexGlobalData } from '../../plugins/search-index/schema';
import { createPagefindSearchClient } from './pagefind-client';
import { loadPagefind } from './pagefind-runtime';

/** The local index's settings, or undefined when Algolia answers. */
export function useLocalSearchIndex(): SearchIndexGlobalData | undefined {
  return usePluginData(SEARCH_INDEX_PLUGIN) as SearchIndexGlobalData | undefined;
}

/** DocSearch's `transformSearchClient`: Algolia's client tagged as Docusaurus's, or the Pagefind one. */
export function useTransformSearchClient(): (client: DocSearchTransformClient) => DocSearchTransformClient {
  const local = useLocalSearchIndex();
  const { siteMetadata } = useDocusaurusContext();
  const pagefindClient = useMemo(
    () =>
      local && typeof window !== 'undefined'
        ? createPagefindSearchClient(() => loadPagefind(local.indexUrl), window.location.origin)
        : null,
    [local],
  );
  return useCallback(
    (algoliaClient: DocSearchTransformClient) => {
      if (pagefindClient) return pagefindClient;
      algoliaClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return algoliaClient;
    },
    [pagefindClient, siteMetadata.docusaurusVersion],
  );
}
