import { expect, test } from '@playwright/test';
import { crawlPaths, fullCrawl, sitemapPaths, unlistedPaths } from './sitemap';
import { waitForHydration, watchPage, watchPolicy } from './support';

// Each page loads and hydrates with no console error, page error, failed request or content security policy
// violation. By default the crawl opens every hand-written page and one page of each generated template (each kind
// of API item, a tag listing), which keeps `npm test` short; FULL_CRAWL=1 opens every page of the sitemap and every
// tag listing (the weekly workflow, .github/workflows/full-crawl.yml).
const FULL = fullCrawl(process.env.FULL_CRAWL);

for (const path of crawlPaths([...sitemapPaths(), ...unlistedPaths()], FULL)) {
  test(`crawl ${path}`, async ({ page, baseURL }) => {
    const problems = watchPage(page, baseURL ?? '');
    const violations = await watchPolicy(page);
    const response = await page.goto(path);
    expect(response?.status(), `${path} answered ${response?.status()}`).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(problems.errors).toEqual([]);
    expect(await violations()).toEqual([]);
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

for (const { path, status, h1 } of VARIANTS) {
  test(`crawl ${path}`, async ({ page, baseURL }) => {
    const problems = watchPage(page, baseURL ?? '');
    const violations = await watchPolicy(page);
    const response = await page.goto(path);
    expect(response?.status(), `${path} answered ${response?.status()}`).toBe(status);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toHaveText(h1);
    // Chromium reports the 404 document itself as a console error; that one is the expected answer.
    const expected = status === 404 ? 'the server responded with a status of 404' : undefined;
    expect(problems.errors.filter((error) => !expected || !error.includes(expected))).toEqual([]);
    expect(await violations()).toEqual([]);
  });
}
