import { expect, test } from './tab';

// Options tables end in a Meaning column. On a desktop the whole table fits the docs column, so the meaning is
// read without scrolling sideways: code in cells wraps at its spaces (src/css/custom.css). Kept on one line,
// long types, defaults and examples pushed the Meaning column out of view. Not listed: the configuration,
// Cloudflare, autoload and pagination options, whose option names and defaults are single long tokens that
// still make those tables scroll sideways at 1280 px.
const PAGES_WITH_OPTIONS = [
  '/docs/reference/cli',
  '/docs/plugins/exec',
  '/docs/plugins/prisma',
  '/docs/plugins/writing-plugins',
  '/docs/extensions/caching',
];

for (const path of PAGES_WITH_OPTIONS) {
  test(`${path}: at 1280 px every Meaning column is in view`, async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const tables = page.locator('article .markdown table');
    await expect(tables.first()).toBeVisible();
    const hidden = await tables.evaluateAll((nodes) =>
      nodes.flatMap((table) => {
        const headers = Array.from(table.querySelectorAll('thead th'));
        const meaning = headers.at(-1);
        if (meaning?.textContent?.trim() !== 'Meaning') return [];
        const visibleRight = table.getBoundingClientRect().right;
        const overflow = Math.round(meaning.getBoundingClientRect().right - visibleRight);
        return overflow > 1 ? [`${headers.map((th) => th.textContent?.trim()).join(' | ')}: ${overflow} px out of view`] : [];
      }),
    );
    expect(hidden).toEqual([]);
  });
}

// On a phone the tables scroll sideways inside the page; a prose cell (a meaning, a description) keeps a readable
// width instead of one word a line (src/css/custom.css).
for (const path of ['/docs/reference/configuration', '/docs/reference/cli', '/docs/guides/input-directives']) {
  test(`${path}: at 390 px a prose cell keeps a readable width and the table scrolls inside the page`, async ({ tab: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const cells = await page.locator('article .markdown td').evaluateAll((tds) =>
      tds
        .filter((td) => (td.textContent ?? '').length > 80)
        .map((td) => ({ text: (td.textContent ?? '').slice(0, 40), width: Math.round(td.getBoundingClientRect().width) })),
    );
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((cell) => cell.width < 200)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
