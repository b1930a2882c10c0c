import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { presetColorMode, waitForHydration } from './support';

// One page of each type the site has; axe must find nothing on any of them, in either colour mode.
const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '/',
  doc: '/docs/intro',
  'guide with typed samples': '/docs/guides/resolvers',
  'category index': '/docs/category/guides',
  'blog list': '/blog',
  search: '/search',
  'not found': '/no-such-page',
};

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

for (const mode of ['dark', 'light'] as const) {
  test.describe(`axe in ${mode} mode`, () => {
    for (const [type, path] of Object.entries(PAGE_TYPES)) {
      test(`${type} (${path}) has no violations`, async ({ page }) => {
        await presetColorMode(page, mode);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test(`blog post has no violations`, async ({ page }) => {
      await presetColorMode(page, mode);
      await page.goto('/blog');
      const firstPost = page.locator('article h2 a').first();
      await page.goto((await firstPost.getAttribute('href')) ?? '/blog');
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
