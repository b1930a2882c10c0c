import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

// Readers who arrive from another server search for the task by name; the page that answers it is among the first
// results, on /search and in the modal.
const QUERIES: readonly { query: string; title: string }[] = [
  { query: 'jwt', title: 'Authentication' },
  { query: 'express', title: 'Express' },
  { query: 'next.js', title: 'Next.js' },
  { query: 'lambda', title: 'AWS Lambda' },
  { query: 'file upload', title: 'File uploads' },
  { query: 'migrate from apollo', title: 'Migrate from Apollo Server' },
  { query: 'graphql-modules', title: 'Migrate from graphql-modules' },
  { query: 'quick start', title: 'Quick start' },
  { query: 'known issues', title: 'Known issues' },
];

const FIRST = 3;

for (const { query, title } of QUERIES) {
  test(`/search for "${query}" lists ${title} among the first ${FIRST} results`, async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await waitForHydration(page);
    const titles = page.locator('main ol > li h2');
    await expect(titles.first()).toBeVisible();
    expect((await titles.allTextContents()).slice(0, FIRST)).toContain(title);
  });
}

test('the modal finds the JWT recipe and opens it', async ({ page }) => {
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('.DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('jwt');
  const hit = page.locator('.DocSearch-Hit:not(.DocSearch-Hit--Child) .DocSearch-Hit-title', { hasText: 'Authentication' }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(/\/docs\/recipes\/authentication/);
});
