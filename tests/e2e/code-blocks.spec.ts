import type { Page } from '@playwright/test';
import { darkPalette, lightPalette } from '../../config/code-theme';
import { presetColorMode, presetStorage, waitForHydration } from './support';
import { expect, test } from './tab';

// Code is highlighted when the site is built (plugins/code-blocks): no highlighter reaches the browser, colours
// are classes whose custom properties each mode sets, and TypeScript samples show their types on hover, focus
// or tap (src/theme/CodeBlock/Content, src/css/code-blocks.css).

/** Collects the text of every script the page downloads. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  return scripts;
}

// Prism's tokenizer and prism-react-renderer's render-prop component, as minified builds still name them.
const isHighlighter = (script: string) => /\btokenize\b|token-line|getTokenProps/.test(script);
const firstBlock = (page: Page) => page.locator('.theme-code-block').first();

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('a page with code is highlighted without downloading any highlighter, also after client navigation', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Guides', exact: true }).click();
  await page.locator('a.card[href="/docs/category/guides/schema-and-resolvers"]').click();
  await page.locator('a.card[href="/docs/guides/resolvers"]').click();
  await expect(page).toHaveURL(/\/docs\/guides\/resolvers$/);
  await expect(firstBlock(page).locator('.tk-keyword').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.some(isHighlighter)).toBe(false);
});

test("a prerendered page's markup comes only in its HTML; after client navigation, as the page's table", async ({ page }) => {
  const scripts = collectScripts(page);
  const tables: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/code/')) tables.push(request.url());
  });
  // A page of the same sidebar group as Resolvers, so the link to it is on screen.
  await page.goto('/docs/guides/parent-types');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  // Hydration keeps the prerendered markup; no script carries it and nothing is fetched for it.
  await expect(page.locator('.theme-code-block pre.language-ts .tk-keyword').first()).toBeVisible();
  expect(await page.locator('.theme-code-block .twoslash-hover').count()).toBeGreaterThan(10);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /class=\\?"tk-keyword/.test(script))).toEqual([]);
  expect(tables).toEqual([]);
  // A full page load would bring the markup in the HTML again; the table is only for client-side navigation.
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Resolvers', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/guides\/resolvers$/);
  await expect(firstBlock(page).locator('.tk-keyword').first()).toBeVisible();
  await expect(page.locator('.theme-code-block .twoslash-hover').first()).toBeAttached();
  expect(documents, 'the sidebar link reloaded the page instead of navigating in the client').toEqual([]);
  await expect.poll(() => tables.length).toBe(1);
  expect(tables[0]).toMatch(/\/assets\/code\/[0-9a-f]{12}\.json$/);
});

for (const [mode, palette] of [
  ['light', lightPalette],
  ['dark', darkPalette],
] as const) {
  test(`code has the ${mode} colours in ${mode} mode, and the other's after switching`, async ({ tab: page }) => {
    await presetColorMode(page, mode);
    await page.goto('/docs/guides/resolvers');
    const keyword = firstBlock(page).locator('.tk-keyword').first();
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

test('hovering an identifier of a guide sample shows its type, in a popup the block does not clip', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const tables: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/code/')) tables.push(request.url());
  });
  await page.goto('/docs/guides/resolvers');
  await waitForHydration(page);
  // Popups are not part of the page: their table is fetched when the reader first points at a sample.
  expect(await page.locator('.twoslash-popup-container').count()).toBe(0);
  expect(tables).toEqual([]);
  const block = page.locator('.theme-code-block').filter({ hasText: 'Record<BookOrder' }).first();
  const token = block.locator('.twoslash-hover', { hasText: /^compare/ }).first();
  await token.scrollIntoViewIfNeeded();
  await token.hover();
  const popup = token.locator('.twoslash-popup-container');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveText(/^const compare: Record<"TITLE" | "NEWEST", \(a: BookRow, b: BookRow\) => number>/);
  expect(tables).toHaveLength(1);
  // Whatever lies at the popup's centre is the popup: neither the scrolling block nor anything else covers it.
  const box = await popup.boundingBox();
  expect(box).not.toBeNull();
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.twoslash-popup-container') !== null,
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  expect(onTop).toBe(true);
});

test('a block off screen skips rendering until it nears the viewport, and keeps a height close to its own', async ({ tab: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/guides/testing');
  await waitForHydration(page);
  const last = page.locator('pre.code-block').last();
  // checkVisibility with contentVisibilityAuto is false while content-visibility: auto skips the element's contents.
  const rendered = () => last.evaluate((pre) => pre.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
  expect(await rendered()).toBe(false);
  const estimated = await last.evaluate((pre) => pre.getBoundingClientRect().height);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(rendered).toBe(true);
  const actual = await last.evaluate((pre) => pre.getBoundingClientRect().height);
  // The estimate comes from the line count (--code-lines): within a fifth of the block's real height.
  expect(Math.abs(actual - estimated) / actual).toBeLessThan(0.2);
});

test('a type popup opens on keyboard focus and describes its token', async ({ tab: page }) => {
  await page.goto('/docs/guides/resolvers');
  await waitForHydration(page);
  // Pinned: which tokens are ":visible" changes as blocks near the viewport are rendered (content-visibility),
  // so a re-evaluated `:visible` locator could name another token once focus has scrolled the page.
  await page.locator('.twoslash-hover:visible').first().evaluate((element) => element.setAttribute('data-token-under-test', ''));
  const token = page.locator('[data-token-under-test]');
  await token.focus();
  await expect(token).toBeFocused();
  const popup = token.locator('.twoslash-popup-container');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAttribute('role', 'tooltip');
  expect(await token.getAttribute('aria-describedby')).toBe(await popup.getAttribute('id'));
  await page.keyboard.press('Tab');
  await expect(popup).toBeHidden();
});

test('at 390 px a tap opens a type popup inside the viewport, and the page does not scroll sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/docs/guides/resolvers');
  await waitForHydration(page);
  // A token far to the right in its line, whose popup would run off the screen if placed at the token.
  const token = page.locator('.twoslash-hover', { hasText: /^localeCompare/ }).first();
  await token.scrollIntoViewIfNeeded();
  await token.tap();
  const popup = token.locator('.twoslash-popup-container');
  await expect(popup).toBeVisible();
  const box = await popup.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});

test("the tutorial's deliberate mistakes show the compiler's messages inline", async ({ tab: page }) => {
  await page.goto('/docs/getting-started/first-module');
  const block = page.locator('.theme-code-block').filter({ hasText: 'scratch.ts' });
  const errors = block.locator('.twoslash-error-line');
  await expect(errors).toHaveCount(2);
  await expect(errors.filter({ hasText: /Property 'isbn' does not exist on type/ })).toHaveCount(1);
  await expect(errors.filter({ hasText: /is not assignable to parameter of type/ })).toHaveCount(1);
  // The annotation that asks for them is not shown.
  await expect(block).not.toContainText('@errors');
});

test('the copy button copies the plain code, without hover text or annotations', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/getting-started/first-module');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({ hasText: 'scratch.ts' });
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^import \{ getBookModule \} from '\.\/typedef\.ts';\n\nconst \{ Query \} = getBookModule\(\);\n/);
  expect(copied).not.toContain('@errors');
  expect(copied).not.toContain('function getBookModule');
  expect(copied).not.toContain('Property');
});

test('code in tabs is highlighted in the tab the reader chose before', async ({ tab: page }) => {
  await presetStorage(page, { 'docusaurus.tab.npm2yarn': 'pnpm' });
  await page.goto('/docs/getting-started/installation');
  await waitForHydration(page);
  const tabs = page.locator('.tabs-container').first();
  const shown = tabs.locator('[role="tabpanel"]:not([hidden])');
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText('pnpm');
  await expect(shown.locator('pre [class^="tk-"]').first()).toBeVisible();
  await expect(shown.locator('pre')).toContainText('pnpm');
  await tabs.getByRole('tab', { name: 'Yarn' }).click();
  await expect(shown.locator('pre')).toContainText('yarn');
  await expect(shown.locator('pre [class^="tk-"]').first()).toBeVisible();
});

test('a magic comment highlights its line in a typed sample and is neither shown nor copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/getting-started/first-module');
  await waitForHydration(page);
  const block = page.locator('.theme-code-block').filter({ hasText: 'book.resolvers.ts' }).first();
  const highlighted = block.locator('.line.theme-code-block-highlighted-line');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toContainText('?? null');
  await expect(block).not.toContainText('highlight-next-line');
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('  return books.find((book) => book.id === args.id) ?? null;');
  expect(copied).not.toContain('highlight-next-line');
});

test('the word-wrap button wraps a block', async ({ tab: page }) => {
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

test('every block that scrolls gets a word-wrap button, also one far down the page and one in a tab shown later', async ({ page }) => {
  // Blocks away from the viewport are not laid out when the page loads (content-visibility), so each is measured
  // again as it nears the viewport (src/theme/CodeBlock/Content); a block in a hidden tab is measured when shown.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/migration/from-apollo-server');
  await waitForHydration(page);
  const devInstall = page.locator('.tabs-container').filter({ hasText: '--save-dev @baeta/cli' });
  const shown = devInstall.locator('[role=tabpanel]:not([hidden]) .theme-code-block');
  const wrapButton = shown.getByRole('button', { name: 'Toggle word wrap', includeHidden: true });
  expect(await devInstall.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight * 2)).toBe(true);
  await devInstall.scrollIntoViewIfNeeded();
  await expect(shown).toContainText('npm install --save-dev');
  // Until the browser lays the block out, it measures as not scrolling: wait for the layout, as the page does.
  await expect.poll(() => shown.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
  await expect(wrapButton).toHaveCount(1);
  await devInstall.getByRole('tab', { name: 'Yarn', exact: true }).click();
  await expect(shown).toContainText('yarn add --dev');
  await expect(wrapButton).toHaveCount(1);
});

test('the home page showcase is highlighted and typed', async ({ tab: page }) => {
  await page.goto('/');
  // Popups open from a handler React attaches on hydration; a hover before it is lost (CI run of 35e44bb).
  await waitForHydration(page);
  const resolvers = page.locator('.theme-code-block').filter({ hasText: 'book.resolvers.ts' });
  await expect(resolvers.locator('.tk-keyword').first()).toBeVisible();
  const args = resolvers.locator('.twoslash-hover', { hasText: /^args/ }).first();
  await args.hover();
  await expect(args.locator('.twoslash-popup-container')).toContainText('args: QueryBookArgs');
});
