import { expect, test } from '@playwright/test';
import { THEME_TOGGLE, waitForHydration } from './support';

test.describe('colour mode', () => {
  test('is dark on a first visit, with nothing stored', async ({ page }) => {
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

  test('the switch toggles light and dark, stores "theme" and survives a reload', async ({ page }) => {
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
});
