import { presetStorage, THEME_TOGGLE, waitForHydration, watchPage } from './support';
import { expect, test } from './tab';

/**
 * Problems but the console error Chromium logs for a document the host answered with 404, and requests a
 * navigation cut short (the page left for the address's route, or the test's next page).
 */
const unexpected = (errors: readonly string[]) =>
  errors.filter((error) => !error.includes('the server responded with a status of 404') && !error.includes('(net::ERR_ABORTED)'));

async function introHeading(page: import('@playwright/test').Page): Promise<string> {
  await page.goto('/docs/intro');
  return (await page.locator('article h1').first().innerText()).trim();
}

test.describe('routing', () => {
  test('/docs redirects to /docs/intro', async ({ tab: page }) => {
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('/docs is a real HTML redirect, so it works without JavaScript', async ({ browser, request }) => {
    const response = await request.get('/docs');
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/http-equiv="refresh" content="0; url=\/docs\/intro"/);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/docs');
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await context.close();
  });

  // Extensions and Plugins each have one landing page, their index doc; the former generated indexes point there.
  for (const [from, to] of [
    ['/docs/category/extensions', '/docs/extensions'],
    ['/docs/category/plugins', '/docs/plugins'],
  ] as const) {
    test(`${from} is a real HTML redirect to ${to}`, async ({ browser, request }) => {
      const response = await request.get(from);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(new RegExp(`http-equiv="refresh" content="0; url=${to}"`));
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await context.close();
    });
  }

  for (const path of ['/docs/category/getting-started', '/docs/category/guides', '/docs/known-issues', '/docs/faq']) {
    test(`${path} is a docs page with the sidebar`, async ({ tab: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    });
  }

  // A host serves /docs/intro.html and /docs/intro/ from intro.html, or answers 404 (/docs/intro/index.html here).
  for (const suffix of ['.html', '/index.html', '/', '.html/']) {
    test(`/docs/intro${suffix} shows the intro page at /docs/intro, without a hydration error`, async ({ tab: page, baseURL }) => {
      const heading = await introHeading(page);
      const problems = watchPage(page, baseURL ?? '');
      await page.goto(`/docs/intro${suffix}`);
      await expect(page).toHaveURL(/\/docs\/intro$/);
      await waitForHydration(page);
      await expect(page.locator('article h1').first()).toHaveText(heading);
      await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
      expect(unexpected(problems.errors)).toEqual([]);
    });
  }

  test('/docs/api/core/index.html, which no file answers, shows the package page /docs/api/core', async ({ tab: page, baseURL }) => {
    const problems = watchPage(page, baseURL ?? '');
    await page.goto('/docs/api/core/index.html');
    await expect(page).toHaveURL(/\/docs\/api\/core$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('@baeta/core');
    expect(unexpected(problems.errors)).toEqual([]);
  });

  test('/docs/api/core/root.html and /docs/api/core/root/ show the root entry point at /docs/api/core/root', async ({ tab: page, baseURL }) => {
    const problems = watchPage(page, baseURL ?? '');
    for (const address of ['/docs/api/core/root.html', '/docs/api/core/root/']) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/docs\/api\/core\/root$/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('index');
    }
    expect(unexpected(problems.errors)).toEqual([]);
  });

  for (const path of ['/no-such-page', '/docs/no-such-page']) {
    test(`${path} shows the not-found page without a sidebar`, async ({ tab: page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
    });
  }

  test('a link with a hash scrolls to its target, and other links scroll to the top', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const tocLinks = page.locator('.table-of-contents a');
    const lastLink = tocLinks.last();
    const hash = (await lastLink.getAttribute('href')) ?? '';
    expect(hash).toMatch(/^#./);
    await lastLink.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(page.locator(hash)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Opening an address with a hash lands on the heading too.
    await page.goto(`/docs/intro${hash}`);
    await waitForHydration(page);
    await expect(page.locator(hash)).toBeInViewport();

    // A plain link to another page starts at the top.
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/docs\/intro/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('docs version', () => {
  test('a saved unknown docs version is cleared', async ({ tab: page }) => {
    await presetStorage(page, { 'docs-preferred-version-default': 'v0.0-unknown' });
    expect(await page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'))).toBe('v0.0-unknown');
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default')))
      .toBeNull();
  });
});

test.describe('browser storage unavailable', () => {
  test('pages still render and work; Docusaurus only warns', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('Storage is disabled', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator(THEME_TOGGLE).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/docs\/intro/);
    expect(errors).toEqual([]);
    expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);
  });
});

test.describe('prefetching', () => {
  test('links load their page only when the reader shows intent, not when they scroll into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/guides/resolvers');
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    const chunk = page.waitForRequest((request) => request.resourceType() === 'script');
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Introduction' }).hover();
    await chunk;
  });
});
