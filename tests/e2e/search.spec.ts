import type { Page } from '@playwright/test';
import { expectAccessibleInBothModes, waitForHydration } from './support';
import { expect, test } from './tab';

// Search in local mode (the default build): the DocSearch modal and the /search page, answered by the
// Pagefind index in build/pagefind/. Tests run in the worker's shared tab (tests/e2e/tab.ts), except those that
// watch what is downloaded, which a warm cache would hide.

const MODAL = '.DocSearch-Modal';
const INPUT = '.DocSearch-Input';
const HIT = '.DocSearch-Hit';
// A query no indexed word starts with, and no indexed word is a prefix of (Pagefind falls back to those:
// "zzyzx" found the `-z` of a shell sample).
const NO_MATCH = 'vqxjz';

async function openPage(page: Page, path = '/docs/intro'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function openModal(page: Page): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator(MODAL)).toBeVisible();
}

async function search(page: Page, query: string): Promise<void> {
  await page.locator(INPUT).fill(query);
  await expect(page.locator(`${HIT}, .DocSearch-NoResults, .DocSearch-ErrorScreen`).first()).toBeVisible();
}

/** Titles of the page rows (not their sections) in the modal, in display order. */
async function modalPageTitles(page: Page): Promise<string[]> {
  return page.locator(`${HIT}:not(.DocSearch-Hit--Child) .DocSearch-Hit-title`).allInnerTexts();
}

test.describe('search modal', () => {
  test("has its styles loaded with it, not in every page's stylesheet", async ({ tab: page }) => {
    await openPage(page);
    const modalRules = () =>
      page.evaluate(() =>
        Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).filter((text) => text.includes('.DocSearch-Modal')),
      );
    expect(await modalRules()).toEqual([]);
    await openModal(page);
    expect((await modalRules()).length).toBeGreaterThan(0);
    // DocSearch's layout and the site's stacking rule over it (src/theme/SearchBar/modal.css) both apply.
    await expect(page.locator(MODAL)).toHaveCSS('position', 'relative');
    const navbar = await page.locator('.navbar').evaluate((element) => Number(getComputedStyle(element).zIndex));
    await expect(page.locator('.DocSearch-Container')).toHaveCSS('z-index', String(navbar + 1));
  });

  test('opens from the navbar button, focused, with the placeholder "Search docs"', async ({ tab: page }) => {
    await openPage(page);
    await openModal(page);
    await expect(page.locator(INPUT)).toBeFocused();
    await expect(page.locator(INPUT)).toHaveAttribute('placeholder', 'Search docs');
  });

  test('opens with Ctrl+K, ⌘K and /, and closes with Escape', async ({ tab: page }) => {
    await openPage(page);
    for (const shortcut of ['Control+k', 'Meta+k', '/']) {
      await page.locator('body').press(shortcut);
      await expect(page.locator(MODAL), shortcut).toBeVisible();
      await expect(page.locator(INPUT)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(page.locator(MODAL)).toBeHidden();
    }
  });

  test('typing a letter on the focused button opens the modal with that letter as the query', async ({ tab: page }) => {
    await openPage(page);
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('m');
    await expect(page.locator(MODAL)).toBeVisible();
    await expect(page.locator(INPUT)).toHaveValue('m');
  });

  test('the button shows its shortcut, and the modal and search client load only when the reader reaches for search', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await openPage(page);
    await expect(page.locator('.DocSearch-Button')).toHaveAttribute('aria-label', 'Search (Ctrl+K)');
    await expect(page.locator('.DocSearch-Button-Key')).toHaveText(['Ctrl', 'K']);
    await page.waitForLoadState('networkidle');
    const modalCode = (text: string) => text.includes('DocSearch-Modal');
    // The spelling note's class stands for the search client (src/search/SearchModal.tsx and what it imports).
    const clientCode = (text: string) => text.includes('search-spelling-note');
    expect(scripts.some(modalCode), 'modal code in the first load').toBe(false);
    expect(scripts.some(clientCode), 'search client code in the first load').toBe(false);
    await page.locator('.DocSearch-Button').hover();
    // Both chunks load at once and each body is read asynchronously, so neither is known to arrive first.
    await expect.poll(() => scripts.some(modalCode), 'modal code loaded on reaching for search').toBe(true);
    await expect.poll(() => scripts.some(clientCode), 'search client code loaded with the modal').toBe(true);
  });

  test('finds a guide by a topic word, grouped by section with the page first and highlights', async ({ tab: page }) => {
    await openPage(page);
    await openModal(page);
    await search(page, 'middleware');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Guides');
    const first = page.locator(HIT).first();
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('Middlewares');
    await expect(first.locator('a')).toHaveAttribute('href', '/docs/guides/middlewares');
    // The page's sections follow it as children: heading path, then the excerpt, with the query marked.
    const child = page.locator(`${HIT}.DocSearch-Hit--Child`).first();
    await expect(child.locator('a')).toHaveAttribute('href', /^\/docs\/guides\/middlewares#/);
    await expect(child.locator('.DocSearch-Hit-title mark').first()).toHaveText(/middleware/i);
    await expect(child.locator('.DocSearch-Hit-path')).not.toBeEmpty();
  });

  for (const name of ['createSerializer', 'AuthOptions', 'BaetaErrorCode']) {
    test(`finds the API item ${name} by its exact name, first`, async ({ tab: page }) => {
      await openPage(page);
      await openModal(page);
      await search(page, name);
      await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('API');
      await expect(page.locator(`${HIT} .DocSearch-Hit-title`).first()).toContainText(name);
      await expect(page.locator(`${HIT} a`).first()).toHaveAttribute('href', new RegExp(`/docs/api/.+/${name}$`));
    });
  }

  test('an exact name wins with its case: "Middleware" is the type, "middleware" the guide', async ({ tab: page }) => {
    await openPage(page);
    await openModal(page);
    await search(page, 'Middleware');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('API');
    await expect(page.locator(`${HIT} .DocSearch-Hit-title`).first()).toHaveText(/^Middleware</);
  });

  test('finds an API item by words of its description', async ({ tab: page }) => {
    await openPage(page);
    await openModal(page);
    await search(page, 'transformers registered superjson');
    // The release post that introduced the serializer may rank above it; the API item must be among the hits.
    await expect(page.locator(`${HIT} .DocSearch-Hit-title`, { hasText: 'createSerializer' }).first()).toBeVisible();
  });

  test('Enter on a section result lands on its heading, and the page goes into the recent searches', async ({ tab: page }) => {
    await openPage(page);
    await openModal(page);
    await search(page, 'context store');
    const hits = page.locator(HIT);
    const count = await hits.count();
    let target = -1;
    for (let index = 0; index < count && target === -1; index += 1) {
      if ((await hits.nth(index).getAttribute('class'))?.includes('DocSearch-Hit--Child')) target = index;
    }
    expect(target, 'a section result').toBeGreaterThan(0);
    const href = (await hits.nth(target).locator('a').getAttribute('href')) ?? '';
    const anchor = href.split('#')[1] ?? '';
    expect(anchor).not.toBe('');
    // The first result is selected when results appear; arrows move the selection.
    await expect(hits.first()).toHaveAttribute('aria-selected', 'true');
    for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
    await expect(hits.nth(target)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.locator(MODAL)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();

    await openModal(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(page.locator(`${HIT} .DocSearch-Hit-title`).first()).not.toBeEmpty();
  });

  test('"See all N results" leads to /search?q= with the same results', async ({ tab: page }) => {
    await openPage(page);
    await openModal(page);
    await search(page, 'cache');
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    const count = Number((await seeAll.innerText()).match(/\d+/)?.[0]);
    const modalTitles = await modalPageTitles(page);
    await seeAll.click();
    await expect(page).toHaveURL(/\/search\?q=cache$/);
    // The address changes before the page does; the doc page's own status regions (page menu, feedback) go with it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "cache"');
    await expect(page.getByRole('status')).toHaveText(`${count} documents found`);
    // The modal shows the best pages grouped by section; the page lists them in rank order, first.
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const pageTitles = await page.locator('main ol > li h2').allInnerTexts();
    expect(modalTitles.length).toBeGreaterThan(0);
    for (const title of modalTitles) expect(pageTitles.slice(0, 10)).toContain(title);
  });

  test('says so when nothing matches, with suggestions and a way to report it', async ({ tab: page }) => {
    await openPage(page);
    await openModal(page);
    await search(page, 'middleware');
    await search(page, NO_MATCH);
    const empty = page.locator('.DocSearch-NoResults');
    await expect(empty).toContainText(`No results for "${NO_MATCH}"`);
    await expect(empty).toContainText('Try searching for');
    await expect(empty).toContainText('Believe this query should return results?');
    await expect(empty.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /\/issues\/new\?title=/);
  });

  test('says so when the index cannot be loaded', async ({ tab: page }) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await openPage(page);
    await openModal(page);
    await page.locator(INPUT).fill('cache');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
  });
});

test.describe('search page', () => {
  // A store's everyday name: Pagefind alone ranked RedisStore, UpstashStore and their clients (title matches)
  // above the Caching page that explains the stores.
  for (const store of ['redis', 'upstash']) {
    test(`"${store}" lists the pages that explain it, the Caching page among them, before the API items`, async ({ tab: page }) => {
      await openPage(page, `/search?q=${store}`);
      const sections = page.locator('main ol > li article > p:first-child');
      await expect(sections.first()).toBeVisible();
      const labels = await sections.allTextContents();
      const titles = await page.locator('main ol > li h2').allTextContents();
      const firstApi = labels.indexOf('API');
      expect(labels[0]).not.toBe('API');
      expect(titles.indexOf('Caching')).toBeGreaterThanOrEqual(0);
      expect(firstApi === -1 || titles.indexOf('Caching') < firstApi).toBe(true);
      expect(labels.slice(firstApi === -1 ? labels.length : firstApi).every((label) => label === 'API')).toBe(true);
    });
  }

  test('reads q from the address and keeps the address in step with the input', async ({ tab: page }) => {
    await openPage(page, '/search?q=resolver');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "resolver"');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('resolver');
    await expect(page.getByRole('status')).toHaveText(/^\d+ documents found$/);
    const first = page.locator('main ol > li').first();
    await expect(first.locator('h2 mark').first()).toHaveText(/resolver/i);
    await expect(first.locator('ul a').first()).toHaveAttribute('href', /#/);

    await page.getByRole('searchbox', { name: 'Search' }).fill('createApplication');
    await expect(page).toHaveURL(/\/search\?q=createApplication$/);
    await expect(page.locator('main ol > li h2').first()).toContainText('createApplication');
  });

  test('the page may be indexed and has a description; its result lists may not be indexed', async ({ tab: page }) => {
    await openPage(page, '/search');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Search the Baeta documentation/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('resolver');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('excerpts read as prose: an install sample shows its command, not the package managers\' tab labels', async ({ tab: page }) => {
    await openPage(page, '/search?q=install%20pagination');
    const excerpts = page.locator('main ol > li');
    await expect(excerpts.first()).toContainText('npm install');
    expect((await excerpts.allTextContents()).filter((text) => /npm\s+Yarn\s+pnpm/.test(text))).toEqual([]);
  });

  test('excerpts keep the lines of a code sample apart', async ({ tab: page }) => {
    // A word the samples use far more than the prose (code weighs less, so "redis" now shows prose excerpts).
    await openPage(page, '/search?q=ioredis');
    const excerpts = page.locator('main ol > li');
    await expect(excerpts.first()).toBeVisible();
    const texts = await excerpts.allTextContents();
    expect(texts.some((text) => /'; import \{/.test(text))).toBe(true);
    expect(texts.filter((text) => /';import\b/.test(text))).toEqual([]);
  });

  test('says when nothing matches', async ({ tab: page }) => {
    await openPage(page, `/search?q=${NO_MATCH}`);
    await expect(page.getByRole('status')).toHaveText('No results were found');
  });

  test('with results has no axe violations in dark or light mode', async ({ tab: page }) => {
    await openPage(page, '/search?q=cache');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await expectAccessibleInBothModes(page);
  });
});

test('search sends no request outside the site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
  });
  await openPage(page);
  await openModal(page);
  await search(page, 'subscriptions');
  await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
  await expect(page.locator('main ol > li').first()).toBeVisible();
  expect(elsewhere).toEqual([]);
});
