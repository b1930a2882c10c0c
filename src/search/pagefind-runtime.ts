/**
 * The part of Pagefind's browser runtime (build/pagefind/pagefind.js) that the search client uses, and its
 * loader. The runtime is not bundled: it is written by the build next to its index and imported from there.
 *
 * Every load is a new Pagefind instance, and every request it makes is bounded in time: a failure or a request
 * that never answers ends the instance and rejects with SearchUnavailableError, and the next search (the
 * reader's Try again, or a new query) starts a fresh instance that fetches everything again.
 */

/** An element with an id on the indexed page; headings among them split a page into sections. */
export interface PagefindAnchor {
  readonly element: string;
  readonly id: string;
  readonly text?: string;
  readonly location: number;
}

/** Where a matched word is on the page, and how much it weighs there (1 in prose, more in headings). */
export interface PagefindWordLocation {
  readonly weight: number;
  readonly balanced_score: number;
  readonly location: number;
}

/** One section of a page that matched: the part after a heading, or before the first heading (no anchor). */
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  /** HTML-escaped text with the matched words in <mark>. */
  readonly excerpt: string;
  readonly plain_excerpt?: string;
  readonly locations?: readonly number[];
  readonly weighted_locations?: readonly PagefindWordLocation[];
  readonly anchor?: PagefindAnchor;
}

/** What Pagefind stores about one page. `meta` values and anchor texts are raw text, not HTML. */
export interface PagefindFragment {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  /** The page's filter values (its section among them). */
  readonly filters?: Readonly<Record<string, readonly string[] | undefined>>;
  readonly sub_results: readonly PagefindSubResult[];
  readonly anchors: readonly PagefindAnchor[];
}

export interface PagefindResult {
  readonly id: string;
  readonly score?: number;
  data(): Promise<PagefindFragment>;
}

/** Pagefind's filter expression: field → value(s), combined with `all` / `any` / `none` / `not`. */
export type PagefindFilter = { readonly [key: string]: string | PagefindFilter | readonly (string | PagefindFilter)[] };

export interface PagefindSearch {
  readonly results: readonly PagefindResult[];
  /** Per filter, how many of the results have each value. */
  readonly filters?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

/** A Pagefind instance, as pagefind.js's createInstance makes it. */
export interface PagefindRuntime {
  search(term: string, options?: { readonly filters?: PagefindFilter }): Promise<PagefindSearch>;
  /** Every filter's values with their page counts; loads the filter index, which searches then count by. */
  filters(): Promise<Readonly<Record<string, Readonly<Record<string, number>>>>>;
  /** Ends this instance (its worker, its loaded chunks). */
  destroy(): Promise<void>;
}

interface PagefindModule {
  createInstance(options: Readonly<Record<string, unknown>>): PagefindRuntime;
}

/**
 * DocSearch shows its "Unable to fetch results" screen only for Algolia's RetryError (all hosts failed), so
 * a failure to load the local index carries that name too.
 */
export class SearchUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}

/**
 * How long a step of a search may take before the reader is told the index cannot be reached: loading the
 * runtime, one search (with the index chunks it needs) or one page's excerpts. Far above what a slow mobile
 * connection needs for the runtime (about 90 KB), and short enough that a reader still waits for the answer.
 */
export const ANSWER_TIMEOUT_MS = 6000;

const OPTIONS = {
  // The records' URLs are routes with the site's base URL in them (plugins/search-index); Pagefind would
  // put the folder above its own (the base URL again) in front of each.
  baseUrl: '/',
  // Longer excerpts than Pagefind's default (30 words) overflow the modal's two-line rows.
  excerptLength: 20,
  ranking: {
    // Less preference for short pages and for term density than Pagefind's defaults (0.75, 1): the guides are
    // long pages on a topic, the generated reference short pages that mention it.
    pageLength: 0.2,
    termFrequency: 0.5,
    // A title naming the query counts most (Pagefind's default 5). The readers' words a rule of
    // config/search-synonyms.ts gives a page count less than its title, more than a mention in its text.
    metaWeights: { title: 5, keywords: 3 },
  },
};

/** `promise`, or a SearchUnavailableError after `ms`, calling `onTimeout` first. */
export function withTimeout<T>(promise: Promise<T>, what: string, onTimeout: () => void = () => undefined, ms = ANSWER_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new SearchUnavailableError(`${what} did not answer within ${ms / 1000} s.`));
    }, ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

interface PagefindEntry {
  readonly languages?: Readonly<Record<string, { readonly hash: string; readonly wasm?: string | null; readonly page_count?: number }>>;
}

async function fetched(url: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

/**
 * Fetches the files a Pagefind instance starts with (its entry, metadata and WebAssembly), the way it chooses
 * them. Pagefind starts loading them in a promise nobody awaits, so a failure there would
 * be an uncaught error (and a broken instance); fetched first, a failure is this function's, handled, and the
 * files are in the browser's cache when the instance asks. The entry is asked for with the instance's cache tag
 * (`metaCacheTag`), so both ask for the same address. (A worker script that fails is Pagefind's to handle: it
 * then searches on the main thread.)
 */
async function fetchStartFiles(indexUrl: string, cacheTag: string, signal: AbortSignal): Promise<void> {
  const entry = (await (await fetched(`${indexUrl}pagefind-entry.json?ts=${cacheTag}`, signal)).json()) as PagefindEntry;
  const languages = entry.languages ?? {};
  const language = (document.documentElement.lang || 'unknown').toLowerCase();
  const index =
    languages[language] ?? languages[language.split('-')[0] ?? ''] ?? Object.values(languages).sort((a, b) => (b.page_count ?? 0) - (a.page_count ?? 0))[0];
  if (!index) throw new Error(`${indexUrl}pagefind-entry.json lists no language index`);
  await Promise.all(
    [`${indexUrl}pagefind.${index.hash}.pf_meta`, `${indexUrl}wasm.${index.wasm ?? 'unknown'}.pagefind`].map(async (url) => (await fetched(url, signal)).arrayBuffer()),
  );
}

/** The instance with each of its requests bounded in time; a request over the bound ends the instance. */
function bounded(instance: PagefindRuntime, end: () => void): PagefindRuntime {
  return {
    async search(term, options) {
      const found = await withTimeout(instance.search(term, options), 'The search index', end);
      const results = found.results.map((result) => ({ ...result, data: () => withTimeout(result.data(), 'A search result', end) }));
      return { ...found, results };
    },
    filters: () => withTimeout(instance.filters(), 'The search index', end),
    destroy: () => instance.destroy(),
  };
}

const runtimes = new Map<string, Promise<PagefindRuntime>>();
/** How to end each running instance: destroy it, and forget it so that the next search starts another. */
const enders = new WeakMap<PagefindRuntime, () => void>();
const ending = new Map<string, Promise<void>>();
let attempts = 0;

async function startRuntime(indexUrl: string, forget: () => void): Promise<PagefindRuntime> {
  // A discarded instance must be gone before the next one starts (it may hold the shared worker).
  await ending.get(indexUrl);
  attempts += 1;
  const controller = new AbortController();
  // Loaded at run time from the site itself, never bundled (webpackIgnore keeps the bundler's hands off). A
  // module that failed to load may stay failed under its address, so each retry asks for a new one.
  const source = `${indexUrl}pagefind.js${attempts > 1 ? `?attempt=${attempts}` : ''}`;
  // Pagefind asks for its entry with a new address each time, to see a new build at once; one per start is enough.
  const cacheTag = String(Date.now());
  const [module] = await withTimeout(
    Promise.all([import(/* webpackIgnore: true */ source) as Promise<PagefindModule>, fetchStartFiles(indexUrl, cacheTag, controller.signal)]),
    'The search index',
    () => controller.abort(),
  );
  const instance = module.createInstance({ ...OPTIONS, metaCacheTag: cacheTag });
  const end = () => {
    forget();
    ending.set(indexUrl, instance.destroy().catch(() => undefined));
  };
  const ready = bounded(instance, end);
  enders.set(ready, end);
  try {
    // Pagefind counts a search's results by filter value only for filters whose index is loaded.
    await ready.filters();
  } catch (error) {
    end();
    throw error;
  }
  return ready;
}

/**
 * The runtime of an index, started once and kept while it works. A failed start is forgotten, so that the next
 * query starts again from the first request.
 */
export function loadPagefind(indexUrl: string): Promise<PagefindRuntime> {
  const running = runtimes.get(indexUrl);
  if (running) return running;
  const forget = () => {
    if (runtimes.get(indexUrl) === started) runtimes.delete(indexUrl);
  };
  const started: Promise<PagefindRuntime> = startRuntime(indexUrl, forget).catch((error: unknown) => {
    forget();
    throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(`The search index at ${indexUrl} could not be loaded.`, { cause: error });
  });
  runtimes.set(indexUrl, started);
  return started;
}

/**
 * Ends a runtime that answered without part of its index. Pagefind keeps a chunk or fragment that failed to
 * load as failed for good, so only a new instance can try again; the next loadPagefind starts one.
 */
export function discardPagefind(runtime: PagefindRuntime): void {
  enders.get(runtime)?.();
}
