import type { BrowserContext, Page } from '@playwright/test';
import { waitForHydration } from './support';
import { expect, test } from './tab';

// Search that recovers (issue 46): a file of the local index that fails once, or a request that never answers,
// is reported with Try again, and Try again or the next query loads it afresh; a handled failure leaves no
// uncaught error. Pagefind fetches from its worker, which only the context's routes see; the shared tab's context
// drops them when a test ends (tests/e2e/tab.ts).

const HIT = '.DocSearch-Hit';
const ERROR_SCREEN = '.DocSearch-ErrorScreen';

/** Uncaught errors, and console errors other than a failed request's own line and Pagefind's report of a chunk. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    const handled = /^Failed to load resource|^Failed to load the index chunk /.test(text);
    if (message.type() === 'error' && !handled) errors.push(`console: ${text}`);
  });
  return errors;
}

async function openModal(page: Page): Promise<void> {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('.DocSearch-Button').click();
}

// Each file Pagefind starts with, failing as a server or network fails, until the failure is on screen.
const STARTS = [
  { file: 'its runtime (404)', pattern: '**/pagefind/pagefind.js*', fail: { status: 404 } },
  { file: 'its WebAssembly (connection reset)', pattern: '**/pagefind/wasm.*.pagefind', fail: 'connectionreset' },
  { file: 'its metadata (503)', pattern: '**/pagefind/pagefind.*.pf_meta', fail: { status: 503 } },
  { file: 'its entry (503)', pattern: '**/pagefind/pagefind-entry.json*', fail: { status: 503 } },
] as const;

/** Fails every request for `pattern` until the returned function is called (the network is back). */
async function fail(context: BrowserContext, pattern: string, how: (typeof STARTS)[number]['fail']): Promise<() => Promise<void>> {
  await context.route(pattern, (route) => (typeof how === 'string' ? route.abort(how) : route.fulfill({ status: how.status, body: 'unavailable' })));
  return () => context.unroute(pattern);
}

test.describe('a file the index starts with fails, then the network is back', () => {
  for (const { file, pattern, fail: how } of STARTS) {
    test(`${file}: the modal says so, then Try again and a new query load it again`, async ({ tab: page }) => {
      const context = page.context();
      const errors = watchErrors(page);
      let restore = await fail(context, pattern, how);
      await openModal(page);
      await page.locator('.DocSearch-Input').fill('resolvers');
      await expect(page.locator(ERROR_SCREEN)).toContainText('Unable to fetch results');
      await restore();
      await page.locator(ERROR_SCREEN).getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator(`${HIT} .DocSearch-Hit-title`).first()).toHaveText('Resolvers');
      await expect(page.locator(ERROR_SCREEN)).toHaveCount(0);

      // The same once more, recovering by a new query rather than Try again.
      await page.reload();
      await waitForHydration(page);
      restore = await fail(context, pattern, how);
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('resolvers');
      await expect(page.locator(ERROR_SCREEN)).toContainText('Unable to fetch results');
      await restore();
      await page.locator('.DocSearch-Input').fill('middlewares');
      await expect(page.locator(`${HIT} .DocSearch-Hit-title`).first()).toHaveText('Middlewares');
      expect(errors).toEqual([]);
    });

    test(`${file}: /search says so, and Try again loads it again`, async ({ tab: page }) => {
      const context = page.context();
      const errors = watchErrors(page);
      const restore = await fail(context, pattern, how);
      await page.goto('/search?q=resolvers');
      const status = page.getByRole('status');
      await expect(status).toContainText('Unable to fetch results');
      await restore();
      await status.getByRole('button', { name: 'Try again' }).click();
      await expect(status).toHaveText(/documents? found/);
      await expect(page.locator('main ol > li h2').first()).toHaveText('Resolvers');
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a request that never answers', () => {
  // Within the client's bound (six seconds) and the time the page takes to load.
  const BOUND = 12_000;

  test('the modal stops waiting, says it cannot fetch results, and Try again works once the index answers', async ({ tab: page }) => {
    const context = page.context();
    const errors = watchErrors(page);
    await context.route('**/pagefind/index/*.pf_index', () => undefined);
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('resolvers');
    await expect(page.locator(ERROR_SCREEN)).toContainText('Unable to fetch results', { timeout: BOUND });
    await expect(page.locator('.DocSearch-LoadingIndicator')).toBeHidden();
    await context.unroute('**/pagefind/index/*.pf_index');
    await page.locator(ERROR_SCREEN).getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(`${HIT} .DocSearch-Hit-title`).first()).toHaveText('Resolvers');
    expect(errors).toEqual([]);
  });

  test('/search stops waiting, says it cannot fetch results, and Try again works once the index answers', async ({ tab: page }) => {
    const context = page.context();
    const errors = watchErrors(page);
    await context.route('**/pagefind/index/*.pf_index', () => undefined);
    await page.goto('/search?q=resolvers');
    const status = page.getByRole('status');
    await expect(status).toContainText('Unable to fetch results', { timeout: BOUND });
    await context.unroute('**/pagefind/index/*.pf_index');
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect(status).toHaveText(/documents? found/);
    expect(errors).toEqual([]);
  });
});

test.describe('a failed chunk or fragment is handled without an uncaught error', () => {
  for (const [part, pattern] of [
    ['an index chunk', '**/pagefind/index/*.pf_index'],
    ['a page fragment', '**/pagefind/fragment/*.pf_fragment'],
  ] as const) {
    test(`${part}, in the modal and on /search`, async ({ tab: page }) => {
      const context = page.context();
      const errors = watchErrors(page);
      await context.route(pattern, (route) => route.abort('connectionreset'));
      await openModal(page);
      await page.locator('.DocSearch-Input').pressSequentially('resolvers', { delay: 30 });
      await expect(page.locator(ERROR_SCREEN)).toContainText('Unable to fetch results');
      await page.goto('/search?q=resolvers');
      await expect(page.getByRole('status')).toContainText('Unable to fetch results');
      expect(errors).toEqual([]);
    });
  }
});
