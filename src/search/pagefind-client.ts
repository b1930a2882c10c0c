/**
 * A search client with the shape DocSearch expects from Algolia's, answering from the local Pagefind index.
 * The search bar hands it to DocSearch through `transformSearchClient`; the search page calls `searchPages`
 * directly. Both run the same query the same way, so "See all N results" lists the modal's N pages.
 */
import type { DocSearchTransformClient } from '@docsearch/react';
import { flattenHits, pageHits, toPagefindFilters, type FacetFilters, type PageHits } from './pagefind-hits';
import { discardPagefind, SearchUnavailableError, type PagefindFilter, type PagefindResult, type PagefindRuntime } from './pagefind-runtime';
import { boundQuery } from './query';
import { correctQuery, judgeTerms } from './spelling';
import { API_SECTION, FILTER } from '../../plugins/search-index/schema';
import type { Vocabulary } from '../../plugins/search-index/vocabulary';

export interface SearchPagesOptions {
  readonly facetFilters?: FacetFilters;
  /** Index of the first page of results to load, and how many to load. */
  readonly offset: number;
  readonly limit: number;
  readonly maxSections: number;
  /** Origin that result URLs are made absolute with. */
  readonly origin: string;
  /** Only pages of this section of the site (Guides, API, Blog…). */
  readonly section?: string;
  /**
   * The index's vocabulary, to tell a real match from Pagefind's loose ones and to correct misspelled words;
   * without it, queries run as typed and whatever Pagefind finds is shown.
   */
  readonly vocabulary?: () => Promise<Vocabulary>;
  /** Run the words as typed, without correcting their spelling. */
  readonly exact?: boolean;
}

export interface PagesResult {
  /** How many pages match in all. */
  readonly total: number;
  /** The loaded slice, in rank order. */
  readonly pages: readonly PageHits[];
  /** How many pages match in each section, whichever section is chosen. */
  readonly sections: Readonly<Record<string, number>>;
  /** The corrected query that ran instead of the reader's, when the reader's had a word the index lacks. */
  readonly correctedQuery?: string;
}

// How many of the API results are checked for an item named exactly as the query.
const EXACT_NAME_CANDIDATES = 3;

/** An API page's title as the item's bare name: `createApplication()` and `Middleware<Result, …>` lose the suffix. */
export function itemName(title: string): string {
  return title.replace(/\(\)$/, '').replace(/<.*>$/, '');
}

/**
 * The results in the site's order: an API item named exactly as the query (case counts: `Middleware` is the
 * type, `middleware` the topic) first, then the pages that explain things (guides, extensions, posts…), then the
 * rest of the API reference. Pagefind alone puts an item whose name contains the query word (RedisStore for
 * "redis") above the guide that explains it, since a title match weighs most.
 */
async function siteOrder(query: string, results: readonly PagefindResult[], api: readonly PagefindResult[]): Promise<readonly PagefindResult[]> {
  const apiIds = new Set(api.map((result) => result.id));
  const rest = results.filter((result) => !apiIds.has(result.id));
  const reference = results.filter((result) => apiIds.has(result.id));
  const name = query.trim();
  let exact: PagefindResult | undefined;
  if (/^[A-Za-z_$][\w$]*$/.test(name)) {
    const candidates = api.slice(0, EXACT_NAME_CANDIDATES);
    const titles = await Promise.all(candidates.map(async (result) => itemName((await result.data()).meta.title ?? '')));
    exact = candidates[titles.indexOf(name)];
  }
  // The same page is a different object in each search's results; ids match.
  const first = exact && reference.find((result) => result.id === exact.id);
  if (!first) return [...rest, ...reference];
  return [first, ...rest, ...reference.filter((result) => result !== first)];
}

async function find(runtime: PagefindRuntime, query: string, options: SearchPagesOptions) {
  const filters = toPagefindFilters(options.facetFilters);
  const only = (section: string): PagefindFilter => ({ all: [filters, { [FILTER.section]: section }] });
  const [everywhere, api] = await Promise.all([runtime.search(query, { filters }), runtime.search(query, { filters: only(API_SECTION) })]);
  const sections = everywhere.filters?.[FILTER.section] ?? {};
  const chosen =
    !options.section ? everywhere.results
    : options.section === API_SECTION ? api.results
    : (await runtime.search(query, { filters: only(options.section) })).results;
  try {
    return { results: await siteOrder(query, chosen, api.results), sections, matches: everywhere.results.length };
  } catch (error) {
    discardPagefind(runtime);
    throw new SearchUnavailableError('Part of the search index could not be loaded.', { cause: error });
  }
}

const NOTHING: Omit<PagesResult, 'correctedQuery'> = { total: 0, pages: [], sections: {} };
const MAX_CHECKED_WORDS = 4;

/**
 * A search that finds nothing although each of its words is in the vocabulary means part of the index did not
 * load: Pagefind logs a failed index chunk and answers without it. Each word is searched alone, unfiltered;
 * one that finds no page is proof. Only a query with no results pays for this.
 */
async function checkIndexLoaded(runtime: PagefindRuntime, words: readonly string[]): Promise<void> {
  for (const word of words.slice(0, MAX_CHECKED_WORDS)) {
    if ((await runtime.search(word)).results.length === 0) {
      discardPagefind(runtime);
      throw new SearchUnavailableError(`The index has "${word}", yet Pagefind found no page with it: an index chunk did not load.`);
    }
  }
}

async function pagesOf(runtime: PagefindRuntime, found: Awaited<ReturnType<typeof find>>, query: string, options: SearchPagesOptions): Promise<Omit<PagesResult, 'correctedQuery'>> {
  const slice = found.results.slice(options.offset, options.offset + options.limit);
  let fragments;
  try {
    fragments = await Promise.all(slice.map((result) => result.data()));
  } catch (error) {
    discardPagefind(runtime);
    throw new SearchUnavailableError('Part of the search index could not be loaded.', { cause: error });
  }
  const pages = fragments.map((fragment) => pageHits(fragment, { ...options, query }));
  return { total: found.results.length, pages, sections: found.sections };
}

export async function searchPages(runtime: PagefindRuntime, typed: string, options: SearchPagesOptions): Promise<PagesResult> {
  // Whoever calls, the work done stays bounded by the query's length.
  const query = boundQuery(typed);
  // The vocabulary (fetched once) loads beside the first query; without it, queries run as typed.
  const [asTyped, vocabulary] = await Promise.all([find(runtime, query, options), options.vocabulary?.().catch(() => null)]);
  if (!vocabulary) return pagesOf(runtime, asTyped, query, options);
  // A word the index lacks (not even as a prefix) is a misspelling: run the closest indexed words instead.
  const corrected = options.exact ? null : correctQuery(query, vocabulary);
  const ran = corrected ?? query;
  // Pagefind answers a word it lacks with pages for its longest indexed prefix, which are not what was asked.
  const { known, unknown } = judgeTerms(ran, vocabulary);
  if (unknown.length > 0) return NOTHING;
  const found = corrected ? await find(runtime, corrected, options) : asTyped;
  if (found.matches === 0) await checkIndexLoaded(runtime, known);
  return { ...(await pagesOf(runtime, found, ran, options)), ...(corrected && { correctedQuery: corrected }) };
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

// DocSearch passes only Algolia's fields to its footer; the footer reads a query's correction from here.
const corrections = new Map<string, string>();

/** The corrected query the modal ran instead of `query`, if it did. */
export function correctionOf(query: string): string | undefined {
  return corrections.get(query);
}

export function createPagefindSearchClient(
  load: () => Promise<PagefindRuntime>,
  origin: string,
  vocabulary?: () => Promise<Vocabulary>,
): DocSearchTransformClient {
  async function answer({ query = '', hitsPerPage = 20, facetFilters }: SearchRequest) {
    const started = performance.now();
    const runtime = await load();
    const { total, pages, correctedQuery } = await searchPages(runtime, query, {
      facetFilters,
      offset: 0,
      limit: MODAL_PAGES,
      maxSections: MODAL_SECTIONS_PER_PAGE,
      origin,
      vocabulary,
    });
    if (correctedQuery) corrections.set(query, correctedQuery);
    else corrections.delete(query);
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
