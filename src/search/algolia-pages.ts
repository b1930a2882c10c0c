/**
 * The search page's back end on Algolia DocSearch: the same query the modal sends (the contextual facet
 * filters included), its hits grouped into pages the way the local back end returns them (pagefind-client.ts),
 * so one search page renders either. Loaded only by the search page, and only in Algolia mode.
 *
 * DocSearch's records are one per heading of a page (`type` lvl1…lvl6 or content), each with the page's
 * heading path in `hierarchy` and its URL. Highlighted values come back with the tags asked for and the record's
 * text unescaped, so they are escaped here and only the tags become <mark>.
 */
import { liteClient } from 'algoliasearch/lite';
import type { DocSearchHit } from '@docsearch/react';
import type { PageSearch, PageSearchOptions, PagesResult } from './page-search';
import { escapeHtml, PATH_SEPARATOR, type PageHits } from './pagefind-hits';
import { boundQuery } from './query';

export interface AlgoliaSettings {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
}

// Tags no text holds, so the record's own text cannot forge a <mark>.
const PRE = '\u0002mark\u0003';
const POST = '\u0002/mark\u0003';
const HITS_PER_REQUEST = 40;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

type Level = (typeof LEVELS)[number];
interface Highlighted {
  readonly value?: string;
}
/** The part of a DocSearch record this back end reads. */
export interface AlgoliaRecord {
  readonly objectID: string;
  readonly url: string;
  readonly url_without_anchor?: string;
  readonly type?: string;
  readonly hierarchy?: Partial<Record<Level, string | null>>;
  readonly _highlightResult?: { readonly hierarchy?: Partial<Record<Level, Highlighted>> };
  readonly _snippetResult?: { readonly content?: Highlighted };
}

/** Escaped text with the highlight tags as <mark>. */
export function markedHtml(value: string | null | undefined): string {
  return escapeHtml(value ?? '').replaceAll(escapeHtml(PRE), '<mark>').replaceAll(escapeHtml(POST), '</mark>');
}

const plain = (html: string) => html.replace(/<\/?mark>/g, '');

function field(value: string) {
  return { value, matchLevel: value.includes('<mark>') ? ('full' as const) : ('none' as const), matchedWords: [] };
}

function toHit(record: AlgoliaRecord, type: 'lvl1' | 'content', path: string): DocSearchHit {
  const highlighted = (level: Level) => markedHtml(record._highlightResult?.hierarchy?.[level]?.value ?? record.hierarchy?.[level]);
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, record.hierarchy?.[level] ? escapeHtml(record.hierarchy[level] ?? '') : null]));
  const lvl0 = highlighted('lvl0');
  const content = markedHtml(record._snippetResult?.content?.value);
  const snippet = { lvl0: field(plain(lvl0)), lvl1: field(path) };
  const hash = record.url.indexOf('#');
  return {
    objectID: record.objectID,
    url: record.url,
    url_without_anchor: record.url_without_anchor ?? (hash === -1 ? record.url : record.url.slice(0, hash)),
    anchor: hash === -1 ? null : record.url.slice(hash + 1),
    type,
    content: plain(content) || null,
    hierarchy,
    _highlightResult: { hierarchy: { lvl0: field(lvl0), lvl1: field(highlighted('lvl1')) }, content: field(content), hierarchy_camel: [] },
    _snippetResult: { hierarchy: snippet, content: field(content), hierarchy_camel: [] },
  } as unknown as DocSearchHit;
}

/** DocSearch records grouped by page, in the order their first record ranks: the page, then its sections. */
export function groupByPage(records: readonly AlgoliaRecord[], maxSections: number): PageHits[] {
  const pages = new Map<string, { page?: AlgoliaRecord; sections: AlgoliaRecord[] }>();
  for (const record of records) {
    const key = record.url_without_anchor ?? record.url.split('#')[0] ?? record.url;
    const group = pages.get(key) ?? { sections: [] };
    pages.set(key, group);
    if (record.type === 'lvl1' && !group.page) group.page = record;
    else group.sections.push(record);
  }
  return [...pages.entries()].map(([url, { page, sections }]) => {
    const first = page ?? { ...(sections[0] as AlgoliaRecord), url, type: 'lvl1' };
    const title = markedHtml(first._highlightResult?.hierarchy?.lvl1?.value ?? first.hierarchy?.lvl1);
    return {
      page: toHit(page ?? { ...first, _snippetResult: {} }, 'lvl1', title),
      sections: sections.slice(0, maxSections).map((record) => {
        const headings = LEVELS.slice(2)
          .map((level) => record._highlightResult?.hierarchy?.[level]?.value ?? record.hierarchy?.[level])
          .filter((heading): heading is string => Boolean(heading))
          .map(markedHtml);
        return toHit(record, 'content', headings.length > 0 ? headings.join(escapeHtml(PATH_SEPARATOR)) : title);
      }),
    };
  });
}

interface Fetched {
  readonly key: string;
  readonly records: AlgoliaRecord[];
  nbHits: number;
  nextPage: number;
  exhausted: boolean;
}

/** The search page's search on Algolia. Keeps the hits of the last query, so "Show more" asks only for more. */
export function algoliaPageSearch(settings: AlgoliaSettings): PageSearch {
  const client = liteClient(settings.appId, settings.apiKey);
  let last: Fetched | undefined;

  async function more(query: string, options: PageSearchOptions, fetched: Fetched): Promise<void> {
    const { results } = await client.search<AlgoliaRecord>({
      requests: [
        {
          indexName: settings.indexName,
          query,
          facetFilters: options.facetFilters as string[],
          hitsPerPage: HITS_PER_REQUEST,
          page: fetched.nextPage,
          attributesToRetrieve: ['hierarchy', 'url', 'url_without_anchor', 'type'],
          attributesToHighlight: LEVELS.map((level) => `hierarchy.${level}`),
          attributesToSnippet: ['content:20'],
          highlightPreTag: PRE,
          highlightPostTag: POST,
          snippetEllipsisText: '…',
        },
      ],
    });
    const result = results[0] as { hits?: AlgoliaRecord[]; nbHits?: number; nbPages?: number } | undefined;
    fetched.records.push(...(result?.hits ?? []));
    fetched.nbHits = result?.nbHits ?? fetched.records.length;
    fetched.nextPage += 1;
    fetched.exhausted = fetched.nextPage >= (result?.nbPages ?? 0);
  }

  return async (typed, options): Promise<PagesResult> => {
    const query = boundQuery(typed);
    const key = JSON.stringify([query, options.facetFilters]);
    const fetched: Fetched = last?.key === key ? last : { key, records: [], nbHits: 0, nextPage: 0, exhausted: false };
    last = fetched;
    let pages = groupByPage(fetched.records, options.maxSections);
    while (!fetched.exhausted && pages.length <= options.offset + options.limit) {
      await more(query, options, fetched);
      pages = groupByPage(fetched.records, options.maxSections);
    }
    // Until every hit is in, Algolia's count of records is the only total there is (the theme's page shows it too).
    const total = fetched.exhausted ? pages.length : Math.max(fetched.nbHits, pages.length);
    return { total, pages: pages.slice(options.offset, options.offset + options.limit), sections: {} };
  };
}
