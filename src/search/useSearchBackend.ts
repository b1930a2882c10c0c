/**
 * Which back end answers the site's search, for the search bar and the search page. Local mode is on when
 * plugins/search-index is loaded (config/search.ts adds it when the Algolia variables are absent).
 */
import { useCallback, useMemo } from 'react';
import type { DocSearchTransformClient } from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { searchFailureOf, type SearchFailure } from './failure';
import { createPagefindSearchClient } from './pagefind-client';
import { loadPagefind } from './pagefind-runtime';
import { loadVocabulary } from './spelling';
import { useLocalSearchIndex } from './useLocalSearchIndex';

type Transform = (client: DocSearchTransformClient) => DocSearchTransformClient;

type SearchArguments = Parameters<DocSearchTransformClient['search']>;

/** What DocSearch reads of an answer, for a search that has none: no hits, and the failure screen over them. */
function emptyAnswer([request]: SearchArguments) {
  const requests = (request as { requests?: readonly { query?: string }[] } | undefined)?.requests ?? [];
  return {
    results: requests.map(({ query = '' }) => ({ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, exhaustiveNbHits: true, query, params: '', processingTimeMS: 0 })),
  };
}

/**
 * Reports each search's outcome (null: it answered), and answers a failed one with no hits. The failure is
 * the search bar's to show (FailedSearchScreen.tsx); rethrown, it would only reach the console as an uncaught
 * rejection, and DocSearch shows its own error screen only for Algolia's RetryError, never for a refusal.
 */
function observed(client: DocSearchTransformClient, onOutcome: (failure: SearchFailure | null) => void): DocSearchTransformClient {
  const search = ((...args: SearchArguments) =>
    client.search(...args).then(
      (response) => {
        onOutcome(null);
        return response;
      },
      (error: unknown) => {
        onOutcome(searchFailureOf(error));
        return emptyAnswer(args);
      },
    )) as DocSearchTransformClient['search'];
  return { ...client, search };
}

/**
 * DocSearch's `transformSearchClient`: Algolia's client tagged as Docusaurus's, or the Pagefind one, both
 * observed so the search bar can show the failure screen (see FailedSearchScreen.tsx).
 */
export function useTransformSearchClient(onOutcome: (failure: SearchFailure | null) => void): Transform {
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
