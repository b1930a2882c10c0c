import { expect, test } from '@playwright/test';

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
  test(`${path}: at 1280 px every Meaning column is in view`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    const tables = page.locator('article .markdown table');
    await expect(tables.first()).toBeVisible();
    const hidden = await tables.evaluateAll((nodes) =>
      nodes.flatMap((table) => {
        const headers = [...table.querySelectorAll('thead th')];
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
