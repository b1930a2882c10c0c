/**
 * Which back end answers the site's search, for the search bar and the search page. Local mode is on when
 * plugins/search-index is loaded (config/search.ts adds it when the Algolia variables are absent).
 */
import { useCallback, useMemo } from 'react';
import type { DocSearchTransformClient } from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createPagefindSearchClient } from './pagefind-client';
import { loadPagefind } from './pagefind-runtime';
import { loadVocabulary } from './spelling';
import { useLocalSearchIndex } from './useLocalSearchIndex';

type Transform = (client: DocSearchTransformClient) => DocSearchTransformClient;

/** Reports whether each search reached its back end (false: DocSearch's RetryError, i.e. unreachable). */
function observed(client: DocSearchTransformClient, onOutcome: (reached: boolean) => void): DocSearchTransformClient {
  const search = ((...args: Parameters<DocSearchTransformClient['search']>) =>
    client.search(...args).then(
      (response) => {
        onOutcome(true);
        return response;
      },
      (error: unknown) => {
        if (error instanceof Error && error.name === 'RetryError') onOutcome(false);
        throw error;
      },
    )) as DocSearchTransformClient['search'];
  return { ...client, search };
}

/**
 * DocSearch's `transformSearchClient`: Algolia's client tagged as Docusaurus's, or the Pagefind one, both
 * observed so the search bar can show the failure screen (see FailedSearchScreen.tsx).
 */
export function useTransformSearchClient(onOutcome: (reached: boolean) => void): Transform {
  const local = useLocalSearchIndex();
  const { siteMetadata } = useDocusaurusContext();
  const pagefindClient = useMemo(
    () =>
      local && typeof window !== 'undefined'
        ? createPagefindSearchClient(
            () => loadPagefind(local.indexUrl),
            window.location.origin,
            () => loadVocabulary(local.indexUrl),
          )
        : null,
    [local],
  );
  return useCallback(
    (algoliaClient: DocSearchTransformClient) => {
      if (pagefindClient) return observed(pagefindClient, onOutcome);
      algoliaClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return observed(algoliaClient, onOutcome);
    },
    [pagefindClient, siteMetadata.docusaurusVersion, onOutcome],
  );
}
