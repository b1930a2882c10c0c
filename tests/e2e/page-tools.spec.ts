import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEFAULT_EDIT_URL } from '../../config/env';
import { sitemapPaths } from './sitemap';
import { ownContrast, presetColorMode, watchPage, waitForHydration } from './support';
import { expect, test } from './tab';

// The tools around a page's text: the page menu beside the title (copy the Markdown twin, view it, open it in
// an assistant), "Edit this page" and "Last updated" on hand-written pages, and the feedback box at the end.

const GUIDE = '/docs/guides/resolvers';
const POST = '/blog/auth-scopes-and-by-default';
const SITE_URL = 'https://baeta.io';
const MORE = 'summary[aria-label="More page actions"]';

const menuOf = (page: Page) => page.locator('main').getByRole('group', { name: 'Page actions' });

// /docs/extensions is an index doc: its permalink ends in "/", its page and twin do not.
for (const path of [GUIDE, POST, '/docs/extensions']) {
  test(`the page menu on ${path} copies the Markdown twin and links to it`, async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const problems = watchPage(page, baseURL ?? '');
    await page.goto(path);
    await waitForHydration(page);

    // Beside the title: the menu's top is above the h1's bottom, not on a row of its own below it.
    const menu = menuOf(page);
    const [menuBox, titleBox] = [await menu.boundingBox(), await page.locator('main h1').first().boundingBox()];
    expect(menuBox && titleBox && menuBox.y < titleBox.y + titleBox.height).toBe(true);

    await menu.getByRole('button', { name: 'Copy page' }).click();
    await expect(menu.getByRole('status')).toHaveText('The page is on your clipboard as Markdown.');
    const twin = await (await page.request.get(`${path}.md`)).text();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(twin);
    expect(copied.split('\n')[0]).toMatch(/^# \S/);

    await menu.locator(MORE).click();
    await expect(menu.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', `${path}.md`);
    const prompt = encodeURIComponent(`Read ${SITE_URL}${path}.md so I can ask you questions about it.`);
    await expect(menu.getByRole('link', { name: 'Open in ChatGPT' })).toHaveAttribute('href', `https://chatgpt.com/?hints=search&q=${prompt}`);
    await expect(menu.getByRole('link', { name: 'Open in Claude' })).toHaveAttribute('href', `https://claude.ai/new?q=${prompt}`);
    expect(problems.errors).toEqual([]);
  });
}

test('the page menu works from the keyboard and fits a 390 px screen', async ({ tab: page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(GUIDE);
  await waitForHydration(page);
  const menu = menuOf(page);
  const viewAsMarkdown = menu.getByRole('link', { name: 'View as Markdown' });

  await menu.locator(MORE).focus();
  await page.keyboard.press('Enter');
  await expect(viewAsMarkdown).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(viewAsMarkdown).toBeFocused();
  const box = await menu.locator('ul').boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);

  await page.keyboard.press('Escape');
  await expect(viewAsMarkdown).toBeHidden();
  await expect(menu.locator(MORE)).toBeFocused();

  await menu.locator(MORE).click();
  await page.locator('main p').first().click();
  await expect(viewAsMarkdown).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a failed copy says so and points at the Markdown view', async ({ tab: page }) => {
  await page.route(`**${GUIDE}.md`, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(GUIDE);
  await waitForHydration(page);
  const menu = menuOf(page);
  await menu.getByRole('button', { name: 'Copy page' }).click();
  await expect(menu.getByRole('status')).toHaveText(/Could not copy the page\. Use “View as Markdown”/);
});

/**
 * The time of the newest commit that changed a file, or undefined without one. Merge commits do not count: the
 * build's one `git log --name-only` lists no files for a merge. --full-history, because when two branches made the
 * same edit, git's default simplification follows one side and can name the older commit.
 */
function commitTime(file: string): number | undefined {
  const seconds = execFileSync('git', ['log', '-1', '--no-merges', '--full-history', '--format=%ct', '--', file], { encoding: 'utf8' }).trim();
  return seconds ? Number(seconds) * 1000 : undefined;
}

const EDIT_LINK = new RegExp(`<a href=["']?(${DEFAULT_EDIT_URL.replace(/[.?/]/g, '\\$&')}[^"' >]+)`);
const LAST_UPDATED = /<time datetime=["']?([^"' >]+)["']? itemprop=["']?dateModified/;
const TITLE = /<title[^>]*>([^<]*?)(?: \| Baeta)?<\/title>/;
// Hand-written pages: docs outside the generated reference and the category indexes, and posts.
const HAND_WRITTEN = /^\/docs\/(?!api(\/|$)|category\/)|^\/blog\/(?!archive$|authors|tags|page\/)[^/]+$/;

test('hand-written pages link to their source file and show its last commit date; generated pages show neither', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const pages = sitemapPaths().filter((path) => HAND_WRITTEN.test(path));
  expect(pages.length).toBeGreaterThan(50);
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const href = EDIT_LINK.exec(html)?.[1];
    const file = href?.slice(DEFAULT_EDIT_URL.length);
    if (!file || !existsSync(file)) {
      problems.push(`${path}: edit link ${href ?? '(none)'} names no file of this repository`);
      continue;
    }
    const title = TITLE.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
    if (!title || !readFileSync(file, 'utf8').includes(title.split(' ')[0] ?? title)) {
      problems.push(`${path}: ${file} does not hold the page titled "${title}"`);
    }
    // The date shown is the source's last commit (never the build's date); a file git has no date for shows none.
    const shown = LAST_UPDATED.exec(html)?.[1];
    const committed = commitTime(file);
    const expected = committed === undefined ? undefined : new Date(committed).toISOString();
    if (shown !== expected) problems.push(`${path}: last updated ${shown ?? '(none)'}, git says ${expected ?? '(no commit)'}`);
  }
  for (const path of ['/docs/api', '/docs/api/core', '/docs/api/core/index/functions/createApplication']) {
    const html = await (await request.get(path)).text();
    if (/Edit this page|itemprop=["']?dateModified/.test(html)) problems.push(`${path}: a generated page shows an edit link or date`);
  }
  expect(problems).toEqual([]);
});

const FEEDBACK = 'aside[aria-labelledby="page-feedback-question"]';

test('the feedback box keeps the answer in this browser and reports a problem with the page named', async ({ page }) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  const box = page.locator(FEEDBACK);
  await box.getByRole('button', { name: 'Yes' }).click();
  await expect(box.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(box.getByRole('status')).toHaveText(/saved in this browser only/);
  expect(await page.evaluate((key) => localStorage.getItem(key), `baeta-feedback:${GUIDE}`)).toBe('yes');

  await page.reload();
  await waitForHydration(page);
  await expect(box.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(box.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');

  const report = new URL((await box.getByRole('link', { name: 'Report a problem with this page' }).getAttribute('href')) ?? '');
  expect(`${report.origin}${report.pathname}`).toBe('https://github.com/andreisergiu98/baeta/issues/new');
  expect(report.searchParams.get('title')).toBe('Docs: problem on “Resolvers”');
  expect(report.searchParams.get('body')).toContain(`Page: ${SITE_URL}${GUIDE}`);
});

test('the feedback box works with storage disabled', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  const problems = watchPage(page, baseURL ?? '');
  await page.goto(GUIDE);
  await waitForHydration(page);
  const box = page.locator(FEEDBACK);
  await box.getByRole('button', { name: 'No' }).click();
  await expect(box.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await expect(box.getByRole('status')).toHaveText(/Tell us what was missing/);
  expect(problems.errors.filter((error) => !/localStorage|Storage is disabled/.test(error))).toEqual([]);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the chosen feedback answer stays readable in ${mode} mode`, async ({ tab: page }) => {
    await presetColorMode(page, mode);
    await page.goto(GUIDE);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const no = page.locator(FEEDBACK).getByRole('button', { name: 'No' });
    await no.click();
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    expect(await ownContrast(no)).toBeGreaterThanOrEqual(4.5);
  });
}
