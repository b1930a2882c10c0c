import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { watchPolicy } from './support';

// One browser tab per Playwright worker, for tests that only open pages and read or click them. A new browser
// context starts a renderer and compiles the site's bundles again, about 2 s of CPU per hydrated load here against
// 0.8 s in a tab that has loaded the site before (CONTRIBUTING.md, "The browser tests are bound by CPU"), so a test
// that does not need a browser of its own asks for `tab` instead of `page`:
//
//   test('…', async ({ tab: page }) => { … });
//
// Between tests the tab forgets what a test may have changed: routes, listeners, the viewport, the mouse position,
// cookies, permissions and the site's storage; then it goes to about:blank, so the next test starts with a load of its own. What it keeps
// is the browser's cache, as a reader's browser does. So a test keeps its own `page` when it
//  - adds an init script or emulates media (the tab refuses both: neither can be taken back),
//  - needs a context option (permissions granted up front, JavaScript off, a touch screen), or
//  - asserts that something is *not* downloaded, or counts downloads: a cached file makes no request to see.

export const TAB_VIEWPORT = { width: 1280, height: 720 };

// The events a test may listen to on its page; the tab drops such listeners when the test ends.
const PAGE_EVENTS = ['console', 'pageerror', 'request', 'requestfailed', 'requestfinished', 'response', 'dialog', 'popup', 'download', 'framenavigated', 'load', 'domcontentloaded'];

interface WorkerTab {
  readonly context: BrowserContext;
  page: Page;
}

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  // The one init script the tab has, so that any test can read what the policy refused (readPolicyViolations).
  await watchPolicy(page);
  return page;
}

function refuse(method: string): () => never {
  return () => {
    throw new Error(`The shared tab cannot ${method}: it would stay for the tests after this one. Ask for \`page\` instead of \`tab\` (tests/e2e/tab.ts).`);
  };
}

/** Undoes what a test may have changed, then leaves the tab blank. */
async function reset(tab: WorkerTab, origin: string): Promise<void> {
  const { page, context } = tab;
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearCookies();
  await context.clearPermissions();
  if (page.url().startsWith(`${origin}/`)) {
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  }
  await page.setViewportSize(TAB_VIEWPORT);
  await page.goto('about:blank');
  // Where a new page's mouse is: a wheel turned there scrolls the document, not a block a test left it over.
  await page.mouse.move(0, 0);
}

export const test = base.extend<{ tab: Page }, { workerTab: WorkerTab }>({
  workerTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, viewport: TAB_VIEWPORT });
      await use({ context, page: await openTab(context) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ workerTab, baseURL }, use) => {
    if (workerTab.page.isClosed()) workerTab.page = await openTab(workerTab.context);
    const { page } = workerTab;
    const guarded = page as unknown as Record<string, unknown>;
    guarded['addInitScript'] = refuse('add an init script');
    guarded['emulateMedia'] = refuse('emulate media');
    try {
      await use(page);
    } finally {
      delete guarded['addInitScript'];
      delete guarded['emulateMedia'];
      try {
        await reset(workerTab, new URL(baseURL ?? '').origin);
      } catch {
        // A tab that cannot be reset (it crashed, or a dialog holds it) is replaced for the next test.
        await page.close().catch(() => undefined);
      }
    }
  },
});

export { expect } from '@playwright/test';
