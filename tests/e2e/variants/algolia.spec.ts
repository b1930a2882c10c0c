import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ALGOLIA_TEST_SETTINGS } from '../../../scripts/site-variants.mjs';
import { watchPage, watchPolicy, waitForHydration } from '../support';

// The site built with the three ALGOLIA_* variables (scripts/site-variants.mjs): search goes to Algolia
// DocSearch. There is no network here, so the browser's requests to Algolia's hosts are answered by a stand-in
// that reads the request as Algolia would and answers in DocSearch's record shape.

const APP = ALGOLIA_TEST_SETTINGS.appId.toLowerCase();
const ALGOLIA_HOSTS = [`https://${APP}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${APP}-${n}.algolianet.com`)];
const ALGOLIA = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;
// What Docusaurus's contextual search filters on: the page's language, and the search tags of the docs versions.
const FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

interface SearchRequest {
  readonly indexName: string;
  readonly query: string;
  readonly facetFilters?: unknown;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
}

/** Two DocSearch records of the Middlewares guide: the page, and one of its sections. */
function records(request: SearchRequest) {
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const page = 'https://baeta.io/docs/guides/middlewares';
  const record = (objectID: string, type: string, url: string, hierarchy: Record<string, string | null>, content: string | null) => ({
    objectID,
    type,
    url,
    url_without_anchor: page,
    hierarchy,
    content,
    _highlightResult: {
      hierarchy: Object.fromEntries(Object.entries(hierarchy).map(([level, text]) => [level, { value: (text ?? '').replace(/Middleware/, `${pre}Middleware${post}`), matchLevel: 'full', matchedWords: ['middleware'] }])),
    },
    _snippetResult: { content: { value: content ? `A ${pre}middleware${post} wraps a resolver` : '', matchLevel: 'full' } },
  });
  const levels = { lvl0: 'Guides', lvl1: 'Middlewares', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  return [
    record('1', 'lvl1', page, levels, null),
    record('2', 'content', `${page}#order`, { ...levels, lvl2: 'Order of middlewares' }, 'A middleware wraps a resolver & <b>runs</b> first.'),
  ];
}

interface StandIn {
  /** Every search request the browser sent, as Algolia received it. */
  readonly requests: SearchRequest[];
  /** Every host the browser asked. */
  readonly hosts: Set<string>;
}

/** Answers Algolia's hosts for the whole browser context: `ok` as Algolia would, or a failure. */
async function algoliaStandIn(context: BrowserContext, mode: 'ok' | 'unreachable' | 'refused' = 'ok'): Promise<StandIn> {
  const standIn: StandIn = { requests: [], hosts: new Set() };
  await context.route(ALGOLIA, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    standIn.hosts.add(url.origin);
    if (mode === 'unreachable') return route.abort('connectionrefused');
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' } });
    const key = url.searchParams.get('x-algolia-api-key') ?? request.headers()['x-algolia-api-key'];
    const appId = url.searchParams.get('x-algolia-application-id') ?? request.headers()['x-algolia-application-id'];
    const cors = { 'access-control-allow-origin': '*', 'content-type': 'application/json; charset=UTF-8' };
    if (mode === 'refused' || key !== ALGOLIA_TEST_SETTINGS.apiKey || appId !== ALGOLIA_TEST_SETTINGS.appId) {
      return route.fulfill({ status: 403, headers: cors, body: JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }) });
    }
    const { requests } = JSON.parse(request.postData() ?? '{}') as { requests: SearchRequest[] };
    standIn.requests.push(...requests);
    const results = requests.map((search) => {
      const hits = search.indexName === ALGOLIA_TEST_SETTINGS.indexName && /middleware/i.test(search.query) ? records(search) : [];
      return { hits, nbHits: hits.length, page: 0, nbPages: hits.length > 0 ? 1 : 0, hitsPerPage: 20, processingTimeMS: 1, query: search.query, params: '', exhaustiveNbHits: true };
    });
    return route.fulfill({ status: 200, headers: cors, body: JSON.stringify({ results }) });
  });
  return standIn;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function searchInModal(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
}

test('the modal sends the contextual facet filters to the index and shows its answers, which lead to the page', async ({ page, context, baseURL }) => {
  const standIn = await algoliaStandIn(context);
  const problems = watchPage(page, baseURL ?? '');
  await open(page, '/docs/intro');
  await searchInModal(page, 'middleware');
  const pageHit = page.locator('.DocSearch-Hit:not(.DocSearch-Hit--Child)').first();
  await expect(pageHit.locator('.DocSearch-Hit-title')).toHaveText('Middlewares');
  await expect(pageHit.locator('a')).toHaveAttribute('href', '/docs/guides/middlewares');
  const request = standIn.requests.find((search) => search.query === 'middleware');
  expect(request?.indexName).toBe(ALGOLIA_TEST_SETTINGS.indexName);
  expect(request?.facetFilters).toEqual(FACET_FILTERS);
  await pageHit.locator('a').click();
  await expect(page).toHaveURL(/\/docs\/guides\/middlewares$/);
  await expect(page.locator('h1')).toHaveText('Middlewares');
  expect(problems.errors).toEqual([]);
});

test('/search sends the same facet filters and lists the answers by page, their text escaped', async ({ page, context }) => {
  const standIn = await algoliaStandIn(context);
  await open(page, '/search?q=middleware');
  const result = page.locator('main ol li').first();
  await expect(result.locator('h2 a')).toHaveText('Middlewares');
  await expect(result.locator('h2 a')).toHaveAttribute('href', '/docs/guides/middlewares');
  await expect(result.locator('h2 mark')).toHaveText('Middleware');
  // The section under it, with its heading and excerpt; the record's own markup is shown as text.
  await expect(result.locator('ul a')).toHaveAttribute('href', '/docs/guides/middlewares#order');
  await expect(result.locator('ul a')).toHaveText('Order of middlewares');
  expect(standIn.requests.find((search) => search.query === 'middleware')?.facetFilters).toEqual(FACET_FILTERS);
  await expect(page.locator('main [role="status"]')).toHaveText('One document found');
  await result.locator('h2 a').click();
  await expect(page.locator('h1')).toHaveText('Middlewares');
});

test('the preconnect hint and the content security policy name the application\'s hosts and nothing else', async ({ page, context }) => {
  const standIn = await algoliaStandIn(context);
  const violations = await watchPolicy(page);
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).origin));
  await open(page, '/docs/intro');
  const preconnects = await page.locator('link[rel="preconnect"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preconnects).toEqual([`${ALGOLIA_HOSTS[0]}/`]);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const connect = policy?.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'connect-src');
  expect(connect?.slice(1).sort()).toEqual(["'self'", ...ALGOLIA_HOSTS].sort());
  await searchInModal(page, 'middleware');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(await violations()).toEqual([]);
  const site = new URL(page.url()).origin;
  expect([...requested].filter((origin) => origin !== site && !ALGOLIA_HOSTS.includes(origin))).toEqual([]);
  expect([...standIn.hosts].every((origin) => ALGOLIA_HOSTS.includes(origin))).toBe(true);
});

for (const [mode, who, help] of [
  ['unreachable', 'an unreachable Algolia', /check your network connection/],
  ['refused', 'an Algolia that refuses the key (403)', /refused the request \(HTTP 403\)/],
] as const) {
  test(`${who} gets an honest message in the modal and on /search, and nothing uncaught`, async ({ page, context, baseURL }) => {
    await algoliaStandIn(context, mode);
    const problems = watchPage(page, baseURL ?? '');
    await open(page, '/docs/intro');
    await searchInModal(page, 'middleware');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText(help);
    // Asking again helps only when the service could not be reached.
    await expect(screen.getByRole('button', { name: 'Try again' })).toHaveCount(mode === 'unreachable' ? 1 : 0);
    await page.keyboard.press('Escape');

    await open(page, '/search?q=middleware');
    const status = page.locator('main [role="status"]');
    await expect(status).toContainText('Unable to fetch results');
    await expect(status).toContainText(help);
    // The browser logs each failed request to Algolia ("Failed to load resource"); nothing else may reach the console.
    expect(problems.errors.filter((error) => !error.startsWith('console.error: Failed to load resource'))).toEqual([]);
  });
}

test('the build has everything but the local index: twins, llms.txt, cards, the sitemap and the policy', async ({ request, page }) => {
  expect((await request.get('/pagefind/pagefind.js')).status()).toBe(404);
  const twin = await request.get('/docs/guides/middlewares.md');
  expect(twin.status()).toBe(200);
  expect(await twin.text()).toMatch(/^# Middlewares\n/);
  expect(await (await request.get('/llms.txt')).text()).toContain('/docs/guides/middlewares.md');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/docs/guides/middlewares</loc>');
  await open(page, '/docs/guides/middlewares');
  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect((await request.get(new URL(card ?? '').pathname)).headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
});
