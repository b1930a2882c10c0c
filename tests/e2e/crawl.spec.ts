import type { Page } from '@playwright/test';
import { crawlPaths, fullCrawl, sitemapPaths, unlistedPaths } from './sitemap';
import { readPolicyViolations, waitForHydration, watchPage } from './support';
import { expect, test } from './tab';

// Each page loads and hydrates with no console error, page error, failed request or content security policy
// violation. By default the crawl opens every hand-written page and one page of each generated template (each kind
// of API item, a tag listing), which keeps `npm test` short; FULL_CRAWL=1 opens every page of the sitemap and every
// tag listing (the weekly workflow, .github/workflows/full-crawl.yml). Pages open in the worker's shared tab
// (tests/e2e/tab.ts), as a reader goes from link to link: each a full load, shared scripts from the cache.
const FULL = fullCrawl(process.env.FULL_CRAWL);

/**
 * Waits until the page has made no request for a moment after hydrating, so a request a page starts late (a
 * lazily loaded chunk, a font) is seen to succeed or fail before the next page replaces it.
 */
async function settle(page: Page, quietMs = 150): Promise<void> {
  let inFlight = 0;
  let last = Date.now();
  const started = () => {
    inFlight += 1;
    last = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight <= 0 && Date.now() - last >= quietMs, { intervals: [50], timeout: 15_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Opens the path in the worker's tab (blank at the start of each test); its status and the problems seen until the page settled. */
async function open(page: Page, origin: string, path: string): Promise<{ status: number | undefined; errors: string[] }> {
  const problems = watchPage(page, origin);
  const response = await page.goto(path);
  await waitForHydration(page);
  await settle(page);
  return { status: response?.status(), errors: problems.errors };
}

for (const path of crawlPaths([...sitemapPaths(), ...unlistedPaths()], FULL)) {
  test(`crawl ${path}`, async ({ tab: page, baseURL }) => {
    const { status, errors } = await open(page, new URL(baseURL ?? '').origin, path);
    expect(status, `${path} answered ${status}`).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(errors).toEqual([]);
    expect(await readPolicyViolations(page)).toEqual([]);
  });
}

// URLs a reader opens that are no sitemap page: a query string, a hash, the .html form, an unknown path. Each
// still hydrates without a console error; the search page renders its query only after hydrating.
const VARIANTS: readonly { path: string; status: number; h1: string | RegExp }[] = [
  { path: '/search?q=cache', status: 200, h1: 'Search results for "cache"' },
  { path: '/search?q=%3Cb%3E%20resolver', status: 200, h1: 'Search results for "<b> resolver"' },
  { path: '/docs/intro#the-problem-it-solves', status: 200, h1: /./ },
  { path: '/docs/intro.html', status: 200, h1: /./ },
  { path: '/docs/no-such-page', status: 404, h1: 'Page Not Found' },
];

for (const { path, status: expectedStatus, h1 } of VARIANTS) {
  test(`crawl ${path}`, async ({ tab: page, baseURL }) => {
    const { status, errors } = await open(page, new URL(baseURL ?? '').origin, path);
    expect(status, `${path} answered ${status}`).toBe(expectedStatus);
    await expect(page.locator('h1').first()).toHaveText(h1);
    // Chromium reports the 404 document itself as a console error; that one is the expected answer.
    const expected = expectedStatus === 404 ? 'the server responded with a status of 404' : undefined;
    expect(errors.filter((error) => !expected || !error.includes(expected))).toEqual([]);
    expect(await readPolicyViolations(page)).toEqual([]);
  });
}
