import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DocSearchHit } from '@docsearch/react';
import { BLOG_WEIGHT, createPagefindSearchClient, searchNotesOf, searchPages } from '../../src/search/pagefind-client';
import type { PagefindRuntime } from '../../src/search/pagefind-runtime';
import { fakePage, fakePagefind, type FakePage, type FakeSearch } from './fake-pagefind';

const ORIGIN = 'https://baeta.io';
const options = { offset: 0, limit: 10, maxSections: 1, origin: ORIGIN };

const guide = (slug: string, words: string, score = 1, more: Record<string, string | readonly string[]> = {}) =>
  fakePage(`/docs/guides/${slug}`, slug, words, { language: 'en', section: 'Guides', kind: 'docs', ...more }, score);
const post = (slug: string, words: string, score = 1) => fakePage(`/blog/${slug}`, slug, words, { section: 'Blog', kind: 'blog' }, score);
const item = (slug: string, title: string, words: string, score = 1) => fakePage(`/docs/api/${slug}`, title, words, { section: 'API', kind: 'api' }, score);

const titles = (result: { pages: readonly { page: DocSearchHit }[] }) => result.pages.map(({ page }) => page.hierarchy.lvl1);

/** The words the searches asked Pagefind for, each once, in order. */
const terms = (searches: readonly FakeSearch[]) => [...new Set(searches.map(({ term }) => term))];

describe('searchPages: the query that runs', () => {
  const vocabulary = async () => [['pagination', 20], ['page', 40], ['resolver', 90], ['subscriptions', 30], ['$use', 5], ['use', 200], ['n+1', 1], ['serverless', 7], ['kubernetes', 1], ['lambda', 9]] as const;
  const pages = [
    guide('pagination', 'pagination page'),
    guide('resolvers', 'resolver resolvers'),
    guide('subscriptions', 'subscriptions'),
    guide('middlewares', 'use middleware', 1, { token: '$use' }),
    guide('usage', 'use user'),
    guide('data-loading', 'n1 dataloader', 1, { token: 'n+1' }),
    guide('lambda', 'lambda serverless'),
    guide('deployment', 'kubernetes docker'),
  ];

  it('counts every matching page but loads only the requested slice, in rank order', async () => {
    const many = Array.from({ length: 25 }, (_, index) => guide(`page-${index}`, 'resolver', 100 - index));
    const searches: FakeSearch[] = [];
    const { total, pages: loaded } = await searchPages(fakePagefind(many, searches), 'resolver', { ...options, facetFilters: ['language:en'], offset: 10 });
    assert.equal(total, 25);
    assert.deepEqual(loaded.map(({ page }) => page.hierarchy.lvl1), Array.from({ length: 10 }, (_, index) => `page-${index + 10}`));
    // One search per kind of page, each within the contextual filters.
    assert.deepEqual(
      searches.slice(0, 3).map(({ filters }) => filters),
      ['docs', 'blog', 'api'].map((kind) => ({ all: [{ all: [{ all: [{ language: 'en' }] }] }, { kind }] })),
    );
  });

  it('reads the words without the quotes, marks, invisible characters and fullwidth forms around them', async () => {
    for (const typed of ['"subscriptions"', '+subscriptions', '<subscriptions>', '(subscriptions),', '\u200bsubscriptions', '\u202esubscriptions\u202c', 'ｓｕｂｓｃｒｉｐｔｉｏｎｓ']) {
      const searches: FakeSearch[] = [];
      const result = await searchPages(fakePagefind(pages, searches), typed, { ...options, vocabulary });
      assert.deepEqual(terms(searches), ['subscriptions'], JSON.stringify(typed));
      assert.deepEqual(titles(result), ['subscriptions'], JSON.stringify(typed));
      assert.equal(result.correctedQuery, undefined);
    }
  });

  it('searches a token as its bare word among the pages that hold the token', async () => {
    const searches: FakeSearch[] = [];
    const use = await searchPages(fakePagefind(pages, searches), '$use', { ...options, vocabulary });
    assert.deepEqual(titles(use), ['middlewares']);
    assert.deepEqual(terms(searches), ['use']);
    assert.deepEqual(titles(await searchPages(fakePagefind(pages), 'use', { ...options, vocabulary })).sort(), ['middlewares', 'usage']);
    assert.deepEqual(titles(await searchPages(fakePagefind(pages), 'N+1', { ...options, vocabulary })), ['data-loading']);
  });

  it('reads a token the index lacks as its bare word', async () => {
    const result = await searchPages(fakePagefind(pages), '@resolvers', { ...options, vocabulary });
    assert.deepEqual(titles(result), ['resolvers']);
  });

  it('runs the closest indexed words for a misspelled one and says which query ran', async () => {
    const searches: FakeSearch[] = [];
    const result = await searchPages(fakePagefind(pages, searches), 'pagnation', { ...options, vocabulary });
    assert.equal(result.correctedQuery, 'pagination');
    assert.deepEqual(titles(result), ['pagination']);
    assert.deepEqual(terms(searches), ['pagnation', 'pagination']);
  });

  it('corrects a word that starts only a rare indexed word when it is one letter from a common one', async () => {
    const words = async () => [['pagination', 20], ['plugin', 150], ['PlugnPlay', 1]] as const;
    const index = fakePagefind([guide('pagination', 'pagination plugin'), guide('yarn', 'plugnplay')]);
    const result = await searchPages(index, 'pagination plugn', { ...options, vocabulary: words });
    assert.equal(result.correctedQuery, 'pagination plugin');
    assert.deepEqual(titles(result), ['pagination']);
  });

  it('keeps a query whose words the index knows as typed, and runs as typed without the vocabulary', async () => {
    for (const query of ['pag', 'resolver']) {
      assert.equal((await searchPages(fakePagefind(pages), query, { ...options, vocabulary })).correctedQuery, undefined, query);
    }
    const unavailable = async () => Promise.reject(new Error('offline'));
    assert.equal((await searchPages(fakePagefind(pages), 'pagnation', { ...options, vocabulary: unavailable })).correctedQuery, undefined);
  });

  it("finds nothing for a query of words the index lacks, although Pagefind answers them with their prefixes", async () => {
    const loose = [guide('z', 'z'), guide('next', 'next js')];
    for (const query of ['zzqxwv', 'next.js', 'zzqxwv qqqqq']) {
      const result = await searchPages(fakePagefind(loose), query, { ...options, vocabulary });
      assert.deepEqual([result.total, result.omittedWords], [0, undefined], query);
    }
    // Without the vocabulary there is nothing to judge by: the query runs as typed.
    assert.equal((await searchPages(fakePagefind([guide('z', 'zzqxwv')]), 'zzqxwv', options)).total, 1);
  });

  it('leaves out the words no page has, and says so', async () => {
    const result = await searchPages(fakePagefind(pages), 'serverless frobnicate', { ...options, vocabulary });
    assert.deepEqual(titles(result), ['lambda']);
    assert.deepEqual(result.omittedWords, ['frobnicate']);
  });

  it('leaves out a word from the end when no page has all the words together', async () => {
    const result = await searchPages(fakePagefind(pages), 'serverless kubernetes', { ...options, vocabulary });
    assert.deepEqual(titles(result), ['lambda']);
    assert.deepEqual(result.omittedWords, ['kubernetes']);
  });

  it('leaves nothing out when the only known words are corrections of unknown ones ("Ruby on Rails")', async () => {
    const words = async () => [['fails', 40], ['on', 300]] as const;
    const result = await searchPages(fakePagefind([guide('errors', 'fails on')]), 'Ruby on Rails', { ...options, vocabulary: words });
    assert.deepEqual([result.total, result.omittedWords, result.correctedQuery], [0, undefined, undefined]);
  });

  it('runs the words as typed when asked to', async () => {
    const result = await searchPages(fakePagefind(pages), 'pagnation', { ...options, vocabulary, exact: true });
    assert.deepEqual([result.total, result.correctedQuery], [0, undefined]);
  });

  it('reports an index that finds no page for a word it has as unreachable, not as "no results"', async () => {
    // Pagefind logs an index chunk that fails to load and answers without it.
    await assert.rejects(searchPages(fakePagefind([]), 'resolver', { ...options, vocabulary }), { name: 'RetryError' });
  });

  it('runs at most the first 64 characters of a query', async () => {
    const searches: FakeSearch[] = [];
    await searchPages(fakePagefind(pages, searches), `${'a'.repeat(100_000)} resolver`, options);
    assert.ok(searches.length > 0 && searches.every(({ term }) => term.length === 64), String(searches.map(({ term }) => term.length)));
  });

  it('reports a fragment that cannot be fetched as DocSearch reports an unreachable Algolia', async () => {
    const broken: PagefindRuntime = {
      ...fakePagefind(pages),
      search: async () => ({ results: [{ id: '0', data: () => Promise.reject(new TypeError('Failed to fetch')) }] }),
    };
    await assert.rejects(searchPages(broken, 'x', options), { name: 'RetryError' });
  });
});

describe('searchPages: the order of results', () => {
  it('ranks the pages that explain a topic above the API pages that name it, whatever their scores', async () => {
    const index = fakePagefind([item('redis-store', 'RedisStore', 'redis', 9), item('redis-client', 'RedisClient', 'redis', 8), guide('caching', 'redis', 1), guide('deployment', 'redis', 2)]);
    assert.deepEqual(titles(await searchPages(index, 'redis', options)), ['deployment', 'caching', 'RedisStore', 'RedisClient']);
  });

  it(`ranks a blog post at ${BLOG_WEIGHT} of its score among the docs`, async () => {
    const index = fakePagefind([post('validation-directives', 'validation', 2), guide('input-directives', 'validation', 1), guide('errors', 'validation', 0.5)]);
    assert.deepEqual(titles(await searchPages(index, 'validation', options)), ['input-directives', 'validation-directives', 'errors']);
    const news = fakePagefind([post('baeta-1-0', 'release', 10), guide('stability', 'release', 1)]);
    assert.deepEqual(titles(await searchPages(news, 'release', options)), ['baeta-1-0', 'stability']);
  });

  it('puts the API item named exactly as the query first, case and all', async () => {
    const index = fakePagefind([item('middleware', 'Middleware<Result, Root>', 'middleware'), guide('middlewares', 'middlewares'), item('create-middleware', 'createMiddleware()', 'createmiddleware middleware')]);
    const exact = await searchPages(index, 'Middleware', options);
    assert.deepEqual(titles(exact), ['Middleware&lt;Result, Root&gt;', 'middlewares', 'createMiddleware()']);
    assert.deepEqual(titles(await searchPages(index, 'Middleware', { ...options, section: 'Guides' })), ['middlewares']);
    assert.equal(titles(await searchPages(index, 'middleware', options))[0], 'middlewares');
    assert.equal(titles(await searchPages(index, 'createMiddleware', options))[0], 'createMiddleware()');
  });

  it('leaves out pages of re-exported third-party modules unless the query names one, then lists them last', async () => {
    const thirdParty = (slug: string, title: string, words: string, names: readonly string[]): FakePage =>
      fakePage(`/docs/api/compiler/${slug}`, title, words, { section: 'API', kind: 'third-party', third_party: names }, 9);
    const index = fakePagefind([
      thirdParty('esbuild/interfaces/BuildOptions', 'BuildOptions', 'buildoptions build options esbuild', ['esbuild', 'buildoptions']),
      item('compiler', 'compile()', 'build options esbuild'),
      guide('deployment', 'build options esbuild'),
    ]);
    assert.deepEqual(titles(await searchPages(index, 'build options', options)), ['deployment', 'compile()']);
    assert.deepEqual(titles(await searchPages(index, 'esbuild options', options)), ['deployment', 'compile()', 'BuildOptions']);
    assert.equal(titles(await searchPages(index, 'BuildOptions', options))[0], 'BuildOptions');
  });

  it("narrows to one section and counts the query's pages in every section", async () => {
    const index = fakePagefind([guide('caching', 'cache'), guide('context-store', 'cache'), item('a', 'a', 'cache'), item('b', 'b', 'cache'), post('caching', 'cache')]);
    const all = await searchPages(index, 'cache', options);
    assert.equal(all.total, 5);
    const guides = await searchPages(index, 'cache', { ...options, section: 'Guides' });
    assert.equal(guides.total, 2);
    assert.deepEqual(guides.pages.map(({ page }) => page.hierarchy.lvl0), ['Guides', 'Guides']);
    assert.deepEqual(guides.sections, { Guides: 2, API: 2, Blog: 1 });
  });
});

describe('createPagefindSearchClient: what DocSearch receives', () => {
  const pages = Array.from({ length: 9 }, (_, index) =>
    fakePage(`/docs/page-${index}`, `Page ${index}`, 'resolver', { section: index < 3 ? 'Guides' : 'API', kind: index < 3 ? 'docs' : 'api' }, 9 - index),
  );
  const withSections = pages.map((page) => ({
    ...page,
    fragment: {
      sub_results: [
        { title: 'A', url: `${page.url}#a`, excerpt: 'a', anchor: { element: 'h2', id: 'a', text: 'A', location: 1 } },
        { title: 'B', url: `${page.url}#b`, excerpt: 'b', anchor: { element: 'h2', id: 'b', text: 'B', location: 2 } },
      ],
    },
  }));
  const search = (client: ReturnType<typeof createPagefindSearchClient>) =>
    client.search as unknown as (request: unknown) => Promise<{ results: { hits: DocSearchHit[]; nbHits: number }[] }>;

  it("answers DocSearch's request with hits in its record shape and the number of matching pages", async () => {
    const client = createPagefindSearchClient(async () => fakePagefind(withSections), ORIGIN);
    const { results } = await search(client)({ requests: [{ query: 'resolver', indexName: 'local', hitsPerPage: 20 }] });
    const [result] = results;
    assert.equal(result?.nbHits, 9);
    assert.equal(result?.hits.length, 18); // the first 6 pages, each with its 2 sections
    assert.equal(result?.hits[0]?.hierarchy.lvl0, 'Guides');
    assert.equal(result?.hits[0]?.type, 'lvl1');
  });

  it('keeps what it changed about a query for the footer to say', async () => {
    const vocabulary = async () => [['resolver', 90]] as const;
    const client = createPagefindSearchClient(async () => fakePagefind(pages), ORIGIN, vocabulary);
    await search(client)({ requests: [{ query: 'resolvr' }, { query: 'resolver xyzzy' }] });
    assert.deepEqual(searchNotesOf('resolvr'), { correctedQuery: 'resolver' });
    assert.deepEqual(searchNotesOf('resolver xyzzy'), { omittedWords: ['xyzzy'] });
    await search(client)({ requests: [{ query: 'resolver' }] });
    assert.deepEqual(searchNotesOf('resolver'), {});
  });

  it('fails with RetryError when the index cannot be loaded, so DocSearch shows its error screen', async () => {
    const client = createPagefindSearchClient(() => Promise.reject(Object.assign(new Error('offline'), { name: 'RetryError' })), ORIGIN);
    await assert.rejects(search(client)({ requests: [{ query: 'resolver' }] }), { name: 'RetryError' });
  });
});
