import { readFileSync } from 'node:fs';
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
