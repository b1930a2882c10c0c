/**
 * The search page's back ends: one function, a query in and a slice of result pages out, answered by the local
 * Pagefind index or by Algolia DocSearch. The page renders either the same way, failures included.
 */
import { searchPages, type PagesResult } from './pagefind-client';
import type { FacetFilters } from './pagefind-hits';
import { loadPagefind } from './pagefind-runtime';
import { loadVocabulary } from './spelling';
import type { AlgoliaSettings } from './algolia-pages';

export type { PagesResult };

export interface PageSearchOptions {
  /** Algolia-style facet filters: the contextual language and docs version tags. */
  readonly facetFilters: FacetFilters;
  /** Index of the first result page to return, and how many to return. */
  readonly offset: number;
  readonly limit: number;
  /** How many matching sections to list under each page. */
  readonly maxSections: number;
  /** Only pages of this section of the site (local index only: Algolia's records carry no section). */
  readonly section?: string;
  /** Run the words as typed, without correcting their spelling (local index only). */
  readonly exact: boolean;
}

export type PageSearch = (query: string, options: PageSearchOptions) => Promise<PagesResult>;

export function localPageSearch(indexUrl: string): PageSearch {
  return async (query, options) =>
    searchPages(await loadPagefind(indexUrl), query, {
      ...options,
      origin: window.location.origin,
      vocabulary: () => loadVocabulary(indexUrl),
    });
}

/** Algolia's client is loaded with the first search, so only a site on Algolia ever downloads it. */
export function algoliaPageSearch(settings: AlgoliaSettings): PageSearch {
  let search: Promise<PageSearch> | undefined;
  return async (query, options) => {
    search ??= import('./algolia-pages').then(
      (module) => module.algoliaPageSearch(settings),
      (error: unknown) => {
        search = undefined; // The download failed: the next search tries again.
        throw error;
      },
    );
    return (await search)(query, options);
  };
}
