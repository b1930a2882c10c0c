import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SITE_VARIANTS } from '../../../scripts/site-variants.mjs';
import { watchPage, waitForHydration } from '../support';
import { expect, test } from '../tab';

// The site built with BASE_URL=/baeta/ (scripts/site-variants.mjs), served under /baeta/ as a GitHub Pages
// project site is: every link the site writes carries the base exactly once, and leads to a real page.

const BASE = '/baeta/';
const variant = SITE_VARIANTS.find((candidate) => candidate.name === 'base-url');
const buildDir = join(process.cwd(), variant?.outDir ?? '');
const readBuild = (file: string) => readFileSync(join(buildDir, file), 'utf8');

/** The path of a link the site wrote, which must start with the base once and only once. */
function pathOf(link: string): string {
  const path = new URL(link, 'https://site.invalid').pathname;
  expect(path, link).toMatch(/^\/baeta\//);
  expect(path, link).not.toMatch(/^\/baeta\/baeta\//);
  return path;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function searchInModal(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
}

test('a result in the modal, and the same page among the recent searches, lead to the page under the base', async ({ tab: page, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  await open(page, `${BASE}docs/intro`);
  await searchInModal(page, 'middleware');
  const hit = page.locator('.DocSearch-Hit:not(.DocSearch-Hit--Child) a').first();
  const href = (await hit.getAttribute('href')) ?? '';
  expect(pathOf(href)).toBe(`${BASE}docs/guides/middlewares`);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}docs/guides/middlewares$`));
  await expect(page.locator('h1')).toHaveText('Middlewares');

  // Reopened, the modal lists the page among the recent searches, linked the same way.
  await page.locator('.DocSearch-Button').click();
  const recent = page.locator('.DocSearch-Hit a').first();
  await expect(recent).toHaveAttribute('href', `${BASE}docs/guides/middlewares`);
  await recent.click();
  await expect(page.locator('h1')).toHaveText('Middlewares');
  expect(problems.errors).toEqual([]);
});

test('a result on /search leads to the page under the base', async ({ tab: page }) => {
  await open(page, `${BASE}search?q=middleware`);
  const link = page.locator('main ol li h2 a').first();
  await expect(link).toHaveText('Middlewares');
  expect(pathOf((await link.getAttribute('href')) ?? '')).toBe(`${BASE}docs/guides/middlewares`);
  await link.click();
  await expect(page.locator('h1')).toHaveText('Middlewares');
  // The page's sections link to headings of the same page.
  await page.goBack();
  const section = page.locator('main ol li ul a').first();
  expect(pathOf((await section.getAttribute('href')) ?? '')).toMatch(/^\/baeta\/docs\//);
});

test('a page names its twin under the base, and the twin and llms.txt link only pages that exist', async ({ tab: page, request }) => {
  await open(page, `${BASE}docs/intro`);
  const twinHref = (await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href')) ?? '';
  expect(pathOf(twinHref)).toBe(`${BASE}docs/intro.md`);
  const twin = await request.get(twinHref);
  expect(twin.status()).toBe(200);
  const body = await twin.text();
  // Links inside a twin are absolute, with the site URL and the base.
  const twinLinks = [...body.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => match[1] ?? '').filter((link) => link.startsWith('https://baeta.io/'));
  expect(twinLinks.length).toBeGreaterThan(0);
  const llms = await (await request.get(`${BASE}llms.txt`)).text();
  const listed = [...llms.matchAll(/\]\((https:\/\/baeta\.io\/[^)\s]+)\)/g)].map((match) => match[1] ?? '');
  expect(listed).toEqual(expect.arrayContaining(['https://baeta.io/baeta/llms-full.txt', 'https://baeta.io/baeta/llms-api.txt']));
  const broken: string[] = [];
  for (const link of [...new Set([...twinLinks, ...listed])]) {
    const response = await request.get(pathOf(link));
    if (response.status() !== 200) broken.push(`${link}: ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test('/docs and the old category addresses redirect to real pages under the base', async ({ tab: page }) => {
  for (const [from, to, title] of [
    ['docs', 'docs/intro', 'Introduction'],
    ['docs/category/extensions', 'docs/extensions', 'Extensions'],
  ]) {
    await page.goto(`${BASE}${from}`);
    await expect(page).toHaveURL(new RegExp(`${BASE}${to}$`));
    await expect(page.locator('h1')).toContainText(title ?? '');
  }
});

test('the sitemap, the feeds and the social cards carry the base once; tag listings stay out of the sitemap', async ({ tab: page, request }) => {
  const locs = [...readBuild('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs.length).toBeGreaterThan(100);
  locs.forEach(pathOf);
  expect(locs.filter((loc) => /\/tags(\/|$)/.test(loc))).toEqual([]);
  for (const feed of ['blog/rss.xml', 'blog/atom.xml']) {
    const links = [...readBuild(feed).matchAll(/https:\/\/baeta\.io\/[^"<\s]*/g)].map((match) => match[0]);
    expect(links.length, feed).toBeGreaterThan(0);
    links.forEach(pathOf);
  }
  await open(page, `${BASE}docs/guides/middlewares`);
  const card = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
  const response = await request.get(pathOf(card));
  expect(response.headers()['content-type']).toBe('image/png');
});

test('code blocks reached by a client-side navigation fetch their markup under the base', async ({ page, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  const tables: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/code/')) tables.push(new URL(request.url()).pathname);
  });
  // A page of the same sidebar group as Resolvers, so the link to it is on screen.
  await open(page, `${BASE}docs/guides/parent-types`);
  await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Resolvers', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Resolvers');
  await expect(page.locator('.theme-code-block pre .tk-keyword').first()).toBeVisible();
  await expect.poll(() => tables.length).toBeGreaterThan(0);
  tables.forEach(pathOf);
  expect(problems.errors).toEqual([]);
});
