import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Paths of every page in the built sitemap, relative to the site root (the sitemap holds canonical URLs). */
export function sitemapPaths(buildDir = join(process.cwd(), 'build')): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  if (paths.length === 0) {
    throw new Error('build/sitemap.xml lists no pages; run "npm run build" before the e2e tests.');
  }
  return paths;
}

/**
 * Paths of the built pages the sitemap leaves out on purpose (UNLISTED_ROUTES in docusaurus.config.ts): the blog's
 * tag index and one listing per tag.
 */
export function unlistedPaths(buildDir = join(process.cwd(), 'build')): string[] {
  const tags = readdirSync(join(buildDir, 'blog/tags')).filter((name) => name.endsWith('.html'));
  return ['/blog/tags', ...tags.map((name) => `/blog/tags/${name.replace(/\.html$/, '')}`)];
}

// Pages made from a template, many at a time: the API reference (TypeDoc) and the blog's tag listings. Every
// other page is written by hand and has its own way to break, so the crawl always opens it.
const GENERATED = /^\/(docs\/api|blog\/tags|blog\/authors|blog\/page)\//;
// Segments that name a template rather than one page: the kinds of API item (TypeDoc's folder names).
const TEMPLATE_WORDS = new Set(['functions', 'classes', 'interfaces', 'type-aliases', 'variables', 'enumerations', 'namespaces']);

/**
 * The template a generated page is made from, as its path with each page's own names as `*`
 * (`/docs/api/*\/*\/functions/*`), or undefined for a hand-written page.
 */
export function templateOf(path: string): string | undefined {
  if (!GENERATED.test(path)) return undefined;
  const [, section, family, ...rest] = path.split('/');
  return ['', section, family, ...rest.map((segment) => (TEMPLATE_WORDS.has(segment) ? segment : '*'))].join('/');
}

/**
 * What the crawl opens: every path when `full`, otherwise every hand-written page and the first page (in sorted
 * order) of each generated template, so each kind of generated page is still opened once.
 */
export function crawlPaths(paths: readonly string[], full: boolean): string[] {
  if (full) return [...paths];
  const seen = new Set<string>();
  return [...paths].sort().filter((path) => {
    const template = templateOf(path);
    if (template === undefined) return true;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

/** Reads FULL_CRAWL: "1" crawls every page, unset (or "0") the default share. */
export function fullCrawl(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`FULL_CRAWL="${value}" is not 1 or 0: set FULL_CRAWL=1 to crawl every page of the sitemap, or unset it.`);
}
