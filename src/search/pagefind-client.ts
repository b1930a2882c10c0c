/**
 * A search client with the shape DocSearch expects from Algolia's, answering from the local Pagefind index.
 * The search bar hands it to DocSearch through `transformSearchClient`; the search page calls `searchPages`
 * directly. Both run the same query the same way, so "See all N results" lists the modal's N pages.
 *
 * A query goes through these steps: normalized (query.ts); misspelled words corrected (spelling.ts); words the
 * index lacks left out, and said so; tokens (`$use`, `N+1`) searched as their bare word among the pages that
 * hold them (plugins/search-index/tokens.ts); results put in the site's order (siteOrder).
 */
import type { DocSearchTransformClient } from '@docsearch/react';
import { flattenHits, pageHits, toPagefindFilters, type FacetFilters, type PageHits } from './pagefind-hits';
import {
  discardPagefind,
  SearchUnavailableError,
  type PagefindFilter,
  type PagefindResult,
  type PagefindRuntime,
} from './pagefind-runtime';
import { lookupForm, normalizeQuery, parseQuery, type QueryTerm } from './query';
import { correctQuery, indexedTokens, judgeTerms } from './spelling';
import { FILTER, KIND, type Kind } from '../../plugins/search-index/schema';
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
  /** The reader's words that no page has, left out of the query that ran. */
  readonly omittedWords?: readonly string[];
}

// How many of the API results are checked for an item named exactly as the query.
const EXACT_NAME_CANDIDATES = 3;

/**
 * How much a blog post's score counts against the docs'. A post announces what a guide explains and keeps its
 * date's wording, so the guide comes first unless the post matches far better (a query for the post's news).
 */
export const BLOG_WEIGHT = 0.4;

/** An API page's title as the item's bare name: `createApplication()` and `Middleware<Result, …>` lose the suffix. */
export function itemName(title: string): string {
  return title.replace(/\(\)$/, '').replace(/<.*>$/, '');
}

interface Ranked {
  readonly result: PagefindResult;
  readonly kind: Kind;
}

/**
 * The results in the site's order: an API item named exactly as the query (case counts: `Middleware` is the
 * type, `middleware` the topic) first; then the pages that explain things (guides, recipes, the rest of the
 * hand-written docs, and blog posts at BLOG_WEIGHT of their score); then the API reference; then the pages of
 * re-exported third-party modules, when the query names them. Pagefind alone puts an item whose name contains
 * the query word (RedisStore for "redis") above the guide that explains it, since a title match weighs most.
 */
async function siteOrder(query: string, ranked: readonly Ranked[]): Promise<readonly PagefindResult[]> {
  const score = ({ result, kind }: Ranked) => (result.score ?? 0) * (kind === KIND.blog ? BLOG_WEIGHT : 1);
  const explaining = ranked.filter(({ kind }) => kind === KIND.docs || kind === KIND.blog).sort((a, b) => score(b) - score(a));
  const reference = ranked.filter(({ kind }) => kind === KIND.api || kind === KIND.thirdParty).sort((a, b) => Number(a.kind === KIND.thirdParty) - Number(b.kind === KIND.thirdParty));
  let exact: PagefindResult | undefined;
  if (/^[A-Za-z_$][\w$]*$/.test(query)) {
    const candidates = [KIND.api, KIND.thirdParty].flatMap((kind) => reference.filter((entry) => entry.kind === kind).slice(0, EXACT_NAME_CANDIDATES));
    const titles = await Promise.all(candidates.map(async ({ result }) => itemName((await result.data()).meta['title'] ?? '')));
    exact = candidates[titles.indexOf(query)]?.result;
  }
  const rest = [...explaining, ...reference].map(({ result }) => result).filter((result) => result !== exact);
  return exact ? [exact, ...rest] : rest;
}

/** The kinds a query searches, one search each: their results are the query's, each page known by its kind. */
const SEARCHED_KINDS = [KIND.docs, KIND.blog, KIND.api] as const;

/** The names of third-party pages the index lists, per runtime (a query with one asks for those pages). */
const thirdPartyNames = new WeakMap<PagefindRuntime, Promise<ReadonlySet<string>>>();

function namesOf(runtime: PagefindRuntime): Promise<ReadonlySet<string>> {
  let names = thirdPartyNames.get(runtime);
  if (!names) {
    names = runtime.filters().then((filters) => new Set(Object.keys(filters[FILTER.thirdParty] ?? {}).map(lookupForm)));
    thirdPartyNames.set(runtime, names);
  }
  return names;
}

/** Where a query searches: the contextual filters and the pages holding its tokens. */
function scopeOf(terms: readonly QueryTerm[], options: SearchPagesOptions): PagefindFilter {
  const tokens = terms.flatMap(({ token }) => (token === null ? [] : [{ [FILTER.token]: token }]));
  return { all: [toPagefindFilters(options.facetFilters), ...tokens] };
}

/** The kinds of page a query finds: third-party pages only when it names one of them. */
async function kindsOf(runtime: PagefindRuntime, terms: readonly QueryTerm[]): Promise<readonly Kind[]> {
  const names = await namesOf(runtime);
  return terms.some(({ form }) => names.has(form)) ? [...SEARCHED_KINDS, KIND.thirdParty] : SEARCHED_KINDS;
}

interface Found {
  /** The chosen section's results, in the site's order. */
  readonly results: readonly PagefindResult[];
  readonly sections: Readonly<Record<string, number>>;
  /** How many pages match in all sections. */
  readonly matches: number;
}

function unavailable(runtime: PagefindRuntime, error: unknown): never {
  discardPagefind(runtime);
  if (error instanceof SearchUnavailableError) throw error;
  throw new SearchUnavailableError('Part of the search index could not be loaded.', { cause: error });
}

async function find(runtime: PagefindRuntime, terms: readonly QueryTerm[], options: SearchPagesOptions): Promise<Found> {
  const words = terms.map(({ form }) => form).join(' ');
  const query = terms.map(({ text }) => text).join(' ');
  try {
    const scope = scopeOf(terms, options);
    const within = (...filters: PagefindFilter[]): PagefindFilter => ({ all: [scope, ...filters] });
    const search = (filter: PagefindFilter) => runtime.search(words, { filters: filter });
    // One search per kind: Pagefind's scores do not depend on filters, so the results are comparable, and
    // together they are every page the query finds.
    const kinds = await kindsOf(runtime, terms);
    const byKind = await Promise.all(kinds.map((kind) => search(within({ [FILTER.kind]: kind }))));
    const kindOf = new Map<string, Kind>();
    const sections: Record<string, number> = {};
    byKind.forEach(({ results, filters }, index) => {
      for (const { id } of results) kindOf.set(id, kinds[index] ?? KIND.docs);
      for (const [section, count] of Object.entries(filters?.[FILTER.section] ?? {})) sections[section] = (sections[section] ?? 0) + count;
    });
    const everywhere = byKind.flatMap(({ results }) => results);
    const chosen = options.section
      ? (await search(within({ [FILTER.section]: options.section }, { [FILTER.kind]: { any: [...kinds] } }))).results
      : everywhere;
    const ranked = chosen.map((result) => ({ result, kind: kindOf.get(result.id) ?? KIND.docs }));
    return { results: await siteOrder(query, ranked), sections, matches: everywhere.length };
  } catch (error) {
    return unavailable(runtime, error);
  }
}

const NOTHING: PagesResult = { total: 0, pages: [], sections: {} };
// How many words a query that finds nothing may lose, one at a time, to find something.
const RELAXED_TRIES = 3;

/**
 * The words of a query that found nothing which find no page alone either, within the query's scope. A word
 * the vocabulary knows that finds no page even unfiltered means part of the index did not load: Pagefind logs
 * a failed index chunk and answers without it. Only a query with no results pays for this.
 */
async function termsFindingNothing(runtime: PagefindRuntime, terms: readonly QueryTerm[], known: readonly QueryTerm[], options: SearchPagesOptions): Promise<QueryTerm[]> {
  try {
    const alone = await Promise.all(
      terms.map(async (term) => runtime.search(term.form, { filters: { all: [scopeOf([term], options), { [FILTER.kind]: { any: [...(await kindsOf(runtime, [term]))] } }] } })),
    );
    const empty = terms.filter((_, index) => alone[index]?.results.length === 0);
    for (const term of empty.filter((term) => known.includes(term))) {
      if ((await runtime.search(term.form)).results.length === 0) {
        throw new SearchUnavailableError(`The index has "${term.text}", yet Pagefind found no page with it: an index chunk did not load.`);
      }
    }
    return empty;
  } catch (error) {
    return unavailable(runtime, error);
  }
}

async function pagesOf(runtime: PagefindRuntime, found: Found, query: string, options: SearchPagesOptions): Promise<PagesResult> {
  const slice = found.results.slice(options.offset, options.offset + options.limit);
  let fragments;
  try {
    fragments = await Promise.all(slice.map((result) => result.data()));
  } catch (error) {
    return unavailable(runtime, error);
  }
  const pages = fragments.map((fragment) => pageHits(fragment, { ...options, query }));
  return { total: found.results.length, pages, sections: found.sections };
}

const textOf = (terms: readonly QueryTerm[]) => terms.map(({ text }) => text).join(' ');

/** The vocabulary, or null when it did not load (spelling.ts bounds its wait): then queries run as typed. */
function vocabularyOf(options: SearchPagesOptions): Promise<Vocabulary | null> {
  return options.vocabulary ? options.vocabulary().catch(() => null) : Promise.resolve(null);
}

export async function searchPages(runtime: PagefindRuntime, typed: string, options: SearchPagesOptions): Promise<PagesResult> {
  // Whoever calls, the work done stays bounded by the query's length.
  const query = normalizeQuery(typed);
  const typedTerms = parseQuery(query);
  if (typedTerms.length === 0) return NOTHING;
  // The vocabulary (fetched once) loads beside the first query; without it, queries run as typed.
  const [asTyped, vocabulary] = await Promise.all([find(runtime, typedTerms, options), vocabularyOf(options)]);
  if (!vocabulary) return pagesOf(runtime, asTyped, query, options);
  // A word the index lacks (not even as a prefix) is a misspelling: run the closest indexed words instead.
  const corrected = options.exact ? null : correctQuery(query, vocabulary);
  const terms = indexedTokens(parseQuery(corrected ?? query), vocabulary);
  // Pagefind answers a word it lacks with pages for its longest indexed prefix, which are not what was asked:
  // such words are left out, and the reader told. A query of nothing but such words finds nothing.
  const { known, unknown } = judgeTerms(terms, vocabulary);
  // Leaving words out needs a word the reader typed that the index has as typed: in "Ruby on Rails", "Rails"
  // is one letter from "fails", and "on fails" is no part of what was asked.
  const typedKnown = known.filter((term) => typedTerms.some((typedTerm) => typedTerm.text === term.text));
  if (unknown.length > 0 && typedKnown.length === 0) return NOTHING;
  let kept = terms.filter((term) => !unknown.includes(term));
  const omitted = unknown.map(({ text }) => text);
  const changed = textOf(kept) !== textOf(typedTerms) || kept.some((term, index) => term.token !== typedTerms[index]?.token);
  let found = changed ? await find(runtime, kept, options) : asTyped;
  if (found.matches === 0) {
    // Every word is in the index, but no page has them all (or not among the pages searched): leave out the
    // words that find nothing alone; then, one at a time from the end, words that do (a reader adds detail
    // after the topic), as long as a word the index knows remains.
    const empty = await termsFindingNothing(runtime, kept, known, options);
    const candidates = [kept.filter((term) => !empty.includes(term)), ...kept.map((_, index) => kept.filter((__, other) => other !== kept.length - 1 - index))];
    for (const rest of candidates.slice(0, RELAXED_TRIES + 1)) {
      if (rest.length === kept.length || !rest.some((term) => typedKnown.includes(term))) continue;
      const relaxed = await find(runtime, rest, options);
      if (relaxed.matches === 0) continue;
      omitted.push(...kept.filter((term) => !rest.includes(term)).map(({ text }) => text));
      kept = rest;
      found = relaxed;
      break;
    }
  }
  const result = await pagesOf(runtime, found, textOf(kept), options);
  return { ...result, ...(corrected && { correctedQuery: textOf(kept) }), ...(omitted.length > 0 && { omittedWords: omitted }) };
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

/** What the modal says about a query that did not run as typed: its correction, the words left out. */
export type SearchNotes = Pick<PagesResult, 'correctedQuery' | 'omittedWords'>;

// DocSearch passes only Algolia's fields to its footer; the footer reads a query's notes from here.
const notes = new Map<string, SearchNotes>();

/** What the modal's search changed about `query`, if anything. */
export function searchNotesOf(query: string): SearchNotes {
  return notes.get(query) ?? {};
}

export function createPagefindSearchClient(
  load: () => Promise<PagefindRuntime>,
  origin: string,
  vocabulary?: () => Promise<Vocabulary>,
): DocSearchTransformClient {
  async function answer({ query = '', hitsPerPage = 20, facetFilters }: SearchRequest) {
    const started = performance.now();
    const runtime = await load();
    const { total, pages, correctedQuery, omittedWords } = await searchPages(runtime, query, {
      facetFilters,
      offset: 0,
      limit: MODAL_PAGES,
      maxSections: MODAL_SECTIONS_PER_PAGE,
      origin,
      vocabulary,
    });
    if (correctedQuery || omittedWords) notes.set(query, { ...(correctedQuery && { correctedQuery }), ...(omittedWords && { omittedWords }) });
    else notes.delete(query);
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
