/**
 * A search client with the shape DocSearch expects from Algolia's, answering from the local Pagefind index.
 * The search bar hands it to DocSearch through `transformSearchClient`; the search page calls `searchPages`
 * directly. Both run the same query the same way, so "See all N results" lists the modal's N pages.
 */
import type { DocSearchTransformClient } from '@docsearch/react';
import { flattenHits, pageHits, toPagefindFilters, type FacetFilters, type PageHits } from './pagefind-hits';
import { SearchUnavailableError, type PagefindRuntime } from './pagefind-runtime';

export interface SearchPagesOptions {
  readonly facetFilters?: FacetFilters;
  /** Index of the first page of results to load, and how many to load. */
  readonly offset: number;
  readonly limit: number;
  readonly maxSections: number;
  /** Origin that result URLs are made absolute with. */
  readonly origin: string;
}

export interface PagesResult {
  /** How many pages match in all. */
  readonly total: number;
  /** The loaded slice, in rank order. */
  readonly pages: readonly PageHits[];
}

export async function searchPages(runtime: PagefindRuntime, query: string, options: SearchPagesOptions): Promise<PagesResult> {
  const { results } = await runtime.search(query, { filters: toPagefindFilters(options.facetFilters) });
  const slice = results.slice(options.offset, options.offset + options.limit);
  let fragments;
  try {
    fragments = await Promise.all(slice.map((result) => result.data()));
  } catch (error) {
    throw new SearchUnavailableError('Part of the search index could not be loaded.', { cause: error });
  }
  const pages = fragments.map((fragment) => pageHits(fragment, { ...options, query }));
  return { total: results.length, pages };
}

/** The fields of an Algolia search request that DocSearch sets and this client reads. */
interface SearchRequest {
  readonly query?: string;
  readonly hitsPerPage?: number;
  readonly facetFilters?: FacetFilters;
}

// The modal shows up to 20 hits, 5 per section: a few pages with their best sections fill it.
const MODAL_PAGES = 6;
const MODAL_SECTIONS_PER_PAGE = 3;

export function createPagefindSearchClient(load: () => Promise<PagefindRuntime>, origin: string): DocSearchTransformClient {
  async function answer({ query = '', hitsPerPage = 20, facetFilters }: SearchRequest) {
    const started = performance.now();
    const runtime = await load();
    const { total, pages } = await searchPages(runtime, query, {
      facetFilters,
      offset: 0,
      limit: MODAL_PAGES,
      maxSections: MODAL_SECTIONS_PER_PAGE,
      origin,
    });
    const hits = flattenHits(pages).slice(0, hitsPerPage);
    return {
      hits,
      nbHits: total,
      page: 0,
      nbPages: Math.ceil(total / MODAL_PAGES),
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: '',
      processingTimeMS: Math.round(performance.now() - started),
    };
  }
  const client = {
    async search({ requests }: { readonly requests: readonly SearchRequest[] }) {
      return { results: await Promise.all(requests.map(answer)) };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'pagefind', add: () => client.transporter.algoliaAgent } },
  };
  // Structurally what DocSearch calls; Algolia's generic, overloaded signatures cannot be spelled out here.
  return client as unknown as DocSearchTransformClient;
}
