import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { waitForHydration } from './support';
import { expect, test } from './tab';

// Queries as readers type them (tests/fixtures/search-reader-queries.json): typos, other frameworks' words,
// synonyms, tokens, words no page has, punctuation and invisible characters. Each one's page is among the first
// results on /search and in the modal.

interface ReaderQuery {
  readonly query: string;
  readonly page: string;
  readonly why: string;
}

const SET = JSON.parse(readFileSync('tests/fixtures/search-reader-queries.json', 'utf8')) as { firstResults: number; queries: ReaderQuery[] };
const FIRST = SET.firstResults;

/** The query with its invisible and non-ASCII characters spelled out, for a test's title. */
const printable = (query: string) => query.replace(/[^\x20-\x7e]/gu, (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`);

/** The paths of the first result pages on /search. */
async function pagePaths(page: Page): Promise<string[]> {
  const links = page.locator('main ol > li h2 a');
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))).slice(0, FIRST);
}

/** The paths of the first page rows the modal shows (not their sections), in display order. */
async function modalPaths(page: Page): Promise<string[]> {
  const rows = page.locator('.DocSearch-Hit:not(.DocSearch-Hit--Child) a');
  return (await rows.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname))).slice(0, FIRST);
}

// Each surface answers the whole set in one page, as a reader searching again would: the index loads once, so the
// set costs seconds, not a page load per query. Every query is checked (soft assertions), and each failure names it.
test.describe('reader queries', () => {
  test.describe.configure({ timeout: 300_000 });

  test(`each lists its page among the first ${FIRST} on /search`, async ({ tab: page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/search');
    await waitForHydration(page);
    const field = page.getByRole('searchbox', { name: 'Search' });
    for (const { query, page: path, why } of SET.queries) {
      // The list is rendered anew for every query, so a list without the mark is this query's.
      await page.locator('main ol').evaluateAll((lists) => lists.forEach((list) => list.setAttribute('data-answered', '')));
      await field.fill(query);
      await expect(page.locator('main ol:not([data-answered])'), `"${printable(query)}": no results on /search`).toBeVisible();
      expect.soft(await pagePaths(page), `"${printable(query)}" (${why}) on /search`).toContain(path);
    }
    expect(errors).toEqual([]);
  });

  test(`each lists its page among the first ${FIRST} in the modal`, async ({ tab: page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/docs/intro');
    await waitForHydration(page);
    for (const { query, page: path, why } of SET.queries) {
      // A freshly opened modal shows no hits (nothing is clicked, so there are no recent searches): every hit is this query's.
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill(query);
      await expect
        .soft(async () => expect(await modalPaths(page)).toContain(path), `"${printable(query)}" (${why}) in the modal`)
        .toPass({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('pages of re-exported third-party modules', () => {
  // esbuild's BuildOptions documents "minify"; so do Baeta's own compiler options and guides.
  const ESBUILD = '/docs/api/compiler/esbuild/';

  test('stay out of the results of a query that does not name them, on /search and in the modal', async ({ tab: page }) => {
    await page.goto('/search?q=minify');
    await waitForHydration(page);
    const paths = async () => (await page.locator('main ol > li h2 a').evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname)));
    await expect(page.locator('main ol > li').first()).toBeVisible();
    expect((await paths()).filter((path) => path.startsWith(ESBUILD))).toEqual([]);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('minify');
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', /q=minify/);
    expect(await page.locator(`.DocSearch-Hit a[href^="${ESBUILD}"]`).count()).toBe(0);
  });

  test('come last for a query that names their module', async ({ tab: page }) => {
    await page.goto('/search?q=esbuild%20minify');
    await waitForHydration(page);
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const paths = await page.locator('main ol > li h2 a').evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
    const first = paths.findIndex((path) => path.startsWith(ESBUILD));
    expect(first).toBeGreaterThan(0);
    expect(paths.slice(first).every((path) => path.startsWith(ESBUILD))).toBe(true);
  });
});

test.describe('what a query without a usable word, or with a word no page has, shows', () => {
  test('gibberish keeps the empty state, on /search and in the modal', async ({ tab: page }) => {
    await page.goto('/search?q=vqxjz');
    await waitForHydration(page);
    await expect(page.getByRole('status')).toHaveText('No results were found');
    await expect(page.locator('.search-left-out-note')).toHaveCount(0);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('vqxjz');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "vqxjz"');
  });

  test('the words left out are named, on /search and in the modal footer', async ({ tab: page }) => {
    await page.goto('/search?q=cors%20frobnicate');
    await waitForHydration(page);
    const note = 'No page has all your words: showing results without frobnicate.';
    await expect(page.locator('main .search-left-out-note')).toHaveText(note);
    await expect(page.locator('main ol > li h2').first()).toHaveText('CORS');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('cors frobnicate');
    await expect(page.locator('.DocSearch-HitsFooter .search-left-out-note')).toHaveText(note);
    await page.locator('.DocSearch-Input').fill('cors');
    await expect(page.locator('.DocSearch-HitsFooter .search-left-out-note')).toHaveCount(0);
  });

  test('a slip that starts a rare word of the index is corrected to the common word, and said so', async ({ tab: page }) => {
    await page.goto('/search?q=pagination%20plugn');
    await waitForHydration(page);
    await expect(page.locator('main .search-spelling-note')).toHaveText('Showing results for pagination plugin — search instead for pagination plugn');
    await expect(page.locator('main ol > li h2').first()).toHaveText('Pagination');
  });
});

test('a result in the modal opens its page', async ({ tab: page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('jwt');
  const hit = page.locator('.DocSearch-Hit:not(.DocSearch-Hit--Child) .DocSearch-Hit-title', { hasText: 'Authentication' }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/recipes\/authentication/);
});
