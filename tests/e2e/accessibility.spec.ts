import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support';

// One page of each type the site has; axe must find nothing on any of them, in either colour mode. Each page is
// checked with every rule in the default dark mode, then reloaded in light mode and checked again with the rules
// whose answer depends on the colours (contrast, links told apart from text by colour) and on which images show.
// The other rules read the markup, which is the same in both modes, and would only spend the time twice.
const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '/',
  doc: '/docs/intro',
  'guide with typed samples': '/docs/guides/resolvers',
  'category index': '/docs/category/guides',
  'blog list': '/blog',
  search: '/search',
  'not found': '/no-such-page',
};

const RULES_THAT_READ_COLOURS = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

async function expectNoViolationsInEitherMode(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page), 'dark mode').toEqual([]);
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await axeViolations(page, RULES_THAT_READ_COLOURS), 'light mode').toEqual([]);
}

for (const [type, path] of Object.entries(PAGE_TYPES)) {
  test(`${type} (${path}) has no violations in dark or light mode`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolationsInEitherMode(page);
  });
}

test('blog post has no violations in dark or light mode', async ({ page }) => {
  await page.goto('/blog');
  const firstPost = page.locator('article h2 a').first();
  await page.goto((await firstPost.getAttribute('href')) ?? '/blog');
  await expectNoViolationsInEitherMode(page);
});
