import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RouteConfig } from '@docusaurus/types';
import { generatedFrom, lastCommitTimes, withCommitTime, withLastUpdate } from '../../config/sitemap';

const JAN = Date.UTC(2024, 0, 1, 12);
const MAR = Date.UTC(2024, 2, 1, 12);
const MAY = Date.UTC(2024, 4, 1, 12);

/** A throwaway repository whose commits touch the given files at the given times. */
function repository(commits: ReadonlyArray<{ at: number; files: readonly string[] }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-dates-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  for (const [index, { at, files }] of commits.entries()) {
    for (const file of files) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), `change ${index}\n`);
    }
    git('add', '.');
    const date = new Date(at).toISOString();
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-q', '-m', `c${index}`], {
      cwd: dir,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  }
  return dir;
}

const route = (path: string, metadata?: RouteConfig['metadata'], routes?: RouteConfig[]): RouteConfig => ({
  path,
  component: 'x',
  ...(metadata ? { metadata } : {}),
  ...(routes ? { routes } : {}),
});

describe('sitemap dates', () => {
  let repo = '';
  before(() => {
    repo = repository([
      { at: JAN, files: ['docs/a.mdx', 'docs/b.mdx', 'packages/core/index.d.ts', 'packages/util/index.d.ts'] },
      { at: MAR, files: ['docs/a.mdx', 'packages/util/index.d.ts'] },
      { at: MAY, files: ['blog/post.md'] },
    ]);
  });
  after(() => rmSync(repo, { recursive: true, force: true }));

  it("reads every file's newest commit from one git log", async () => {
    const times = await lastCommitTimes(repo);
    assert.equal(times.get('docs/a.mdx'), MAR);
    assert.equal(times.get('docs/b.mdx'), JAN);
    assert.equal(times.get('packages/util/index.d.ts'), MAR);
    assert.equal(times.get('blog/post.md'), MAY);
  });

  it('gives no dates outside a git checkout', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'sitemap-nogit-'));
    try {
      assert.equal((await lastCommitTimes(plain)).size, 0);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('gives no dates in a shallow clone, where every file would carry the tip commit date', async () => {
    const shallow = mkdtempSync(join(tmpdir(), 'sitemap-shallow-'));
    try {
      execFileSync('git', ['clone', '-q', '--depth=1', `file://${repo}`, shallow]);
      assert.equal((await lastCommitTimes(shallow)).size, 0);
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });

  it("dates a page's metadata from its aliased source path, and leaves a page git has no date for undated", async () => {
    const times = await lastCommitTimes(repo);
    const page = (source: string): { source: string; lastUpdatedAt?: number | null } => ({ source });
    assert.equal(withCommitTime(page('@site/docs/a.mdx'), times).lastUpdatedAt, MAR);
    assert.equal(withCommitTime(page('@site/blog/post.md'), times).lastUpdatedAt, MAY);
    assert.deepEqual(withCommitTime(page('@site/docs/uncommitted.mdx'), times), { source: '@site/docs/uncommitted.mdx' });
  });

  it('traces the generated API pages to their package', () => {
    assert.equal(generatedFrom('docs/api/core/index/functions/createApplication.md', 'api'), 'packages/core/');
    assert.equal(generatedFrom('docs/api/index.md', 'api'), 'packages/');
    assert.equal(generatedFrom('docs/guides/resolvers.mdx', 'api'), undefined);
  });

  it('dates each route from its source, leaving dates Docusaurus already has', async () => {
    const times = await lastCommitTimes(repo);
    const routes = withLastUpdate(
      [
        route('/docs', undefined, [
          route('/docs/a', { sourceFilePath: 'docs/a.mdx' }),
          route('/docs/api/core/x', { sourceFilePath: 'docs/api/core/index/functions/x.md' }),
          route('/docs/api', { sourceFilePath: 'docs/api/index.md' }),
          route('/docs/new', { sourceFilePath: 'docs/uncommitted.mdx' }),
          route('/docs/front-matter', { sourceFilePath: 'docs/b.mdx', lastUpdatedAt: MAY }),
        ]),
        route('/search'),
      ],
      times,
      'api',
    );
    const dates = Object.fromEntries(
      (routes[0]?.routes ?? []).map(({ path, metadata }) => [path, metadata?.lastUpdatedAt]),
    );
    assert.deepEqual(dates, {
      '/docs/a': MAR,
      '/docs/api/core/x': JAN,
      '/docs/api': MAR,
      '/docs/new': null,
      '/docs/front-matter': MAY,
    });
    assert.equal(routes[1]?.metadata, undefined);
  });
});
