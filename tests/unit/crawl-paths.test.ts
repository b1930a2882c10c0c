// What the browser crawl opens (tests/e2e/sitemap.ts): by default every hand-written page and one page of each
// generated template; with FULL_CRAWL=1 every page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { crawlPaths, fullCrawl, templateOf } from '../e2e/sitemap';

const SITEMAP = [
  '/',
  '/search',
  '/blog',
  '/blog/archive',
  '/blog/baeta-1-0',
  '/blog/tags/release',
  '/blog/tags/plugins',
  '/docs/intro',
  '/docs/category/guides',
  '/docs/guides/resolvers',
  '/docs/api',
  '/docs/api/core',
  '/docs/api/errors',
  '/docs/api/core/index',
  '/docs/api/core/index/functions/createApplication',
  '/docs/api/core/index/functions/createModuleManager',
  '/docs/api/errors/classes/ForbiddenError',
  '/docs/api/errors/classes/UnauthenticatedError',
  '/docs/api/extension-auth/interfaces/AuthOptions',
  '/docs/api/core/index/namespaces/BaetaExtensions/interfaces/Extension',
];

describe('browser crawl selection', () => {
  it('names a generated page by its template, and a hand-written page by none', () => {
    assert.equal(templateOf('/docs/api/core/index/functions/createApplication'), '/docs/api/*/*/functions/*');
    assert.equal(templateOf('/docs/api/errors/classes/ForbiddenError'), '/docs/api/*/classes/*');
    assert.equal(templateOf('/docs/api/core'), '/docs/api/*');
    assert.equal(templateOf('/blog/tags/release'), '/blog/tags/*');
    assert.equal(templateOf('/docs/api'), undefined);
    assert.equal(templateOf('/docs/guides/resolvers'), undefined);
    assert.equal(templateOf('/blog/baeta-1-0'), undefined);
  });

  it('opens every hand-written page and the first page of each template by default', () => {
    assert.deepEqual(crawlPaths(SITEMAP, false), [
      '/',
      '/blog',
      '/blog/archive',
      '/blog/baeta-1-0',
      '/blog/tags/plugins',
      '/docs/api',
      '/docs/api/core',
      '/docs/api/core/index',
      '/docs/api/core/index/functions/createApplication',
      '/docs/api/core/index/namespaces/BaetaExtensions/interfaces/Extension',
      '/docs/api/errors/classes/ForbiddenError',
      '/docs/api/extension-auth/interfaces/AuthOptions',
      '/docs/category/guides',
      '/docs/guides/resolvers',
      '/docs/intro',
      '/search',
    ]);
  });

  it('opens every page with FULL_CRAWL=1, and names the variable when its value is neither 1 nor 0', () => {
    assert.deepEqual(crawlPaths(SITEMAP, fullCrawl('1')), SITEMAP);
    assert.equal(fullCrawl(undefined), false);
    assert.equal(fullCrawl('0'), false);
    assert.throws(() => fullCrawl('yes'), /^Error: FULL_CRAWL="yes" is not 1 or 0: set FULL_CRAWL=1/);
  });
});
