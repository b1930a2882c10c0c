/**
 * Turns what Pagefind returns into the records DocSearch shows (the shape Algolia's DocSearch crawler
 * writes), so the modal and the search page render local results exactly like hosted ones:
 * - one `lvl1` hit per page: section (lvl0), page title (lvl1) and the excerpt before the first heading;
 * - then one `content` hit per matching section of that page, linking to the heading's anchor, with the
 *   heading path as its path line and the highlighted excerpt as its text.
 * DocSearch groups hits by section, then by page, drawing a page's section hits as its children.
 * Every text field of a hit is HTML: DocSearch renders titles, hierarchy and content with innerHTML, from
 * `_snippetResult` for live results and from the bare fields for the recent and favorite searches it stores
 * (without the snippets). Indexed text is untrusted, so each field is escaped text, plus <mark> tags added here.
 * Everything here is pure, so it is unit-tested (tests/unit/search-hits.test.ts).
 */
import type { DocSearchHit } from '@docsearch/react';
import { FILTER, META } from '../../plugins/search-index/schema';
import type { PagefindAnchor, PagefindFilter, PagefindFragment, PagefindSubResult } from './pagefind-runtime';
import { queryTerms } from './query';

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
const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'" };
const MARKUP_TOKEN = /<mark>|<\/mark>|&(?:amp|lt|gt|quot|apos|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});|[^<&]+|[<&]/g;

function decodeEntity(entity: string): string {
  const named = ENTITIES[entity];
  if (named !== undefined) return named;
  const code = entity[2] === 'x' || entity[2] === 'X' ? parseInt(entity.slice(3, -1), 16) : parseInt(entity.slice(2, -1), 10);
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity;
}

/**
 * HTML that may hold only text and balanced <mark> tags: Pagefind's excerpts, or a stored hit's fields. Entities
 * are read as the characters they stand for; any other markup becomes text. Already clean HTML comes back
 * as it was, so applying it twice changes nothing.
 */
export function markedText(html: string): string {
  let out = '';
  let open = false;
  for (const [token] of html.matchAll(MARKUP_TOKEN)) {
    if (token === '<mark>' || token === '</mark>') {
      if (open === (token === '<mark>')) continue; // a repeated or stray tag
      open = !open;
      out += token;
    } else {
      out += escapeHtml(token.startsWith('&') && token.length > 1 ? decodeEntity(token) : token);
    }
  }
  return open ? `${out}</mark>` : out;
}

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

function hit(type: 'lvl1' | 'content', url: string, hierarchy: Hierarchy, html: HitHtml, content: string | null): DocSearchHit {
  const highlighted = { lvl0: field(html.lvl0), lvl1: field(html.lvl1) } as HighlightHierarchy;
  const snippet = { lvl0: field(html.lvl0), lvl1: field(html.path) } as HighlightHierarchy;
  const hash = url.indexOf('#');
  return {
    objectID: url,
    url,
    url_without_anchor: hash === -1 ? url : url.slice(0, hash),
    anchor: hash === -1 ? null : url.slice(hash + 1),
    type,
    content,
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

function withoutMarks(html: string): string {
  return html.replace(/<\/?mark>/g, '');
}

type Anchored = PagefindSubResult & { anchor: PagefindAnchor };

/** How strongly a section matches: its matched words' Pagefind scores, which grow with their weight. */
function strength(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

/** Whether a section matches in prose or a heading, not only in code (weighted below 1, plugins/search-index). */
function inProse(sub: PagefindSubResult): boolean {
  return (sub.weighted_locations ?? []).some((location) => location.weight >= 1);
}

/**
 * A page's matching sections, strongest first. Sections that match only in code samples are left out when
 * others match in prose or headings: a page's row is followed by the places that explain the words, not by
 * every sample that uses them. Without word locations (older records), the page order stays.
 */
export function strongestSections<T extends PagefindSubResult>(subs: readonly T[]): T[] {
  const located = subs.some((sub) => sub.weighted_locations?.length);
  if (!located) return [...subs];
  const prose = subs.filter(inProse);
  return [...(prose.length > 0 ? prose : subs)].sort((a, b) => strength(b) - strength(a));
}

/** One page of Pagefind results as DocSearch hits. */
export function pageHits(fragment: PagefindFragment, { origin, query, maxSections }: MapOptions): PageHits {
  const terms = queryTerms(query);
  const section = fragment.filters?.[FILTER.section]?.[0] || FALLBACK_SECTION;
  const title = (fragment.meta[META.title] || fragment.url).replace(INVISIBLE, '').trim();
  // A record's URL is data too: only a web address may become a link.
  const absolute = (url: string) => {
    let resolved: URL | null = null;
    try {
      resolved = new URL(url, origin);
    } catch {
      // not an address at all
    }
    return resolved && /^https?:$/.test(resolved.protocol) ? resolved.href : new URL('/', origin).href;
  };
  const base: Hierarchy = { lvl0: escapeHtml(section), lvl1: escapeHtml(title), lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const html = { lvl0: base.lvl0, lvl1: highlight(title, terms) };

  const intro = fragment.sub_results.find((sub) => !sub.anchor);
  const introExcerpt = intro ? withoutLeadingText(markedText(intro.excerpt), title) : '';
  const page = hit('lvl1', absolute(fragment.url), base, { ...html, path: html.lvl1, content: introExcerpt }, intro ? withoutMarks(introExcerpt) : null);

  const sections = strongestSections(fragment.sub_results.filter((sub): sub is Anchored => Boolean(sub.anchor && HEADING.test(sub.anchor.element))))
    .slice(0, maxSections)
    .map((sub) => {
      const headings = headingPath(sub.anchor, fragment.anchors).map(headingText);
      const hierarchy: Hierarchy = { ...base };
      headings.slice(0, 5).forEach((heading, index) => {
        hierarchy[`lvl${index + 2}` as 'lvl2'] = escapeHtml(heading);
      });
      // DocSearch prints a content hit's lvl1 snippet as its path line; there it shows the heading path,
      // since the page title is already the parent row.
      const path = headings.map((heading) => highlight(heading, terms)).join(escapeHtml(PATH_SEPARATOR));
      const excerpt = withoutLeadingText(markedText(sub.excerpt), headingText(sub.anchor));
      return hit('content', absolute(sub.url), hierarchy, { ...html, path, content: excerpt }, withoutMarks(excerpt));
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
    const lvl1 = `${page.hierarchy.lvl1} (${escapeHtml(new URL(page.url).pathname)})`;
    return hits.map((hit) => ({ ...hit, hierarchy: { ...hit.hierarchy, lvl1 } }));
  });
}
