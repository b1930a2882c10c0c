// Ejected (small): the theme's SearchBar takes no search client, no "Let us know" link and always preconnects to
// Algolia. What only the open modal needs (DocSearch, the search client) is in src/search/SearchModal.tsx,
// loaded when a reader reaches for the button or a shortcut, so every page's main bundle carries just the button.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import translations from '@theme/SearchTranslations';
import { IS_DEV } from '@site/src/search/messages';
import { loadPagefind } from '@site/src/search/pagefind-runtime';
import SearchButton from '@site/src/search/SearchButton';
import SearchNotice from '@site/src/search/SearchNotice';
import type SearchModalType from '@site/src/search/SearchModal';
import { useLocalSearchIndex } from '@site/src/search/useLocalSearchIndex';
import useSearchShortcuts from '@site/src/search/useSearchShortcuts';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

let SearchModal: typeof SearchModalType | null = null;

function importSearchModalIfNeeded(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return import('@site/src/search/SearchModal').then(({ default: Modal }) => {
    SearchModal = Modal;
  });
}

/** Loads the modal ahead of a click (hover, focus, touch); a failure here is reported by the click, if one comes. */
function preloadSearchModal(): void {
  importSearchModalIfNeeded().catch(() => undefined);
}

// src/search/early-open.js notes a click or shortcut that came before this component started, and tells on
// this event (by filling in its detail). `data-search` on <html> shows the button (styles.css).
const READY_EVENT = 'baeta-search-ready';
const SCRIPTED_ATTRIBUTE = 'data-search';

export default function SearchBar(): ReactNode {
  const local = useLocalSearchIndex();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [indexMissing, setIndexMissing] = useState(false);
  // The modal's code could not be loaded (offline before the first search): say so instead of doing nothing.
  const [unavailable, setUnavailable] = useState(false);
  // A new key gives a new modal: DocSearch runs a query again only as a new modal's initial query.
  const [attempt, setAttempt] = useState(0);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      // Local results are not "Search by Algolia": modal.css hides DocSearch's logo in this container.
      if (local) searchContainer.current.className = 'local-search';
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    // Start loading the index with the modal, so the first keystroke does not wait for it.
    if (local) loadPagefind(local.indexUrl).then(() => setIndexMissing(false), () => setIndexMissing(IS_DEV));
    importSearchModalIfNeeded().then(
      () => {
        setUnavailable(false);
        setIsOpen(true);
      },
      () => setUnavailable(true),
    );
  }, [local]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    setUnavailable(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  // Take over from the early script, and open the modal if the reader already asked for it. <html> is
  // changed only without the script (the dev server), so hydration leaves the page's head and root alone.
  useEffect(() => {
    const early = { requested: false };
    document.dispatchEvent(new CustomEvent(READY_EVENT, { detail: early }));
    if (!document.documentElement.hasAttribute(SCRIPTED_ATTRIBUTE)) document.documentElement.setAttribute(SCRIPTED_ATTRIBUTE, '');
    if (early.requested) openModal();
  }, [openModal]);

  const retry = useCallback((query: string) => {
    setInitialQuery(query);
    setAttempt((count) => count + 1);
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

  return (
    <>
      <SearchButton
        onTouchStart={preloadSearchModal}
        onFocus={preloadSearchModal}
        onMouseOver={preloadSearchModal}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen && SearchModal && searchContainer.current && (
        <SearchModal
          key={attempt}
          container={searchContainer.current}
          initialQuery={initialQuery}
          indexMissing={indexMissing}
          onClose={closeModal}
          onRetry={retry}
        />
      )}
      {unavailable && (
        <SearchNotice
          title="Search is unavailable offline"
          onClose={closeModal}
          actions={
            <button type="button" className="button button--primary" onClick={openModal}>
              Try again
            </button>
          }>
          The search could not be loaded. Check your connection, then try again.
        </SearchNotice>
      )}
    </>
  );
}
