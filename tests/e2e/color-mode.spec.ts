import { readPolicyViolations, THEME_TOGGLE, waitForHydration } from './support';
import { expect, test } from './tab';

test.describe('colour mode', () => {
  test('is dark on a first visit, with nothing stored', async ({ tab: page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
  });

  test('ignores the operating-system preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('the switch toggles light and dark, stores "theme" and survives a reload', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    await page.locator(THEME_TOGGLE).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await waitForHydration(page);
    await page.locator(THEME_TOGGLE).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  });

  test('another open tab follows the change', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/docs/intro');
    await waitForHydration(first);
    await waitForHydration(second);
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await first.locator(THEME_TOGGLE).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  // The theme copies the stored value into <html data-theme> unchecked; plugins/color-mode-guard drops a damaged one.
  for (const stored of ['LIGHT', 'null', 'system', 'light ', '<b>x</b>']) {
    test(`a damaged stored value (${JSON.stringify(stored)}) gives way to the default, dark`, async ({ tab: page }) => {
      const violations = () => readPolicyViolations(page);
      await page.goto('/docs/getting-started/installation');
      await page.evaluate((value) => window.localStorage.setItem('theme', value), stored);
      await page.reload();
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(html).toHaveAttribute('data-theme-choice', 'dark');
      expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
      // What a damaged value hid: the logo, the toggle's icon and the code blocks' colours.
      await expect(page.locator('.navbar__logo img:visible')).toHaveCount(1);
      await expect(page.locator(`${THEME_TOGGLE} svg:visible`)).toHaveCount(1);
      const background = await page.locator('.theme-code-block').first().evaluate((block) => getComputedStyle(block).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      await waitForHydration(page);
      await page.locator(THEME_TOGGLE).click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(page.locator(`${THEME_TOGGLE} svg:visible`)).toHaveCount(1);
      expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
      expect(await violations()).toEqual([]);
    });
  }
});
