import { waitForHydration } from './support';
import { expect, test } from './tab';

test.describe('home page', () => {
  test('shows the name, the pitch and calls to action', async ({ tab: page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Baeta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/docs/getting-started/installation',
    );
    await expect(page.getByRole('link', { name: 'Read the introduction' })).toHaveAttribute('href', '/docs/intro');
    for (const feature of ['Schema-first', 'Modular', 'Type-safe', 'Extensible']) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByText('src/modules/book/book.gql')).toBeVisible();
  });

  test('home and introduction link the ways in: Quick start, Integrations, the migration guides and the comparison', async ({ tab: page }) => {
    await page.goto('/');
    const main = page.locator('main');
    const waysIn = {
      'Quick start': '/docs/getting-started/quick-start',
      Integrations: '/docs/integrations',
      'Apollo Server': '/docs/migration/from-apollo-server',
      'GraphQL Modules': '/docs/migration/from-graphql-modules',
      'how Baeta compares': '/docs/migration/compared-with',
    };
    for (const [name, href] of Object.entries(waysIn)) {
      await expect(main.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
    }

    await page.goto('/docs/intro');
    const article = page.locator('article');
    for (const href of Object.values(waysIn)) {
      await expect(article.locator(`a[href="${href}"]`).first(), `the introduction links ${href}`).toBeVisible();
    }
  });

  test('the package-manager choice is remembered and shared with the docs', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const install = page.locator('section', { has: page.getByRole('heading', { name: 'Start a project' }) });
    await install.getByRole('tab', { name: 'pnpm' }).click();
    await expect(install.locator('[role="tabpanel"]:not([hidden])')).toContainText('pnpm create baeta');
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.tab.npm2yarn'))).toBe('pnpm');

    await page.goto('/docs/getting-started/installation');
    await waitForHydration(page);
    const selected = page.locator('[role="tab"][aria-selected="true"]').first();
    await expect(selected).toHaveText('pnpm');
  });

  test('fits a 360 px screen without sideways scrolling', async ({ tab: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
