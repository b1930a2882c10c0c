/**
 * The part of Pagefind's browser runtime (build/pagefind/pagefind.js) that the search client uses, and its
 * loader. The runtime is not bundled: it is written by the build next to its index and imported from there.
 */

/** An element with an id on the indexed page; headings among them split a page into sections. */
export interface PagefindAnchor {
  readonly element: string;
  readonly id: string;
  readonly text?: string;
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
  readonly anchor?: PagefindAnchor;
}

/** What Pagefind stores about one page. `meta` values and anchor texts are raw text, not HTML. */
export interface PagefindFragment {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
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

export interface PagefindRuntime {
  options(options: Readonly<Record<string, unknown>>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: { readonly filters?: PagefindFilter },
  ): Promise<{
    readonly results: readonly PagefindResult[];
    /** Per filter, how many of the results have each value. */
    readonly filters?: Readonly<Record<string, Readonly<Record<string, number>>>>;
  }>;
  /** Every filter's values with their page counts; loads the filter index, which searches then count by. */
  filters(): Promise<Readonly<Record<string, Readonly<Record<string, number>>>>>;
  preload(term: string, options?: { readonly filters?: PagefindFilter }): Promise<void>;
  /** Ends this instance (its worker, its loaded chunks); the next call starts a new one. */
  destroy?(): Promise<void>;
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

const runtimes = new Map<string, Promise<PagefindRuntime>>();
const loaded = new Map<string, PagefindRuntime>();
const ending = new Map<string, Promise<void>>();

async function importRuntime(indexUrl: string): Promise<PagefindRuntime> {
  // A discarded instance must be gone before the module makes its next one (see discardPagefind).
  await ending.get(indexUrl);
  // Loaded at run time from the site itself, never bundled (webpackIgnore keeps the bundler's hands off).
  const runtime = (await import(/* webpackIgnore: true */ `${indexUrl}pagefind.js`)) as PagefindRuntime;
  await runtime.options({
    // The records' URLs are routes with the site's base URL in them (plugins/search-index); Pagefind would
    // put the folder above its own (the base URL again) in front of each.
    baseUrl: '/',
    // Longer excerpts than Pagefind's default (30 words) overflow the modal's two-line rows.
    excerptLength: 20,
    // Less preference for short pages and for term density than Pagefind's defaults (0.75, 1): the
    // guides are long pages on a topic, the generated reference short pages that mention it.
    ranking: { pageLength: 0.2, termFrequency: 0.5 },
  });
  await runtime.init();
  // Pagefind counts a search's results by filter value only for filters whose index is loaded.
  await runtime.filters();
  return runtime;
}

/** Loads the runtime once per index; a failed load is forgotten so that the next query tries again. */
export function loadPagefind(indexUrl: string): Promise<PagefindRuntime> {
  let runtime = runtimes.get(indexUrl);
  if (!runtime) {
    runtime = importRuntime(indexUrl).then(
      (ready) => {
        loaded.set(indexUrl, ready);
        return ready;
      },
      (error: unknown) => {
        runtimes.delete(indexUrl);
        throw new SearchUnavailableError(`The search index at ${indexUrl} could not be loaded.`, { cause: error });
      },
    );
    runtimes.set(indexUrl, runtime);
  }
  return runtime;
}

/**
 * Drops a runtime that answered without part of its index. Pagefind keeps a chunk or fragment that failed to
 * load as failed for good, so only a new instance can try again; the next loadPagefind makes one.
 */
export function discardPagefind(runtime: PagefindRuntime): void {
  for (const [indexUrl, ready] of loaded) {
    if (ready !== runtime) continue;
    loaded.delete(indexUrl);
    runtimes.delete(indexUrl);
    ending.set(indexUrl, runtime.destroy?.().catch(() => undefined) ?? Promise.resolve());
  }
}
