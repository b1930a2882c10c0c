import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

const BAR = 'div[role="banner"]';

test.describe('announcement bar', () => {
  test('shows, stays closed after a reload, and returns when its id changes', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.locator(BAR);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveAttribute('href', /\/blog/);

    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    const storedId = await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.id'));
    expect(storedId).toMatch(/^announcement-[0-9a-f]{8}$/);
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');

    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(BAR)).toBeHidden();

    // A reader who closed an earlier announcement sees the new one.
    await page.evaluate(() => window.localStorage.setItem('docusaurus.announcement.id', 'announcement-00000000'));
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator(BAR)).toBeVisible();
  });
});
