// Ejected (small): the theme's SearchBar takes no search client, no "Let us know" link and always preconnects to
// Algolia. What only the open modal needs (DocSearch, the search client) is in src/search/SearchModal.tsx,
// loaded when a reader reaches for the button or a shortcut, so every page's main bundle carries just the button.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import translations from '@theme/SearchTranslations';
import { IS_DEV } from '@site/src/search/messages';
import { loadPagefind } from '@site/src/search/pagefind-runtime';
import SearchButton from '@site/src/search/SearchButton';
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

export default function SearchBar(): ReactNode {
  const local = useLocalSearchIndex();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [indexMissing, setIndexMissing] = useState(false);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      searchContainer.current = document.createElement('div');
      // Local results are not "Search by Algolia": modal.css hides DocSearch's logo in this container.
      if (local) searchContainer.current.className = 'local-search';
      document.body.insertBefore(searchContainer.current, document.body.firstChild);
    }
    // Start loading the index with the modal, so the first keystroke does not wait for it.
    if (local) loadPagefind(local.indexUrl).then(() => setIndexMissing(false), () => setIndexMissing(IS_DEV));
    void importSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [local]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
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

  return (
    <>
      <SearchButton
        onTouchStart={importSearchModalIfNeeded}
        onFocus={importSearchModalIfNeeded}
        onMouseOver={importSearchModalIfNeeded}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />
      {isOpen && SearchModal && searchContainer.current && (
        <SearchModal container={searchContainer.current} initialQuery={initialQuery} indexMissing={indexMissing} onClose={closeModal} />
      )}
    </>
  );
}
