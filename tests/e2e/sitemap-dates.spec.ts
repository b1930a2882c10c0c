import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';

// The sitemap's last-modified dates (config/sitemap.ts) against git's own answer for each source.

/** The UTC day of the newest commit that touched `path`, as git reports it for that path alone. */
function lastCommitDay(path: string): string {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', path], { encoding: 'utf8' }).trim();
  expect(seconds, `git has history for ${path}`).toMatch(/^\d+$/);
  return new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
}

test('the sitemap dates pages by the last commit of their source', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = new Map(
    [...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => [
      new URL(match[1] ?? '').pathname,
      match[2],
    ]),
  );
  expect(entries.get('/docs/intro')).toBe(lastCommitDay('docs/intro.mdx'));
  expect(entries.get('/blog/baeta-1-0-9-cache-serializer')).toBe(
    lastCommitDay('blog/2025-03-14-baeta-1-0-9-cache-serializer.mdx'),
  );
  // API pages are generated from the package's declarations.
  expect(entries.get('/docs/api/core/index/functions/createApplication')).toBe(lastCommitDay('packages/core'));
  expect(entries.get('/docs/api')).toBe(lastCommitDay('packages'));

  const undated = [...entries]
    .filter(([path, lastmod]) => /^\/(docs|blog)\/./.test(path) && !lastmod)
    .map(([path]) => path);
  // Only generated lists have no source file of their own.
  expect(undated.filter((path) => !/^\/docs\/category\/|^\/blog\/(archive|authors)$/.test(path))).toEqual([]);
});
