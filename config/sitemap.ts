import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PluginOptions as SitemapOptions } from '@docusaurus/plugin-sitemap';
import type { RouteConfig } from '@docusaurus/types';

// Pages' last-modified dates, for the sitemap and the "Last updated" line of hand-written pages. Docusaurus
// asks git for each page's date with its own `git log` (two processes per page: ~20 s of a 45 s build for ~490
// pages). Here one `git log` over the history gives every file's newest commit, the same date Docusaurus would
// read, and the build runs it once. The API pages are generated and never committed; in the sitemap each takes
// the newest commit of its package's declarations under packages/.

const execFileAsync = promisify(execFile);

/** Newest commit time (ms since the epoch) of every file git has seen under `dir`, by path relative to `dir`. */
export async function lastCommitTimes(dir: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  let log: string;
  try {
    // In a shallow clone every file's newest commit is the clone's tip: a wrong date, so none at all.
    const shallow = await execFileAsync('git', ['rev-parse', '--is-shallow-repository'], { cwd: dir });
    if (shallow.stdout.trim() === 'true') return times;
    const config = ['-c', 'log.showSignature=false', '-c', 'core.quotePath=false'];
    const args = [...config, 'log', '--format=%x00%ct', '--name-only', '--relative', '--no-renames'];
    log = (await execFileAsync('git', args, { cwd: dir, maxBuffer: 512 * 1024 * 1024 })).stdout;
  } catch {
    return times; // Not a git checkout (or no git): pages get no date, as with Docusaurus's own lookup.
  }
  // Newest commit first, so the first time a path appears is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [seconds, ...files] = commit.split('\n');
    for (const file of files) if (file && !times.has(file)) times.set(file, Number(seconds) * 1000);
  }
  return times;
}

const timesByDir = new Map<string, Promise<Map<string, number>>>();

/** lastCommitTimes(dir), read once per process: the sitemap and the content plugins share it. */
export function sharedCommitTimes(dir: string): Promise<Map<string, number>> {
  let times = timesByDir.get(dir);
  if (!times) timesByDir.set(dir, (times = lastCommitTimes(dir)));
  return times;
}

/**
 * The metadata of a hand-written page (`source` as Docusaurus names it: `@site/docs/intro.mdx`) with
 * `lastUpdatedAt` from git. The content plugins' own showLastUpdateTime would run git twice per page and, in a
 * shallow clone, date every page at the clone's tip; a page git has no date for keeps none.
 */
export function withCommitTime<T extends { source: string; lastUpdatedAt?: number | null }>(metadata: T, times: ReadonlyMap<string, number>): T {
  const time = times.get(metadata.source.replace(/^@site\//, ''));
  return time === undefined ? metadata : { ...metadata, lastUpdatedAt: time };
}

/** Where a generated page's content comes from: the API pages under docs/api/ are built from packages/. */
export function generatedFrom(sourceFilePath: string, apiDocsDir: string): string | undefined {
  const prefix = `docs/${apiDocsDir}/`;
  if (!sourceFilePath.startsWith(prefix)) return undefined;
  const pkg = sourceFilePath.slice(prefix.length).split('/');
  return pkg.length > 1 ? `packages/${pkg[0]}/` : 'packages/';
}

/** The routes with each page's last change filled in wherever Docusaurus has not computed it. */
export function withLastUpdate(
  routes: readonly RouteConfig[],
  times: ReadonlyMap<string, number>,
  apiDocsDir: string,
): RouteConfig[] {
  const newest = new Map<string, number | null>();
  const newestUnder = (dir: string) => {
    if (!newest.has(dir)) {
      const under = [...times].filter(([file]) => file.startsWith(dir)).map(([, time]) => time);
      newest.set(dir, under.length > 0 ? Math.max(...under) : null);
    }
    return newest.get(dir) ?? null;
  };
  const lastUpdate = (file: string) => {
    const source = generatedFrom(file, apiDocsDir);
    return source ? newestUnder(source) : (times.get(file) ?? null);
  };
  return routes.map((route) => {
    const { metadata } = route;
    const dated =
      metadata?.sourceFilePath && metadata.lastUpdatedAt === undefined
        ? { ...route, metadata: { ...metadata, lastUpdatedAt: lastUpdate(metadata.sourceFilePath) } }
        : route;
    return route.routes ? { ...dated, routes: withLastUpdate(route.routes, times, apiDocsDir) } : dated;
  });
}

/** The sitemap plugin's `createSitemapItems`: its own items, from routes that already carry their dates. */
export function datedSitemapItems(siteDir: string, apiDocsDir: string): SitemapOptions['createSitemapItems'] {
  return async ({ defaultCreateSitemapItems, routes, ...params }) =>
    defaultCreateSitemapItems({ ...params, routes: withLastUpdate(routes, await sharedCommitTimes(siteDir), apiDocsDir) });
}
