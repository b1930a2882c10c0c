// Wrapped: in local mode the page answers from the Pagefind index; with Algolia it is the theme's own page.
import type { ReactNode } from 'react';
import SearchPage from '@theme-original/SearchPage';
import LocalSearchPage from '@site/src/components/LocalSearchPage';
import { useLocalSearchIndex } from '@site/src/search/useLocalSearchIndex';

export default function SearchPageWrapper(): ReactNode {
  const local = useLocalSearchIndex();
  return local ? <LocalSearchPage indexUrl={local.indexUrl} /> : <SearchPage />;
}
