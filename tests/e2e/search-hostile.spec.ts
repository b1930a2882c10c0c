import { gunzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { presetStorage, waitForHydration } from './support';
import { expect, test } from './tab';

// Search that survives hostile input: markup in indexed text, pathological queries, damaged storage, failed
// loads, clicks before the page has started, and words the index does not have.

const MODAL = '.DocSearch-Modal';
const INPUT = '.DocSearch-Input';
const HIT = '.DocSearch-Hit';
const BUTTON = '.DocSearch-Button';
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__baeta-docs-local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__baeta-docs-local';

async function openPage(page: Page, path = '/docs/intro'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function openModal(page: Page): Promise<void> {
  await page.locator(BUTTON).click();
  await expect(page.locator(MODAL)).toBeVisible();
}

async function search(page: Page, query: string): Promise<void> {
  await page.locator(INPUT).fill(query);
  await expect(page.locator(`${HIT}, .DocSearch-NoResults, .DocSearch-ErrorScreen`).first()).toBeVisible();
}

/** Uncaught errors in the page, and "This page crashed" screens. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('indexed text is text', () => {
  // One token (no spaces), so Pagefind's word positions in the page stay right; the quotes end each value.
  const ATTACK = `<img/src='x'/onerror='window.__searchXss=1'>`;

  /** Serves every page's Pagefind record with the attack in its title and before its first word. */
  async function poisonIndex(context: BrowserContext): Promise<void> {
    // Fragments are fetched by Pagefind's worker, which only the context's routes see.
    await context.route('**/pagefind/fragment/*.pf_fragment', async (route) => {
      const response = await route.fetch();
      const record = JSON.parse(gunzipSync(await response.body()).subarray('pagefind_dcd'.length).toString('utf8')) as {
        content: string;
        meta: Record<string, string>;
      };
      record.meta['title'] = `${ATTACK}${record.meta['title'] ?? ''}`;
      record.content = `${ATTACK}${record.content}`;
      // Pagefind reads an uncompressed record when it starts with its signature.
      await route.fulfill({ response, body: Buffer.from(`pagefind_dcd${JSON.stringify(record)}`), headers: { 'content-type': 'application/octet-stream' } });
    });
  }

  test('markup in a title or excerpt shows as text in live results, the recent list and favourites', async ({ tab: page }) => {
    const context = page.context();
    await poisonIndex(context);
    await openPage(page);
    await openModal(page);
    await search(page, 'NativeMiddleware');
    // The title no longer starts with the item's name, so it need not rank first.
    const first = page.locator(HIT).filter({ has: page.locator('a[href$="/NativeMiddleware"]') }).first();
    await expect(first.locator('.DocSearch-Hit-title')).toContainText(`${ATTACK}NativeMiddleware<Result, Root, Context, Args>`);
    // Escaped first, then marked: the query's highlight is still there.
    await expect(first.locator('.DocSearch-Hit-title mark').first()).toHaveText(/NativeMiddleware/i);
    await expect(page.locator(`${MODAL} img`)).toHaveCount(0);

    await first.click();
    await expect(page.locator(MODAL)).toBeHidden();
    await expect(page).toHaveURL(/NativeMiddleware$/);
    await openModal(page);
    const recent = page.locator(`.DocSearch-Hits:has(.DocSearch-Hit-source:text-is("Recent")) ${HIT}`).first();
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(`${ATTACK}NativeMiddleware<Result, Root, Context, Args>`);
    await expect(recent.locator('.DocSearch-Hit-path')).toContainText('type NativeMiddleware<Result, Root, Context, Args> = (next) =>');

    await recent.hover();
    await recent.getByTitle('Save this search').click();
    const favorite = page.locator(`.DocSearch-Hits:has(.DocSearch-Hit-source:text-is("Favorite")) ${HIT}`).first();
    await expect(favorite.locator('.DocSearch-Hit-title')).toHaveText(`${ATTACK}NativeMiddleware<Result, Root, Context, Args>`);

    await expect(page.locator(`${MODAL} img`)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __searchXss?: number }).__searchXss)).toBeUndefined();
  });
});

test.describe('bounded queries', () => {
  // The longest main-thread task since the page started (PerformanceObserver "longtask").
  async function watchTiming(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const marks = { longestTask: 0 };
      (window as { __searchMarks?: typeof marks }).__searchMarks = marks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.longestTask = Math.max(marks.longestTask, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
  }

  const marks = (page: Page) => page.evaluate(() => (window as { __searchMarks?: { longestTask: number } }).__searchMarks ?? { longestTask: Infinity });

  /** Opens /search with the query in the address; what it answered, and the longest main-thread task meanwhile. */
  async function searchPage(page: Page, query: string): Promise<{ longestTask: number; answer: string[] }> {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('status')).toHaveText(/documents? found|No results/, { timeout: 60_000 });
    const answer = [await page.getByRole('status').innerText(), ...(await page.locator('main ol > li a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))];
    return { longestTask: (await marks(page)).longestTask, answer };
  }

  // The query is cut to 64 characters and its words trimmed of punctuation, so the pathological one is the search
  // for 'ł a': the same answer, and no main-thread task of a second meanwhile (the old code blocked for 18 s in
  // one). How long either takes depends on how busy the machine is, so the time is not compared.
  test("/search answers 'ł a' + 8,000 '!' + 'a' as it answers 'ł a', the page never frozen", async ({ page }) => {
    await openPage(page, '/search?q=cache');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await watchTiming(page);
    const ordinary = await searchPage(page, 'ł a');
    const hostile = await searchPage(page, `ł a${'!'.repeat(8000)}a`);
    expect(hostile.longestTask).toBeLessThan(1000);
    expect(hostile.answer).toEqual(ordinary.answer);
  });

  test('a 15 KB paste into the /search field is cut to 64 characters and answered without freezing the page', async ({ page }) => {
    await watchTiming(page);
    await openPage(page, '/search?q=cache');
    await expect(page.locator('main ol > li').first()).toBeVisible();
    const field = page.getByRole('searchbox', { name: 'Search' });
    await expect(field).toHaveAttribute('maxlength', '64');
    const pasted = Array.from({ length: 2500 }, (_, index) => `qz${index.toString(36)}x`).join(' ');
    await field.fill(pasted);
    await expect(page.getByRole('status')).toHaveText('No results were found', { timeout: 60_000 });
    expect((await marks(page)).longestTask).toBeLessThan(1000);
    expect((await field.inputValue()).length).toBeLessThanOrEqual(64);
  });
});

test.describe('damaged storage', () => {
  const DAMAGED = [
    '{not json',
    '{"objectID":"x"}',
    '[null, 1, "x"]',
    JSON.stringify([{ objectID: 'a', url: '/docs/intro', type: 'lvl1', hierarchy: 'Intro', content: null }]),
    JSON.stringify([{ objectID: 'b', url: 'javascript:alert(1)', type: 'lvl1', hierarchy: { lvl0: 'Docs', lvl1: 'Intro' }, content: null }]),
  ];

  for (const value of DAMAGED) {
    test(`a stored list of ${value.slice(0, 40)} neither crashes search nor stays damaged`, async ({ tab: page }) => {
      await presetStorage(page, { [RECENT_KEY]: value, [FAVORITE_KEY]: value });
      const errors = watchErrors(page);
      await openPage(page);
      await openModal(page);
      await expect(page.locator(INPUT)).toBeFocused();
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      await search(page, 'middleware');
      await expect(page.locator(HIT).first()).toBeVisible();
      for (const key of [RECENT_KEY, FAVORITE_KEY]) {
        const stored = await page.evaluate((name) => window.localStorage.getItem(name), key);
        const entries: unknown = stored === null ? [] : JSON.parse(stored);
        expect(Array.isArray(entries), `${key}: ${stored}`).toBe(true);
        // What is left is hits: a hierarchy of levels, and no link that runs script.
        for (const entry of entries as { hierarchy?: unknown; url?: unknown }[]) {
          expect(typeof entry.hierarchy, `${key}: ${stored}`).toBe('object');
          expect(String(entry.url), `${key}: ${stored}`).not.toMatch(/^\s*javascript:/i);
        }
      }
      expect(errors).toEqual([]);
    });
  }

  test('a modal that fails anyway says so and leads to the search page', async ({ page }) => {
    // Storage that throws on DocSearch's own reads: nothing the site can repair.
    await page.addInitScript(() => {
      const read = Storage.prototype.getItem;
      Storage.prototype.getItem = function getItem(this: Storage, key: string) {
        if (key.startsWith('__DOCSEARCH_')) throw new Error('storage is broken');
        return read.call(this, key);
      };
    });
    await openPage(page);
    await page.locator(BUTTON).click();
    const notice = page.getByRole('alertdialog', { name: 'Search stopped working' });
    await expect(notice).toBeVisible();
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await notice.getByRole('link', { name: 'Open the search page' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the documentation');
  });
});

test.describe('honest failures', () => {
  test('with the search code unreachable, the button says search is unavailable and can try again', async ({ tab: page }) => {
    const errors = watchErrors(page);
    await openPage(page);
    // Offline from here: every script not loaded yet fails, the modal's among them.
    await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    await page.locator(BUTTON).hover();
    await page.locator(BUTTON).click();
    const notice = page.getByRole('alertdialog', { name: 'Search is unavailable offline' });
    await expect(notice).toBeVisible();
    await expect(page.locator(MODAL)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    await page.locator('body').press('Control+k');
    await expect(notice).toBeVisible();

    await page.unroute('**/assets/js/**');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(MODAL)).toBeVisible();
    await expect(notice).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('with an index chunk unreachable, the modal says it cannot fetch results, not that there are none, and tries again', async ({ tab: page }) => {
    const context = page.context();
    // Index chunks are fetched by Pagefind's worker, which only the context's routes see.
    await context.route('**/pagefind/index/*.pf_index', (route) => route.abort('internetdisconnected'));
    await openPage(page);
    await openModal(page);
    await page.locator(INPUT).fill('middleware');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();

    await context.unroute('**/pagefind/index/*.pf_index');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(HIT).first()).toBeVisible();
    await expect(page.locator(INPUT)).toHaveValue('middleware');
  });

  test('with an index chunk unreachable, /search says it cannot fetch results and tries again', async ({ tab: page }) => {
    const context = page.context();
    await context.route('**/pagefind/index/*.pf_index', (route) => route.abort('internetdisconnected'));
    await openPage(page, '/search?q=middleware');
    const status = page.getByRole('status');
    await expect(status).toContainText('Unable to fetch results');
    await context.unroute('**/pagefind/index/*.pf_index');
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(status).toHaveText(/documents? found/);
  });

  test('without JavaScript, the search button is hidden and /search explains why it cannot search', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs/intro');
    await expect(page.locator('.navbar')).toBeVisible();
    await expect(page.locator(BUTTON)).toBeHidden();
    await page.goto('/search?q=cache');
    // Playwright's text locators skip <noscript>; the rendered text does not.
    expect(await page.locator('main').innerText()).toContain('Search runs in the browser and needs JavaScript');
    await expect(page.getByRole('searchbox')).toBeHidden();
    await context.close();
  });
});

test.describe('before the page has started', () => {
  // The page's main bundle held back: the button is on screen well before React is.
  async function slowStart(page: Page): Promise<void> {
    await page.route('**/assets/js/main.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
  }

  // The early click is noted by a script that runs before any other (src/search/early-open.js), so the outcome
  // does not depend on timing; a few loads show that it holds load after load, not once.
  test('a click on the search button opens the modal, on each of 3 loads', async ({ tab: page }) => {
    await slowStart(page);
    for (let load = 1; load <= 3; load += 1) {
      await page.goto('/docs/intro', { waitUntil: 'commit' });
      await page.locator(BUTTON).click();
      expect(await page.evaluate(() => document.documentElement.dataset['hasHydrated']), `load ${load}: clicked before hydration`).not.toBe('true');
      await expect(page.locator(MODAL), `load ${load}`).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(INPUT)).toBeFocused();
    }
  });

  test('Ctrl+K opens the modal', async ({ tab: page }) => {
    await slowStart(page);
    await page.goto('/docs/intro', { waitUntil: 'commit' });
    await page.locator(BUTTON).waitFor();
    await page.keyboard.press('Control+k');
    await expect(page.locator(MODAL)).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('real matches only', () => {
  for (const query of ['zzqxwv', 'Ruby on Rails', 'Symfony']) {
    test(`"${query}" finds nothing, in the modal and on /search`, async ({ tab: page }) => {
      await openPage(page, `/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('status')).toHaveText('No results were found');
      await openModal(page);
      await search(page, query);
      await expect(page.locator('.DocSearch-NoResults')).toContainText(`No results for "${query}"`);
    });
  }

  for (const { typed, corrected, page: expected } of [
    { typed: 'subscriptoins', corrected: 'subscriptions', page: 'Subscriptions' },
    { typed: 'middelware', corrected: 'middleware', page: 'Middlewares' },
  ]) {
    test(`the misspelling "${typed}" still finds ${expected}`, async ({ tab: page }) => {
      await openPage(page, `/search?q=${typed}`);
      await expect(page.locator('.search-spelling-note')).toHaveText(`Showing results for ${corrected} — search instead for ${typed}`);
      await expect(page.locator('main ol > li h2', { hasText: new RegExp(`^${expected}$`) }).first()).toBeVisible();
    });
  }
});
