import type { Page } from '@playwright/test';
import { ownContrast, presetColorMode, waitForHydration } from './support';
import { expect, test } from './tab';

// Search that forgives: a misspelled word runs as the closest word of the index's vocabulary, in the modal
// and on /search, with a way back to the words as typed; and /search narrows results to one section.

const MISSPELLED = [
  { typed: 'resolvr', corrected: 'resolver', first: 'Resolvers' },
  { typed: 'pagnation', corrected: 'pagination', first: 'Pagination' },
  { typed: 'enviroment', corrected: 'environment', first: 'Environment variables' },
];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

const results = (page: Page) => page.locator('main ol > li');

for (const { typed, corrected, first } of MISSPELLED) {
  test(`/search runs "${corrected}" for "${typed}" and says so`, async ({ tab: page }) => {
    await open(page, `/search?q=${typed}`);
    await expect(page.locator('.search-spelling-note')).toHaveText(`Showing results for ${corrected} — search instead for ${typed}`);
    await expect(results(page).first().locator('h2')).toHaveText(first);
  });
}

test('"search instead for" runs the words as typed, and so does a link with exact=1', async ({ tab: page }) => {
  await open(page, '/search?q=pagnation');
  await expect(results(page).first().locator('h2')).toHaveText('Pagination');
  await page.locator('.search-spelling-note').getByRole('button', { name: 'pagnation' }).click();
  await expect(page.locator('.search-spelling-note')).toBeHidden();
  // As typed, the word is in no page: the corrected query's first result must give way (to others or to none).
  await expect(async () => {
    expect((await results(page).locator('h2').allTextContents())[0]).not.toBe('Pagination');
  }).toPass();
  await expect(page.getByRole('status')).toHaveText(/documents? found|No results/);

  await open(page, '/search?q=pagnation&exact=1');
  await expect(page.getByRole('status')).toHaveText(/documents? found|No results/);
  await expect(page.locator('.search-spelling-note')).toBeHidden();
});

test('the modal runs the corrected query and links to the words as typed', async ({ tab: page }) => {
  await open(page, '/docs/intro');
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('pagnation');
  const firstPage = page.locator('.DocSearch-Hit:not(.DocSearch-Hit--Child) .DocSearch-Hit-title').first();
  await expect(firstPage).toHaveText('Pagination');
  const note = page.locator('.DocSearch-HitsFooter .search-spelling-note');
  await expect(note).toHaveText('Showing results for pagination — search instead for pagnation');
  await expect(note.getByRole('link', { name: 'pagnation' })).toHaveAttribute('href', '/search?q=pagnation&exact=1');
  await page.locator('.DocSearch-Input').fill('pagination');
  await expect(note).toBeHidden();
});

test('/search narrows the results to one section, each choice counting its pages', async ({ tab: page }) => {
  await open(page, '/search?q=cache');
  const filter = page.getByRole('group', { name: 'Filter results by section' });
  await expect(filter.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  for (const section of ['Guides', 'API', 'Blog']) await expect(filter.getByRole('button', { name: new RegExp(`^${section} \\d+$`) })).toBeVisible();

  const guides = filter.getByRole('button', { name: /^Guides \d+$/ });
  const count = Number((await guides.textContent())?.match(/\d+/)?.[0]);
  await guides.click();
  await expect(guides).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status')).toHaveText(count === 1 ? 'One document found' : `${count} documents found`);
  const sections = await results(page).locator('article > p:first-child').allTextContents();
  expect(sections.length).toBeGreaterThan(0);
  expect(new Set(sections)).toEqual(new Set(['Guides']));

  await filter.getByRole('button', { name: /^All \d+$/ }).click();
  await expect(page.getByRole('status')).not.toHaveText(count === 1 ? 'One document found' : `${count} documents found`);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the chosen section stays readable in ${mode} mode`, async ({ tab: page }) => {
    await presetColorMode(page, mode);
    await open(page, '/search?q=cache');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const all = page.getByRole('group', { name: 'Filter results by section' }).getByRole('button', { name: /^All \d+$/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(await ownContrast(all)).toBeGreaterThanOrEqual(4.5);
  });
}
