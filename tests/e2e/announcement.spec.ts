import { waitForHydration } from './support';
import { expect, test } from './tab';

const BAR = 'div[role="banner"]';
// The spec's keys, exactly: Docusaurus's storage is configured without a per-site suffix (docusaurus.config.ts).
const DISMISSED = 'docusaurus.announcement.dismiss';
const SEEN_ID = 'docusaurus.announcement.id';

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(window.localStorage).map((key) => [key, window.localStorage.getItem(key)])));

test.describe('announcement bar', () => {
  test('shows, and once closed stays closed on later loads and client-side navigation, under the spec keys', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.locator(BAR);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', /\/blog/);

    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    const keys = await stored(page);
    expect(keys[SEEN_ID]).toMatch(/^announcement-[0-9a-f]{8}$/);
    expect(keys[DISMISSED]).toBe('true');
    expect(Object.keys(keys).filter((key) => key.startsWith('docusaurus.announcement')).sort()).toEqual([DISMISSED, SEEN_ID]);

    for (let load = 0; load < 2; load += 1) {
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator(BAR)).toBeHidden();
    }
    await page.getByRole('link', { name: 'Docs', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    await expect(page.locator(BAR)).toBeHidden();
  });

  test('returns for a reader who closed an earlier announcement, since its id changes with its content', async ({ tab: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator(BAR).getByRole('button', { name: 'Close' }).click();
    const current = (await stored(page))[SEEN_ID];

    // As a reader who closed an older announcement, with its id stored.
    await page.evaluate(([key]) => window.localStorage.setItem(key as string, 'announcement-00000000'), [SEEN_ID]);
    await page.reload();
    await waitForHydration(page);
    // The theme records the new id and clears the closed flag as the page hydrates; its script before
    // hydration reads only that flag, so the bar shows from the next page load (CONTRIBUTING.md, Upstream).
    await expect.poll(() => stored(page)).toMatchObject({ [SEEN_ID]: current, [DISMISSED]: 'false' });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(BAR)).toBeVisible();
  });
});
