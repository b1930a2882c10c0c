// Replaced: one search page for both back ends (src/components/SiteSearchPage), where the theme's own, used with
// Algolia, would wait forever on a search that fails.
import { useMemo, type ReactNode } from 'react';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import SiteSearchPage from '@site/src/components/SiteSearchPage';
import { algoliaPageSearch, localPageSearch } from '@site/src/search/page-search';
import { useLocalSearchIndex } from '@site/src/search/useLocalSearchIndex';

export default function SearchPage(): ReactNode {
  const local = useLocalSearchIndex();
  const { algolia } = useAlgoliaThemeConfig();
  const { appId, apiKey, indexName } = algolia;
  const search = useMemo(
    () => (local ? localPageSearch(local.indexUrl) : algoliaPageSearch({ appId, apiKey, indexName })),
    [local, appId, apiKey, indexName],
  );
  return <SiteSearchPage search={search} local={Boolean(local)} />;
}
