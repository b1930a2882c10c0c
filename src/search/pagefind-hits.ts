/**
 * Turns what Pagefind returns into the records DocSearch shows (the shape Algolia's DocSearch crawler
 * writes), so the modal and the search page render local results exactly like hosted ones:
 * - one `lvl1` hit per page: section (lvl0), page title (lvl1) and the excerpt before the first heading;
 * - then one `content` hit per matching section of that page, linking to the heading's anchor, with the
 *   heading path as its path line and the highlighted excerpt as its text.
 * DocSearch groups hits by section, then by page, drawing a page's section hits as its children.
 * Everything here is pure, so it is unit-tested (tests/unit/search-hits.test.ts).
 */
import type { DocSearchHit } from '@docsearch/react';
import { META } from '../../plugins/search-index/schema';
import type { PagefindAnchor, PagefindFilter, PagefindFragment, PagefindSubResult } from './pagefind-runtime';

/** Section used when a record has none (it always should; see plugins/search-index/pages.ts). */
export const FALLBACK_SECTION = 'Docs';
/** Separator of the heading path shown under a section hit. */
export const PATH_SEPARATOR = ' › ';

export type FacetFilters = string | readonly (string | readonly string[])[];

const HEADING = /^h([2-6])$/;
const INVISIBLE = /\u200b|\u200c|\u200d|\ufeff/g;
const INVISIBLE_CHAR = /^(?:\u200b|\u200c|\u200d|\ufeff)$/;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Words of a query as Pagefind matches them: lower case, without surrounding punctuation. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
}

/** Escapes raw text (a title, a heading) and wraps each occurrence of a query word in <mark>. */
export function highlight(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = lower.indexOf(term); at !== -1; at = lower.indexOf(term, at + term.length)) {
      ranges.push([at, at + term.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  // Overlapping or touching matches become one mark.
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let html = '';
  let done = 0;
  for (const [start, end] of merged) {
    html += `${escapeHtml(text.slice(done, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    done = end;
  }
  return html + escapeHtml(text.slice(done));
}

/**
 * Algolia facet filters (an AND of entries, each `field:value` or an OR list of them), as DocSearch passes
 * them, in Pagefind's filter syntax.
 */
export function toPagefindFilters(facetFilters: FacetFilters | undefined): PagefindFilter {
  const entries = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []);
  const one = (filter: string): PagefindFilter => {
    const colon = filter.indexOf(':');
    if (colon <= 0) throw new Error(`Facet filter "${filter}" is not of the form field:value.`);
    return { [filter.slice(0, colon)]: filter.slice(colon + 1) };
  };
  return {
    all: entries.map((entry) => (typeof entry === 'string' ? one(entry) : { any: entry.map(one) })),
  };
}

function headingText(anchor: PagefindAnchor): string {
  return (anchor.text ?? anchor.id).replace(INVISIBLE, '').trim();
}

/** The headings from the page's top down to the one that starts this section (h2 › h3 › …). */
export function headingPath(anchor: PagefindAnchor, anchors: readonly PagefindAnchor[]): PagefindAnchor[] {
  const level = (element: string) => Number(HEADING.exec(element)?.[1] ?? 0);
  const path: PagefindAnchor[] = [anchor];
  let below = level(anchor.element);
  for (const candidate of [...anchors].reverse()) {
    if (candidate.location >= anchor.location) continue;
    const candidateLevel = level(candidate.element);
    if (candidateLevel > 0 && candidateLevel < below) {
      path.unshift(candidate);
      below = candidateLevel;
    }
  }
  return path;
}

const EXCERPT_TOKEN = /<\/?mark>|&(?:amp|lt|gt|quot|#39);|[\s\S]/g;
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Drops a heading's own text from the start of an excerpt (Pagefind starts a section's excerpt with its
 * heading, and a page's with its title, which the row already shows), keeping the <mark> tags balanced.
 */
export function withoutLeadingText(excerpt: string, text: string): string {
  const target = text.trim().toLowerCase();
  if (!target) return excerpt;
  let seen = '';
  let open = false;
  let separated = false;
  let rest = -1;
  for (const match of excerpt.matchAll(EXCERPT_TOKEN)) {
    const token = match[0];
    if (token === '<mark>' || token === '</mark>') {
      open = token === '<mark>';
    } else if (INVISIBLE_CHAR.test(token)) {
      // The heading's link character; not text.
    } else if (seen.length < target.length) {
      seen += (ENTITIES[token] ?? token).toLowerCase();
      if (!target.startsWith(seen)) return excerpt;
    } else if (/^[\s.:]$/.test(token)) {
      separated = true; // the sentence mark Pagefind adds after a heading, and spaces
    } else {
      if (!separated) return excerpt; // the text goes on: "Cache" is not the heading of "Caches are…"
      rest = match.index;
      break;
    }
  }
  if (rest === -1) return excerpt;
  return `${open ? '<mark>' : ''}${excerpt.slice(rest)}`;
}

type Hierarchy = DocSearchHit['hierarchy'];
type HighlightHierarchy = DocSearchHit['_highlightResult']['hierarchy'];

function field(value: string): { value: string; matchLevel: 'full' | 'none'; matchedWords: string[] } {
  return { value, matchLevel: value.includes('<mark>') ? 'full' : 'none', matchedWords: [] };
}

interface HitHtml {
  readonly lvl0: string;
  /** Highlighted page title. */
  readonly lvl1: string;
  /** What the row shows under its text: the title for a page, the heading path for a section. */
  readonly path: string;
  /** Highlighted excerpt. */
  readonly content: string;
}

function hit(type: 'lvl1' | 'content', url: string, hierarchy: Hierarchy, html: HitHtml, plainContent: string | null): DocSearchHit {
  const highlighted = { lvl0: field(html.lvl0), lvl1: field(html.lvl1) } as HighlightHierarchy;
  const snippet = { lvl0: field(html.lvl0), lvl1: field(html.path) } as HighlightHierarchy;
  const hash = url.indexOf('#');
  return {
    objectID: url,
    url,
    url_without_anchor: hash === -1 ? url : url.slice(0, hash),
    anchor: hash === -1 ? null : url.slice(hash + 1),
    type,
    content: plainContent,
    hierarchy,
    _highlightResult: { hierarchy: highlighted, content: field(html.content), hierarchy_camel: [highlighted] },
    _snippetResult: { hierarchy: snippet, content: field(html.content), hierarchy_camel: [snippet] },
  };
}

export interface PageHits {
  /** The page itself (type lvl1). */
  readonly page: DocSearchHit;
  /** Its matching sections (type content), best first. */
  readonly sections: readonly DocSearchHit[];
}

export interface MapOptions {
  /** Origin the hits' URLs are made absolute with, as Algolia's are. */
  readonly origin: string;
  readonly query: string;
  /** How many sections of one page to show at most. */
  readonly maxSections: number;
}

function plainText(html: string): string {
  return html.replace(/<\/?mark>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/** One page of Pagefind results as DocSearch hits. */
export function pageHits(fragment: PagefindFragment, { origin, query, maxSections }: MapOptions): PageHits {
  const terms = queryTerms(query);
  const section = fragment.meta[META.section] || FALLBACK_SECTION;
  const title = (fragment.meta[META.title] || fragment.url).replace(INVISIBLE, '').trim();
  const absolute = (url: string) => new URL(url, origin).href;
  const base: Hierarchy = { lvl0: section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const html = { lvl0: escapeHtml(section), lvl1: highlight(title, terms) };

  const intro = fragment.sub_results.find((sub) => !sub.anchor);
  const introExcerpt = intro ? withoutLeadingText(intro.excerpt, title) : '';
  const page = hit('lvl1', absolute(fragment.url), base, { ...html, path: html.lvl1, content: introExcerpt }, intro ? plainText(introExcerpt) : null);

  const sections = fragment.sub_results
    .filter((sub): sub is PagefindSubResult & { anchor: PagefindAnchor } => Boolean(sub.anchor && HEADING.test(sub.anchor.element)))
    .slice(0, maxSections)
    .map((sub) => {
      const headings = headingPath(sub.anchor, fragment.anchors).map(headingText);
      const hierarchy: Hierarchy = { ...base };
      headings.slice(0, 5).forEach((heading, index) => {
        hierarchy[`lvl${index + 2}` as 'lvl2'] = heading;
      });
      // DocSearch prints a content hit's lvl1 snippet as its path line; there it shows the heading path,
      // since the page title is already the parent row.
      const path = headings.map((heading) => highlight(heading, terms)).join(escapeHtml(PATH_SEPARATOR));
      const excerpt = withoutLeadingText(sub.excerpt, headingText(sub.anchor));
      return hit('content', absolute(sub.url), hierarchy, { ...html, path, content: excerpt }, plainText(excerpt));
    });

  return { page, sections };
}

/**
 * Pages in rank order, flattened the way DocSearch expects: each page followed by its sections. DocSearch
 * groups a page with its sections by title, so pages that share one (the reference has an "index" page per
 * package) get their path added to the title they are grouped by; the displayed title stays as it is.
 */
export function flattenHits(pages: readonly PageHits[]): DocSearchHit[] {
  const titles = new Map<string, number>();
  for (const { page } of pages) titles.set(page.hierarchy.lvl1, (titles.get(page.hierarchy.lvl1) ?? 0) + 1);
  return pages.flatMap(({ page, sections }) => {
    const hits = [page, ...sections];
    if ((titles.get(page.hierarchy.lvl1) ?? 0) < 2) return hits;
    const lvl1 = `${page.hierarchy.lvl1} (${new URL(page.url).pathname})`;
    return hits.map((hit) => ({ ...hit, hierarchy: { ...hit.hierarchy, lvl1 } }));
  });
}
