import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { sitemapPaths } from './sitemap';

// Every doc page and post shares its own social card: og:image and twitter:image name the same generated
// 1200×630 PNG, which the site serves; other pages keep the site's card.

const SITE_URL = 'https://baeta.io';
const META = (name: string) => new RegExp(`<meta[^>]*(?:property|name)=["']?${name}["']? content=["']?([^"' >]+)`);
// Doc pages and posts: not the generated category indexes (no source file) or the blog's listings.
const WITH_CARD = /^\/docs\/(?!category\/)|^\/blog\/(?!archive$|authors|tags|page\/)[^/]+$/;

test('each doc page and post names its own card, a 1200×630 PNG the site serves', async ({ request }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const cards = new Map<string, string>();
  const pages = sitemapPaths().filter((path) => WITH_CARD.test(path));
  expect(pages.length).toBeGreaterThan(400);
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const og = META('og:image').exec(html)?.[1];
    const twitter = META('twitter:image').exec(html)?.[1];
    if (!og?.startsWith(`${SITE_URL}/img/cards/`) || og !== twitter) {
      problems.push(`${path}: og:image ${og ?? '(none)'}, twitter:image ${twitter ?? '(none)'}`);
      continue;
    }
    const other = cards.get(og);
    if (other) problems.push(`${path}: shares its card with ${other}`);
    cards.set(og, path);
    const image = await request.get(og.slice(SITE_URL.length));
    const bytes = await image.body();
    const size = bytes.length > 24 ? [bytes.readUInt32BE(16), bytes.readUInt32BE(20)] : [];
    if (image.status() !== 200 || image.headers()['content-type'] !== 'image/png' || size.join('×') !== '1200×630') {
      problems.push(`${og}: HTTP ${image.status()} ${image.headers()['content-type']} ${size.join('×')}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the home page and listings keep the site card, a 1200×630 PNG the site serves', async ({ request }) => {
  for (const path of ['/', '/blog', '/blog/archive', '/blog/tags', '/search']) {
    const html = await (await request.get(path)).text();
    expect(META('og:image').exec(html)?.[1], path).toBe(`${SITE_URL}/img/social-card.png`);
    expect(META('twitter:image').exec(html)?.[1], path).toBe(`${SITE_URL}/img/social-card.png`);
  }
  const image = await request.get('/img/social-card.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

// Issue 38: 20 pages (the home page, the blog's index, archive, authors and tag pages) named a site card the
// build did not contain. Every page of the build, sitemap or not, is read from build/.
test('every og:image and twitter:image of every built page is a file of the build', () => {
  const build = join(process.cwd(), 'build');
  const pages = readdirSync(build, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(500);
  const missing = new Set<string>();
  let named = 0;
  for (const page of pages) {
    const html = readFileSync(join(build, page), 'utf8');
    for (const name of ['og:image', 'twitter:image']) {
      const url = META(name).exec(html)?.[1];
      if (!url) continue;
      named += 1;
      const { pathname } = new URL(url, SITE_URL);
      if (!existsSync(join(build, decodeURIComponent(pathname)))) missing.add(`${page}: ${name} ${url}`);
    }
  }
  expect(named).toBeGreaterThan(1000);
  expect([...missing]).toEqual([]);
});
