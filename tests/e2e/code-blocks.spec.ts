import { expect, test, type Page } from '@playwright/test';
import { darkPalette, lightPalette } from '../../config/prism';
import { presetColorMode, waitForHydration } from './support';

// Prerendered code blocks keep their highlighted HTML, coloured by CSS custom properties for either mode, so a
// page opened directly never downloads Prism; blocks that first appear in the browser load it in its own chunk
// (src/theme/CodeBlock, plugins/lazy-highlighter, plugins/code-theme).

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

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('a page opened directly keeps its highlighted code and never downloads the highlighter', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const scripts = collectScripts(page);
  await page.goto('/docs/guides/resolvers');
  const keyword = firstBlock(page).locator('.token.keyword').first();
  await expect(keyword).toBeVisible();
  const prerendered = await keyword.elementHandle();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some(isHighlighter)).toBe(false);
  // The very element the server sent is still in the document: nothing re-rendered it.
  expect(await prerendered?.evaluate((element) => element.isConnected)).toBe(true);
  await firstBlock(page).hover();
  await firstBlock(page).getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(firstBlock(page).getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^enum BookFormat \{/);
});

for (const [mode, palette] of [
  ['light', lightPalette],
  ['dark', darkPalette],
] as const) {
  test(`prerendered code has the ${mode} colours in ${mode} mode, and the other's after switching`, async ({
    page,
  }) => {
    await presetColorMode(page, mode);
    await page.goto('/docs/guides/resolvers');
    const keyword = firstBlock(page).locator('.token.keyword').first();
    const colour = () => keyword.evaluate((element) => getComputedStyle(element).color);
    const background = () =>
      firstBlock(page)
        .locator('pre')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await colour()).toBe(rgb(palette.keyword));
    expect(await background()).toBe(rgb(palette.background));
    await waitForHydration(page);
    const [otherMode, other] = mode === 'light' ? (['dark', darkPalette] as const) : (['light', lightPalette] as const);
    await page.evaluate((next) => document.documentElement.setAttribute('data-theme', next), otherMode);
    expect(await colour()).toBe(rgb(other.keyword));
  });
}

test('code in tabs stays highlighted without the highlighter, in the tab the reader chose before', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('docusaurus.tab.npm2yarn', 'pnpm'));
  const scripts = collectScripts(page);
  await page.goto('/docs/getting-started/installation');
  await waitForHydration(page);
  const tabs = page.locator('.tabs-container').first();
  const shown = tabs.locator('[role="tabpanel"]:not([hidden])');
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText('pnpm');
  await expect(shown.locator('.token').first()).toBeVisible();
  await expect(shown.locator('pre')).toContainText('pnpm');
  await tabs.getByRole('tab', { name: 'Yarn' }).click();
  await expect(shown.locator('pre')).toContainText('yarn');
  await expect(shown.locator('.token').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some(isHighlighter)).toBe(false);
});

test('the word-wrap button wraps a prerendered block', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/guides/resolvers');
  await waitForHydration(page);
  // The first block wide enough to scroll at this width: only those get a word-wrap button.
  const block = page
    .locator('.theme-code-block')
    .filter({ has: page.getByRole('button', { name: 'Toggle word wrap' }) })
    .first();
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  const code = block.locator('pre code');
  const overflows = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  expect(await overflows()).toBe(true);
  await block.hover();
  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await overflows()).toBe(false);
});

test('a page reached in the browser loads the highlighter and shows its code highlighted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = collectScripts(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Guides', exact: true }).click();
  await page.locator('a.card[href="/docs/guides/resolvers"]').click();
  await expect(page).toHaveURL(/\/docs\/guides\/resolvers$/);
  await expect(firstBlock(page).locator('.token.keyword').first()).toBeVisible();
  await expect.poll(() => scripts.some(isHighlighter)).toBe(true);
});

test('a page without code does not download the highlighter', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/search');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some(isHighlighter)).toBe(false);
});
