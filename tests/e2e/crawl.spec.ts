import { expect, test } from '@playwright/test';
import { sitemapPaths } from './sitemap';
import { waitForHydration, watchPage } from './support';

// Every page of the built sitemap loads and hydrates with no console error, page error or failed request.
for (const path of sitemapPaths()) {
  test(`crawl ${path}`, async ({ page, baseURL }) => {
    const problems = watchPage(page, baseURL ?? '');
    const response = await page.goto(path);
    expect(response?.status(), `${path} answered ${response?.status()}`).toBe(200);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1').first()).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
}
