/**
 * Turns the pages chosen in pages.ts into Pagefind records: a built page with its content region marked
 * (html.ts), or a plain record for pages that exist only as data (generated category indexes).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CustomRecord, HTMLFile } from 'pagefind';
import { markContentRegion, separateBlocks } from './html';
import type { IndexedPage } from './pages';
import { FILTER, META } from './schema';

export type PagefindRecord = { readonly html: HTMLFile } | { readonly custom: CustomRecord };

export interface RecordContext {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly trailingSlash: boolean | undefined;
  readonly language: string;
}

/** The built HTML file of a route, named the way Docusaurus's static site generation names it. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string, trailingSlash: boolean | undefined): string {
  const path = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.replace(/^\//, '');
  const asFolder = trailingSlash === undefined || trailingSlash || path === '' || path.endsWith('/');
  return join(outDir, asFolder ? join(path, 'index.html') : `${path}.html`);
}

export async function toRecord(page: IndexedPage, context: RecordContext): Promise<PagefindRecord> {
  const filters = { [FILTER.language]: context.language, [FILTER.tag]: page.tag, [FILTER.section]: page.section };
  if (page.kind === 'record') {
    return {
      custom: {
        url: page.route,
        content: page.content,
        language: context.language,
        meta: { [META.title]: page.title, [META.section]: page.section },
        filters: Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, [value]])),
      },
    };
  }
  const file = htmlFileOf(context.outDir, context.baseUrl, page.route, context.trailingSlash);
  const html = await readFile(file, 'utf8');
  const content = markContentRegion(separateBlocks(html), page.region, {
    filters,
    meta: { [META.section]: page.section },
    weight: page.weight,
  });
  if (content === null) {
    throw new Error(`${file} has no content region ${JSON.stringify(page.region)}; did the theme's markup change?`);
  }
  return { html: { url: page.route, content } };
}
