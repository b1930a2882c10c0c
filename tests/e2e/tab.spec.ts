import { expect, test, TAB_VIEWPORT } from './tab';

// The shared tab (tests/e2e/tab.ts) must not carry one test's changes into the next: these two run in order in one
// worker, so the second gets the tab the first left.
test.describe.serial('the shared tab', () => {
  let firstTab: unknown;

  test('lets a test change storage, routes, listeners and the viewport, and refuses init scripts', async ({ tab: page }) => {
    firstTab = page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/docs/intro', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>stand-in</h1>' }));
    page.on('console', () => {
      throw new Error('a listener of the previous test ran');
    });
    await page.goto('/docs/intro');
    await expect(page.locator('h1')).toHaveText('stand-in');
    await page.goto('/blog');
    await page.evaluate(() => {
      window.localStorage.setItem('theme', 'light');
      window.sessionStorage.setItem('left', 'behind');
    });
    expect(() => page.addInitScript(() => undefined)).toThrow(/Ask for `page` instead of `tab`/);
    expect(() => page.emulateMedia({ colorScheme: 'light' })).toThrow(/Ask for `page` instead of `tab`/);
  });

  test('gives the next test the same tab, blank, with none of those changes', async ({ tab: page }) => {
    expect(page).toBe(firstTab);
    expect(page.url()).toBe('about:blank');
    expect(page.viewportSize()).toEqual(TAB_VIEWPORT);
    expect((page as unknown as NodeJS.EventEmitter).listenerCount('console')).toBe(0);
    await page.goto('/docs/intro');
    await expect(page.locator('h1')).not.toHaveText('stand-in');
    await page.evaluate(() => console.log('no listener is left to throw'));
    expect(await page.evaluate(() => [window.localStorage.getItem('theme'), window.sessionStorage.getItem('left')])).toEqual([null, null]);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
