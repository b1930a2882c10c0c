import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SET_ASIDE } from '../../plugins/api-reference/reexports';
import { waitForHydration, watchPage } from './support';
import { expect, test } from './tab';

// The expected public surface: one route a line under /docs/api (a copy of the project's API inventory).
const inventory = readFileSync(join(__dirname, '../fixtures/api-inventory.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/**
 * A meta tag's content in minified HTML, where an attribute value is quoted with ' if it holds a " and loses
 * its quotes if it holds no space.
 */
function metaContent(html: string, attribute: string, name: string): string | undefined {
  const match = new RegExp(`<meta[^>]*\\b${attribute}="?${name}"?[\\s>][^>]*\\bcontent=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(html);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The files a static host could serve for /docs/api/<route>: <route>.html and <route>/index.html. With both, which
 * one a reader gets depends on the host.
 */
function filesOf(route: string): string[] {
  return [`build/docs/api/${route}.html`, `build/docs/api/${route}/index.html`].filter((file) => existsSync(file));
}

/** The address a redirect page sends the reader to, or undefined for a page. */
function redirectTarget(html: string): string | undefined {
  return /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html)?.[1];
}

/** The route under /docs/api of the page an inventory route shows: itself, or where its redirect page leads. */
function pageRouteOf(route: string): string {
  const [file] = filesOf(route);
  const target = file ? redirectTarget(readFileSync(file, 'utf8')) : undefined;
  return target ? target.replace(/^\/docs\/api\//, '') : route;
}

test.describe('API reference', () => {
  test('every route of the inventory is one file on a static host: its page, or a redirect to its page', () => {
    expect(inventory.length).toBeGreaterThan(400);
    const problems: string[] = [];
    for (const route of inventory) {
      const files = filesOf(route);
      if (files.length !== 1) {
        problems.push(`${route}: ${files.length} files (${files.join(', ')})`);
        continue;
      }
      const target = redirectTarget(readFileSync(files[0] as string, 'utf8'));
      if (target && filesOf(target.replace(/^\/docs\/api\//, '')).length !== 1) problems.push(`${route}: redirects to ${target}, which is no page`);
    }
    expect(problems).toEqual([]);
  });

  test('no address is written both as x.html and x/index.html', () => {
    const both = readdirSync('build', { recursive: true, encoding: 'utf8' })
      .map((path) => path.replaceAll('\\', '/'))
      .filter((path) => path.endsWith('/index.html') && existsSync(join('build', `${path.slice(0, -'/index.html'.length)}.html`)));
    expect(both).toEqual([]);
  });

  test("a package's root entry point has its page at /docs/api/<package>/root, and its old address leads there", async ({ tab: page, baseURL }) => {
    const problems = watchPage(page, baseURL ?? '');
    for (const address of ['/docs/api/core/index', '/docs/api/core/index/']) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/docs\/api\/core\/root$/);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('index');
      await expect(page.locator('article').getByRole('link', { name: 'createApplication', exact: true }).first()).toHaveAttribute(
        'href',
        '/docs/api/core/index/functions/createApplication',
      );
    }
    await page.goto('/docs/api/core');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('@baeta/core');
    // A redirect page that moves on before it finished loading shows as its own aborted request: that is the redirect.
    const redirectAborted = /^request failed: \S+\/docs\/api\/core\/index\/? \(net::ERR_ABORTED\)$/;
    expect(problems.errors.filter((error) => !redirectAborted.test(error))).toEqual([]);
  });

  test('every API page is described by whole sentences, in its meta description and its social card text', async ({ request }) => {
    const cut: string[] = [];
    for (const route of inventory.map(pageRouteOf)) {
      const html = await (await request.get(`/docs/api/${route}`)).text();
      const description = metaContent(html, 'name', 'description');
      const og = metaContent(html, 'property', 'og:description');
      // Whole sentences end with a full stop (or ! ? :), or with a closing bracket or a URL after one.
      if (!description || description !== og || !/([.!?:)]|https:\/\/\S+)$/.test(description)) cut.push(`${route}: ${description ?? '(none)'}`);
    }
    expect(cut).toEqual([]);
  });

  test('/docs/api lists every package, grouped, with a description', async ({ tab: page }) => {
    await page.goto('/docs/api');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
    const groups = ['Core', 'CLI and tooling', 'Extensions', 'Cache stores', 'Plugins', 'Subscriptions', 'Utilities'];
    await expect(page.locator('article h2')).toHaveText(groups);
    const packages = [...new Set(inventory.map((route) => route.split('/')[0]))];
    const rows = page.locator('article table tbody tr');
    await expect(rows).toHaveCount(packages.length);
    for (const name of packages) {
      const link = page.locator(`article table a[href="/docs/api/${name}"]`);
      await expect(link).toHaveCount(1);
    }
    for (const description of await page.locator('article table tbody tr td:nth-child(3)').allInnerTexts()) {
      expect(description.trim().length).toBeGreaterThan(20);
    }
  });

  test('a package with subpath exports has a page per entry point', async ({ tab: page }) => {
    await page.goto('/docs/api/core');
    await waitForHydration(page);
    await expect(page.locator('article').getByRole('link', { name: 'index', exact: true })).toHaveAttribute(
      'href',
      '/docs/api/core/root',
    );
    await expect(page.locator('article').getByRole('link', { name: 'sdk', exact: true })).toHaveAttribute(
      'href',
      '/docs/api/core/sdk',
    );
  });

  test('a function page shows its signature, parameters and an example', async ({ tab: page }) => {
    await page.goto('/docs/api/core/index/functions/createApplication');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/createApplication/);
    const article = page.locator('article');
    await expect(article.locator('pre').first()).toContainText('createApplication');
    await expect(article.getByRole('heading', { name: 'Parameters' })).toBeVisible();
    await expect(article.getByRole('heading', { name: /Example/ })).toBeVisible();
  });

  test('class and interface pages describe their members', async ({ tab: page }) => {
    await page.goto('/docs/api/errors/classes/ForbiddenError');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ForbiddenError/);
    await expect(page.locator('article').getByRole('heading', { name: 'Constructors' })).toBeVisible();

    await page.goto('/docs/api/extension-auth/interfaces/AuthOptions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/AuthOptions/);
    await expect(page.locator('article table').first()).toBeVisible();
  });

  test('the sidebar has an API category with one collapsed category per package', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/api');
    await waitForHydration(page);
    const api = page.locator('.theme-doc-sidebar-menu > li', { has: page.getByRole('link', { name: 'API', exact: true }) });
    const packages = api.locator(':scope > ul > li.theme-doc-sidebar-item-category');
    await expect(packages).toHaveCount(31);
    const collapsed = await packages.evaluateAll((items) =>
      items.filter((item) => item.classList.contains('menu__list-item--collapsed')).length,
    );
    expect(collapsed).toBe(31);
  });

  test('each package lists what it re-exports from other projects, or keeps internal, last, in one collapsed category', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const api = page.locator('.theme-doc-sidebar-menu > li', { has: page.getByRole('link', { name: 'API', exact: true }) });
    for (const group of SET_ASIDE) {
      const packageItem = api.locator(':scope > ul > li', { has: page.locator(`a[href="/docs/api/${group.package}"]`) });
      const setAside = packageItem.locator(':scope > ul > li').last();
      await page.goto(`/docs/api/${group.package}`);
      await waitForHydration(page);
      await expect(setAside.locator(':scope > div > a').first()).toHaveText(group.label);
      await expect(setAside).toHaveClass(/menu__list-item--collapsed/);
      // A page set apart opens its category, the package's last.
      const route = inventory.find((candidate) => group.routes.some((prefix) => candidate === prefix || candidate.startsWith(`${prefix}/`)));
      await page.goto(`/docs/api/${route}`);
      await waitForHydration(page);
      await expect(setAside).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(setAside.locator(`a.menu__link--active[href="/docs/api/${route}"]`)).toHaveCount(1);
    }
  });

  test("the site's bundle lists no API page, and client navigation still reaches one", async ({ tab: page, request }) => {
    await page.goto('/docs/api');
    await waitForHydration(page);
    const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => (tag as HTMLScriptElement).src));
    const main = scripts.find((src) => /\/main\.[\w]+\.js$/.test(src));
    expect(main, 'the main bundle').toBeTruthy();
    const bundle = await (await request.get(main as string)).text();
    expect(bundle).toContain('"id":"intro"');
    expect(bundle).not.toContain('"path":"/docs/api/extension-cache/functions/cacheExtension"');
    await page.locator('article').getByRole('link', { name: '@baeta/extension-cache', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/extension-cache$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('@baeta/extension-cache');
  });

  test("outside the API pages the sidebar's API category lists packages as links to their pages, which show the package's tree", async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/guides/resolvers');
    await waitForHydration(page);
    const api = page.locator('.theme-doc-sidebar-menu > li', { has: page.getByRole('link', { name: 'API', exact: true }) });
    await api.getByRole('button', { name: /expand sidebar category 'API'/i }).click();
    const packages = api.locator(':scope > ul > li');
    await expect(packages).toHaveCount(31);
    await expect(api.locator(':scope > ul > li.theme-doc-sidebar-item-category')).toHaveCount(0);
    await packages.getByRole('link', { name: '@baeta/extension-cache', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/extension-cache\/?$/);
    const current = api.locator(':scope > ul > li.theme-doc-sidebar-item-category', { has: page.getByRole('link', { name: '@baeta/extension-cache', exact: true }) });
    await expect(current).toHaveCount(1);
    await expect(current).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(current.locator(':scope > ul > li').first()).toBeVisible();
  });

  test('long signatures do not widen the page on a phone', async ({ tab: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/docs/api/extension-cache/functions/cacheExtension');
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
