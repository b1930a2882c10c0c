/**
 * The search modal: DocSearch's modal on Algolia or the local index, with the spelling and left-out notes, the
 * failure screen and the site's result links. The search bar (src/theme/SearchBar) imports this module only when a
 * reader is about to open the modal, so the search client and DocSearch stay out of every page's main bundle.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchHit, DocSearchProps, InternalDocSearchHit, ModalTranslations, StoredDocSearchHit } from '@docsearch/react';
import { DocSearchModal } from '@docsearch/react/modal';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import FailedSearchScreen, { FAILED_CLASS } from './FailedSearchScreen';
import type { SearchFailure } from './failure';
import { devNoIndexMessage, IS_DEV } from './messages';
import LeftOutNote from './LeftOutNote';
import { searchNotesOf } from './pagefind-client';
import SearchNotice from './SearchNotice';
import SpellingNote, { exactSearchLink } from './SpellingNote';
import { repairStoredSearches } from './stored-searches';
import { useLocalSearchIndex } from './useLocalSearchIndex';
import { useTransformSearchClient } from './useSearchBackend';
// Kept out of the site's one stylesheet by plugins/modal-styles: they come with this module.
import '@docsearch/css/dist/modal.css';
import '../theme/SearchBar/modal.css';

type ResultsState = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0]['state'];

export interface SearchModalProps {
  /** The element the modal is rendered into. */
  readonly container: HTMLElement;
  /** A character typed on the search button, which becomes the query. */
  readonly initialQuery?: string;
  /** Under `npm start`: no index has been built yet. */
  readonly indexMissing: boolean;
  readonly onClose: () => void;
  /** Opens a new modal running this query (after the search back end could not be reached). */
  readonly onRetry: (query: string) => void;
}

function ResultsFooter({ state, onClose }: { readonly state: ResultsState; readonly onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  const { correctedQuery, omittedWords } = searchNotesOf(state.query);
  return (
    <>
      {correctedQuery && <SpellingNote corrected={correctedQuery} original={<Link to={exactSearchLink(createSearchLink(state.query))} onClick={onClose}>{state.query}</Link>} />}
      {omittedWords && <LeftOutNote words={omittedWords} />}
      <Link to={createSearchLink(state.query)} onClick={onClose}>
        <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits) }}>
          {'See all {count} results'}
        </Translate>
      </Link>
    </>
  );
}

function Hit({ hit, children }: { readonly hit: InternalDocSearchHit | StoredDocSearchHit; readonly children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

/** What the reader sees when the modal itself fails: where search still works. */
function ModalFailure({ onClose }: { readonly onClose: () => void }): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  const searchPage = useBaseUrl(algolia.searchPagePath || 'search');
  return (
    <SearchNotice
      title="Search stopped working"
      onClose={onClose}
      actions={
        <Link className="button button--primary" to={searchPage} onClick={onClose}>
          Open the search page
        </Link>
      }>
      Something went wrong in the search box. The search page answers the same queries.
    </SearchNotice>
  );
}

export default function SearchModal(props: SearchModalProps): ReactNode {
  const { algolia } = useAlgoliaThemeConfig();
  // DocSearch reads its stored recent and favorite pages as it mounts, trusting them: make them safe first.
  useState(() => repairStoredSearches(algolia.indexName));
  return (
    <ErrorBoundary fallback={() => <ModalFailure onClose={props.onClose} />}>
      <Modal {...props} />
    </ErrorBoundary>
  );
}

function Modal({ container, initialQuery, indexMissing, onClose, onRetry }: SearchModalProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { algolia } = useAlgoliaThemeConfig();
  const { externalUrlRegex, searchPagePath, contextualSearch, searchParameters, appId, apiKey, indexName } = algolia;
  const local = useLocalSearchIndex();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const failed = failure !== null;
  const transformSearchClient = useTransformSearchClient(setFailure);

  useEffect(() => {
    container.classList.toggle(FAILED_CLASS, failed);
    return () => container.classList.remove(FAILED_CLASS);
  }, [container, failed]);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        // Results on another domain cannot go through the router.
        if (isRegexpStringMatch(externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [externalUrlRegex, history],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
    [processSearchResultUrl],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({ state }: { state: ResultsState }) {
        return <ResultsFooter state={state} onClose={onClose} />;
      },
    [onClose],
  );

  // The contextual filters are a new array on every render; DocSearch rebuilds its search (and loses its
  // state) whenever searchParameters changes identity, so they are keyed by value.
  const contextualKey = JSON.stringify(contextualSearch ? contextualFacetFilters : []);
  const modalSearchParameters = useMemo(() => {
    const configured = searchParameters?.facetFilters ?? [];
    const list = typeof configured === 'string' ? [configured] : [...(configured as string[])];
    return { ...searchParameters, facetFilters: [...(JSON.parse(contextualKey) as string[]), ...list] };
  }, [contextualKey, searchParameters]);

  const issuesUrl = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}/issues/new`;
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => `${issuesUrl}?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    [issuesUrl],
  );

  const modalTranslations: ModalTranslations = useMemo(() => {
    const base = translations.modal ?? {};
    if (!local || !IS_DEV) return base;
    // Under `npm start` without a built index, say why there are no results instead of showing nothing.
    const noIndex = devNoIndexMessage();
    return {
      ...base,
      startScreen: { ...base.startScreen, ...(indexMissing && { noRecentSearchesText: noIndex }) },
      errorScreen: { ...base.errorScreen, helpText: noIndex },
    };
  }, [local, indexMissing]);

  return (
    <>
      {createPortal(
        <DocSearchModal
          appId={appId}
          apiKey={apiKey}
          indexName={indexName}
          placeholder={translations.placeholder}
          searchParameters={modalSearchParameters}
          onClose={onClose}
          initialScrollY={window.scrollY}
          initialQuery={initialQuery}
          navigator={navigator}
          transformItems={transformItems}
          hitComponent={Hit}
          transformSearchClient={transformSearchClient}
          {...(searchPagePath && { resultsFooterComponent })}
          getMissingResultsUrl={getMissingResultsUrl}
          translations={modalTranslations}
        />,
        container,
      )}
      {failure && <FailedSearchScreen container={container} failure={failure} translations={modalTranslations.errorScreen} onRetry={onRetry} />}
    </>
  );
}
