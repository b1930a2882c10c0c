import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapPaths } from './sitemap';
import { expect, test } from './tab';

// Every post in blog/, from its file name (YYYY-MM-DD-name.mdx) and front-matter slug and title.
const posts = readdirSync('blog')
  .filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx$/.test(name))
  .map((name) => {
    const source = readFileSync(join('blog', name), 'utf8');
    const field = (key: string) => source.match(new RegExp(`^${key}:\\s*(.+)$`, 'm'))?.[1]?.replace(/^"(.*)"$/, '$1');
    return { date: name.slice(0, 10), slug: field('slug') ?? '', title: field('title') ?? '' };
  })
  .sort((a, b) => b.date.localeCompare(a.date));

test.describe('blog', () => {
  test('the index lists every post, newest first, with reading times', async ({ tab: page }) => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(posts.length);
    const dates = await articles.locator('time').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(dates.map((date) => date.slice(0, 10))).toEqual(posts.map((post) => post.date));
    await expect(articles.locator('h2 a')).toHaveText(posts.map((post) => post.title));
    for (const text of await articles.locator('header').allInnerTexts()) {
      expect(text).toMatch(/\d+ min read/);
    }
    await expect(page.getByRole('link', { name: 'Read more' })).toHaveCount(posts.length);
  });

  test('the sidebar groups posts by year', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/blog');
    const sidebar = page.locator('aside nav');
    const years = [...new Set(posts.map((post) => post.date.slice(0, 4)))];
    await expect(sidebar.getByRole('heading', { level: 3 })).toHaveText(years);
    await expect(sidebar.getByRole('link')).toHaveCount(posts.length);
  });

  test('a tag page lists the posts with that tag and stays out of the sitemap', async ({ tab: page }) => {
    await page.goto('/blog/tags/release');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/posts? tagged with "Release"/);
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
    expect(sitemapPaths().filter((path) => path.includes('/tags'))).toEqual([]);
  });

  test('a post links back into the docs and shows its author and date', async ({ tab: page }) => {
    const newest = posts[0];
    await page.goto(`/blog/${newest?.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest?.title ?? '');
    await expect(page.locator('main article header time')).toHaveAttribute('datetime', new RegExp(`^${newest?.date}`));
    await expect(page.locator('main article').getByText('Baeta team')).toBeVisible();
    expect(await page.locator('main article a[href^="/docs/"]').count()).toBeGreaterThan(0);
  });

  test('the page head links RSS, Atom and JSON feeds', async ({ tab: page }) => {
    await page.goto('/blog');
    for (const [type, href] of [
      ['application/rss+xml', '/blog/rss.xml'],
      ['application/atom+xml', '/blog/atom.xml'],
      ['application/json', '/blog/feed.json'],
    ]) {
      await expect(page.locator(`head link[rel="alternate"][type="${type}"]`)).toHaveAttribute('href', href);
    }
  });

  test('each feed parses and lists every post', async ({ tab: page, request }) => {
    await page.goto('/blog');
    for (const [path, itemTag] of [
      ['/blog/rss.xml', 'item'],
      ['/blog/atom.xml', 'entry'],
    ] as const) {
      const xml = await (await request.get(path)).text();
      const titles = await page.evaluate(
        ({ source, tag }) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          if (doc.querySelector('parsererror')) throw new Error('feed is not well-formed XML');
          return Array.from(doc.getElementsByTagName(tag)).map((node) => node.getElementsByTagName('title')[0]?.textContent ?? '');
        },
        { source: xml, tag: itemTag },
      );
      expect(titles, path).toEqual(posts.map((post) => post.title));
    }
    const json = (await (await request.get('/blog/feed.json')).json()) as { items: { title: string }[] };
    expect(json.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
  });
});

test('the announcement bar points to the newest post', async ({ tab: page }) => {
  await page.goto('/');
  await expect(page.locator('div[role="banner"] a')).toHaveAttribute('href', `/blog/${posts[0]?.slug}`);
});
