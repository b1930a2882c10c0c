/**
 * A stand-in for a Pagefind instance, for the search client's unit tests: pages with words, filter values and a
 * score, searched the way Pagefind searches (every query word a prefix of some word of the page; filters
 * combined with `all`, `any` and `not`; results by score). It records the searches it answers.
 */
import type { PagefindFilter, PagefindFragment, PagefindRuntime } from '../../src/search/pagefind-runtime';

export interface FakePage {
  readonly url: string;
  readonly title: string;
  /** The words Pagefind indexed for the page (its lookup forms, lower case). */
  readonly words: readonly string[];
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly score?: number;
  readonly fragment?: Partial<PagefindFragment>;
}

export interface FakeSearch {
  readonly term: string;
  readonly filters: PagefindFilter | undefined;
}

/** A page of `section` and `kind`, with `words`, scored `score`. */
export function fakePage(url: string, title: string, words: string, filters: Readonly<Record<string, string | readonly string[]>>, score = 1): FakePage {
  const lists = Object.fromEntries(Object.entries(filters).map(([name, values]) => [name, typeof values === 'string' ? [values] : values]));
  return { url, title, words: words.split(' '), filters: lists, score };
}

function matches(filter: PagefindFilter | string | readonly (string | PagefindFilter)[], values: readonly string[]): boolean {
  if (typeof filter === 'string') return values.includes(filter);
  if (Array.isArray(filter)) return filter.every((value) => matches(value as PagefindFilter | string, values));
  const { any } = filter as { any?: readonly (string | PagefindFilter)[] };
  if (any) return any.some((value) => matches(value, values));
  throw new Error(`the fake cannot read the filter value ${JSON.stringify(filter)}`);
}

function accepts(filter: PagefindFilter, page: FakePage): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (key === 'all') return (value as readonly PagefindFilter[]).every((part) => accepts(part, page));
    if (key === 'any') return (value as readonly PagefindFilter[]).some((part) => accepts(part, page));
    if (key === 'not') return !accepts(value as PagefindFilter, page);
    return matches(value, page.filters[key] ?? []);
  });
}

export function fakePagefind(pages: readonly FakePage[], searches: FakeSearch[] = []): PagefindRuntime {
  return {
    async search(term, options) {
      searches.push({ term, filters: options?.filters });
      const words = term.split(' ').filter(Boolean);
      const found = pages
        .filter((page) => words.every((word) => page.words.some((indexed) => indexed.startsWith(word))))
        .filter((page) => !options?.filters || accepts(options.filters, page))
        .sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
      const sections: Record<string, number> = {};
      for (const page of found) for (const section of page.filters['section'] ?? []) sections[section] = (sections[section] ?? 0) + 1;
      return {
        results: found.map((page) => ({
          id: page.url,
          score: page.score,
          data: async (): Promise<PagefindFragment> => ({ url: page.url, excerpt: '', meta: { title: page.title }, filters: page.filters, sub_results: [], anchors: [], ...page.fragment }),
        })),
        filters: { section: sections },
      };
    },
    async filters() {
      const all: Record<string, Record<string, number>> = {};
      for (const page of pages) {
        for (const [name, values] of Object.entries(page.filters)) {
          for (const value of values) (all[name] ??= {})[value] = (all[name]?.[value] ?? 0) + 1;
        }
      }
      return all;
    },
    destroy: async () => undefined,
  };
}
