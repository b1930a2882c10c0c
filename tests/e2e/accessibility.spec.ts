import { expectAccessibleInBothModes } from './support';
import { test } from './tab';

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

for (const [type, path] of Object.entries(PAGE_TYPES)) {
  test(`${type} (${path}) has no violations in dark or light mode`, async ({ tab: page }) => {
    await page.goto(path);
    await expectAccessibleInBothModes(page);
  });
}

test('blog post has no violations in dark or light mode', async ({ tab: page }) => {
  await page.goto('/blog');
  const firstPost = page.locator('article h2 a').first();
  await page.goto((await firstPost.getAttribute('href')) ?? '/blog');
  await expectAccessibleInBothModes(page);
});
