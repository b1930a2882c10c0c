/**
 * Turns the pages chosen in pages.ts into Pagefind records: a built page with its content region marked
 * (html.ts), or a plain record for pages that exist only as data (generated category indexes). Loading a page
 * and making its record are two steps, because a record's fields (its file-type tokens) depend on all pages.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CustomRecord, HTMLFile } from 'pagefind';
import { markContentRegion, regionHtml, separateBlocks, visibleText, weighCode, withoutHiddenParts } from './html';
import type { IndexedPage } from './pages';
import { FILTER, META } from './schema';

export type PagefindRecord = { readonly html: HTMLFile } | { readonly custom: CustomRecord };

export interface RecordContext {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly trailingSlash: boolean | undefined;
  readonly language: string;
}

/** A page read from the build: its HTML as Pagefind will see it (none for a data record), and its indexed text. */
export interface LoadedPage {
  readonly page: IndexedPage;
  readonly html: string | null;
  /** The words Pagefind indexes from the page's body, as text. */
  readonly text: string;
}

/** What a record carries besides its page: readers' words for it, its tokens, its third-party names. */
export interface RecordFields {
  readonly keywords: readonly string[];
  readonly tokens: readonly string[];
  readonly thirdPartyNames: readonly string[];
}

/** The built HTML file of a route, named the way Docusaurus's static site generation names it. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string, trailingSlash: boolean | undefined): string {
  const path = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const asFolder = trailingSlash === undefined || trailingSlash || path === '' || path.endsWith('/');
  return join(outDir, asFolder ? join(path, 'index.html') : `${path}.html`);
}

export async function loadPage(page: IndexedPage, context: RecordContext): Promise<LoadedPage> {
  if (page.source === 'record') return { page, html: null, text: `${page.title} ${page.content}` };
  const file = htmlFileOf(context.outDir, context.baseUrl, page.route, context.trailingSlash);
  const html = weighCode(withoutHiddenParts(separateBlocks(await readFile(file, 'utf8'))));
  const region = regionHtml(html, page.region);
  if (region === null) {
    throw new Error(`${file} has no content region ${JSON.stringify(page.region)}; did the theme's markup change?`);
  }
  return { page, html, text: visibleText(region) };
}

export function toRecord({ page, html }: LoadedPage, fields: RecordFields, language: string): PagefindRecord {
  const filters: Record<string, readonly string[]> = {
    [FILTER.language]: [language],
    [FILTER.tag]: [page.tag],
    [FILTER.section]: [page.section],
    [FILTER.kind]: [page.kind],
    ...(fields.tokens.length > 0 && { [FILTER.token]: fields.tokens }),
    ...(fields.thirdPartyNames.length > 0 && { [FILTER.thirdParty]: fields.thirdPartyNames }),
  };
  const meta: Record<string, string> = fields.keywords.length > 0 ? { [META.keywords]: fields.keywords.join(' ') } : {};
  if (html === null || page.source === 'record') {
    const content = page.source === 'record' ? page.content : '';
    return {
      custom: { url: page.route, content, language, meta: { [META.title]: page.title, ...meta }, filters: Object.fromEntries(Object.entries(filters).map(([name, values]) => [name, [...values]])) },
    };
  }
  const content = markContentRegion(html, page.region, { filters, meta, weight: page.weight });
  if (content === null) throw new Error(`${page.route} lost its content region ${JSON.stringify(page.region)} after it was loaded.`);
  return { html: { url: page.route, content } };
}
