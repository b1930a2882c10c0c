import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

// Code blocks load Prism in their own chunk (src/theme/CodeBlock, plugins/lazy-highlighter).

/** Collects the text of every script the page downloads. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  return scripts;
}

const isHighlighter = (script: string) => script.includes('token-line');
const firstBlock = (page: Page) => page.locator('.theme-code-block').first();

test('a page opened directly shows highlighted code, and the copy button works once it has loaded', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts = collectScripts(page);
  await page.goto('/docs/guides/resolvers');
  await expect(firstBlock(page).locator('.token.keyword').first()).toBeVisible();
  await waitForHydration(page);
  await expect.poll(() => scripts.some(isHighlighter)).toBe(true);
  await firstBlock(page).hover();
  await firstBlock(page).getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(firstBlock(page).getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^type Book \{/);
});

test('a page reached in the browser shows its code highlighted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Guides', exact: true }).click();
  await page.locator('a.card[href="/docs/guides/resolvers"]').click();
  await expect(page).toHaveURL(/\/docs\/guides\/resolvers$/);
  await expect(firstBlock(page).locator('.token.keyword').first()).toBeVisible();
});

test('a page without code does not download the highlighter', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/search');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some(isHighlighter)).toBe(false);
});
