import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

// Work a page does while it hydrates that readers pay for in blocking time (plugins/hydration-edits): the first
// use of Intl's collator or date formatter loads ICU data, 60 to 200 ms at Lighthouse's 4x CPU slowdown; a head
// written for each half-hydrated state flashes the title and restyles the page.

const PAGES = [
  { path: '/docs/guides/resolvers', date: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, where: 'time[itemprop="dateModified"]' },
  { path: '/blog/baeta-1-0-9-cache-serializer', date: /^March 14, 2025$/, where: 'article time' },
  { path: '/blog/archive', date: /^March 14 - Baeta 1\.0\.9/, where: 'main li a' },
  { path: '/docs/intro', date: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, where: 'time[itemprop="dateModified"]' },
];

for (const { path, date, where } of PAGES) {
  test(`${path} prints its dates without loading Intl's collator or date formatter`, async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlCalls: string[] }).intlCalls = calls;
      const NativeDateTimeFormat = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(NativeDateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          calls.push(`Intl.DateTimeFormat ${JSON.stringify(args)}`);
          return new target(...args);
        },
        apply(target, _self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          calls.push(`Intl.DateTimeFormat() ${JSON.stringify(args)}`);
          return target(...args);
        },
      });
      const nativeLocaleCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function localeCompare(this: string, ...args: Parameters<string['localeCompare']>) {
        calls.push(`localeCompare ${JSON.stringify([this, args[0]])}`);
        return nativeLocaleCompare.apply(this, args);
      };
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator(where).filter({ hasText: date }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls)).toEqual([]);
    // The dates are printed by the same code on the server and in the browser: hydration finds the same text.
    expect(errors).toEqual([]);
  });
}

test('the head is not rewritten while the page hydrates: no title flash, no restyle of the whole page', async ({ page }) => {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { headChanges: string[] }).headChanges = changes;
    const hydrated = () => document.documentElement.dataset['hasHydrated'] === 'true';
    // What react-helmet-async writes: tags marked data-rh, the title, attributes of <html>. Docusaurus's chunk
    // loader also adds <script> tags to the head; those are not counted.
    const describe = (node: Node) =>
      node instanceof Element ? `<${node.tagName.toLowerCase()} ${node.getAttribute('name') ?? node.getAttribute('property') ?? node.getAttribute('rel') ?? ''}>` : `text "${node.textContent ?? ''}"`;
    const written = (node: Node) => node instanceof Element ? node.hasAttribute('data-rh') || node.tagName === 'TITLE' : node.parentElement?.tagName === 'TITLE';
    document.addEventListener('DOMContentLoaded', () => {
      const html = document.documentElement;
      new MutationObserver((records) => {
        if (hydrated()) return;
        for (const record of records) {
          if (record.target === html) {
            if (record.attributeName !== 'data-has-hydrated') changes.push(`<html> ${record.attributeName ?? ''} changed`);
          } else if (document.head.contains(record.target)) {
            if (record.type !== 'childList') changes.push(`${describe(record.target)} ${record.attributeName ?? 'text'} changed`);
            for (const node of Array.from(record.addedNodes)) if (written(node)) changes.push(`added ${describe(node)}`);
            for (const node of Array.from(record.removedNodes)) if (written(node)) changes.push(`removed ${describe(node)}`);
          }
        }
      }).observe(html, { attributes: true, childList: true, subtree: true, characterData: true });
    });
  });
  await page.goto('/docs/guides/resolvers');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Resolvers | Baeta');
  expect(await page.evaluate(() => (window as unknown as { headChanges: string[] }).headChanges)).toEqual([]);
  // After hydration the head follows the page as before: a client-side navigation writes the new page's head.
  await page.locator('nav.menu a[href="/docs/intro"]').first().click();
  await expect(page).toHaveTitle('Introduction | Baeta');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/intro$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/cards\/docs\/intro\.png$/);
  await expect(page.locator('html')).toHaveClass(/docs-doc-id-intro/);
});

test('main.js is evaluated in five tasks, not one that blocks input for all of it', async ({ page, browser }) => {
  // plugins/browser-bundle/staged-entry.ts marks the end of each stage; each mark must fall in its own task.
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.waitForFunction(() => performance.getEntriesByName('baeta:entry-stage-5').length === 1);
  type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number };
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const marks = traceEvents.filter((event) => event.name.startsWith('baeta:entry-stage-') && event.ph !== 'e');
  const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X');
  const taskOf = (mark: TraceEvent) =>
    tasks.findIndex((task) => task.pid === mark.pid && task.tid === mark.tid && task.ts <= mark.ts && mark.ts <= task.ts + (task.dur ?? 0));
  expect(marks.map((mark) => mark.name).sort()).toEqual([1, 2, 3, 4, 5].map((stage) => `baeta:entry-stage-${stage}`));
  const taskIndexes = marks.map(taskOf);
  expect(taskIndexes.every((index) => index >= 0), 'each stage ends inside a task of the page').toBe(true);
  expect(new Set(taskIndexes).size).toBe(5);
});
