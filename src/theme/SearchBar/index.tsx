// Ejected (small): the theme's SearchBar takes no search client, no "Let us know" link and always preconnects to Algolia.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type {
  DocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchProps,
  InternalDocSearchHit,
  ModalTranslations,
  StoredDocSearchHit,
} from '@docsearch/react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import FailedSearchScreen, { FAILED_CLASS } from '@site/src/search/FailedSearchScreen';
import { devNoIndexMessage, IS_DEV } from '@site/src/search/messages';
import { loadPagefind } from '@site/src/search/pagefind-runtime';
import SearchButton from '@site/src/search/SearchButton';
import { useLocalSearchIndex, useTransformSearchClient } from '@site/src/search/useSearchBackend';
import useSearchShortcuts from '@site/src/search/useSearchShortcuts';
import { correctionOf } from '@site/src/search/pagefind-client';
import SpellingNote, { exactSearchLink } from '@site/src/search/SpellingNote';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type Modal = typeof DocSearchModalType;
type ResultsState = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0]['state'];
let DocSearchModal: Modal | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  // The modal's styles come with it (plugins/browser-bundle keeps them out of the site's one stylesheet).
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/css/dist/modal.css'), import('./modal.css')]).then(
    ([{ DocSearchModal: Modal }]) => {
      DocSearchModal = Modal;
    },
  );
}

function ResultsFooter({ state, onClose }: { readonly state: ResultsState; readonly onClose: () => void }) {
  const createSearchLink = useSearchLinkCreator();
  const corrected = correctionOf(state.query);
  return (
    <>
      {corrected && <SpellingNote corrected={corrected} original={<Link to={exactSearchLink(createSearchLink(state.query))} onClick={onClose}>{state.query}</Link>} />}
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

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { algolia } = useAlgoliaThemeConfig();
  const { externalUrlRegex, searchPagePath, contextualSearch, searchParameters, appId, apiKey, indexName } = algolia;
  const local = useLocalSearchIndex();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();
  const [failed, setFailed] = useState(false);
  const onOutcome = useCallback((reached: boolean) => setFailed(!reached), []);
  const transformSearchClient = useTransformSearchClient(onOutcome);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [indexMissing, setIndexMissing] = useState(false);

  useEffect(() => {
    searchContainer.current?.classList.toggle(FAILED_CLASS, failed);
  }, [failed]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      // Local results are not "Search by Algolia": modal.css hides DocSearch's logo in this container.
      if (local) searchContainer.current.className = 'local-search';
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    // Start loading the index with the modal, so the first keystroke does not wait for it.
    if (local) loadPagefind(local.indexUrl).then(() => setIndexMissing(false), () => setIndexMissing(IS_DEV));
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [local]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setFailed(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return; // the browser's own find
      event.preventDefault(); // the modal's input receives this key as its initial query
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({ isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef });

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
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
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
      <SearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId={appId}
            apiKey={apiKey}
            indexName={indexName}
            placeholder={translations.placeholder}
            searchParameters={modalSearchParameters}
            onClose={closeModal}
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
          searchContainer.current,
        )}
      {isOpen && failed && searchContainer.current && (
        <FailedSearchScreen container={searchContainer.current} translations={modalTranslations.errorScreen} />
      )}
    </>
  );
}
