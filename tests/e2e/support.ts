import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Locator, type Page, type Request, type Response } from '@playwright/test';

/** Browser-side problems seen while a page was open: console errors, uncaught exceptions, failed same-origin requests. */
export interface PageProblems {
  readonly errors: string[];
  readonly warnings: string[];
  /** Stops recording, for a page that goes on to another test (the crawl's, which opens many pages in one tab). */
  readonly stop: () => void;
}

export function watchPage(page: Page, origin: string): PageProblems {
  const errors: string[] = [];
  const warnings: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    if (message.type() === 'warning') warnings.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    if (request.url().startsWith(origin)) {
      errors.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
    }
  };
  const onResponse = (response: Response) => {
    const url = response.url();
    // The 404 page is expected to answer 404; everything else the site loads must succeed.
    if (url.startsWith(origin) && response.status() >= 400 && response.request().resourceType() !== 'document') {
      errors.push(`HTTP ${response.status()}: ${url}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
    page.off('response', onResponse);
  };
  return { errors, warnings, stop };
}

/**
 * Records every content security policy violation of the pages this page object loads, from the browser's own
 * `securitypolicyviolation` events (Playwright's init script is not subject to the policy). Call before
 * navigating; the returned function reads what the current document saw.
 */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline source'}${where}: ${event.sample}`);
    });
  });
  return () => readPolicyViolations(page);
}

/** What the current document's policy refused, as recorded by `watchPolicy` (the shared tab has it from the start). */
export function readPolicyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? ['(the watcher did not run)']);
}

/**
 * Waits until React has hydrated the server-rendered page and run its effects, so client behaviour can be
 * tested. React's container key appears when hydration starts; listeners added in effects (the search
 * shortcuts) come later, and a key pressed between the two is lost. Docusaurus sets `data-has-hydrated` on
 * `<html>` in a render after the first commit's effects.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const root = document.getElementById('__docusaurus');
    const started = Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
    return started && document.documentElement.dataset['hasHydrated'] === 'true';
  });
}

/**
 * Stores entries in the site's localStorage as an earlier visit would have left them, so the next page opened starts
 * with them. Sets them from /robots.txt, a document of the site's origin that loads no page, and leaves the tab
 * there; the shared tab forgets them after the test.
 */
export async function presetStorage(page: Page, entries: Readonly<Record<string, string>>): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, entries);
}

/** Stores a colour mode as the reader's choice from an earlier visit (presetStorage). */
export async function presetColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await presetStorage(page, { theme: mode });
}

/**
 * Opens a collapsed sidebar category with its caret, and waits until its list has finished sliding open, as a
 * reader does before the next click: a click while the items below still move can miss its target.
 */
export async function expandSidebarCategory(item: Locator): Promise<void> {
  await item.locator(':scope > div').getByRole('button').first().click();
  await expect(item).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(item.locator(':scope > ul')).toHaveAttribute('style', /height: auto/);
}

/**
 * Clicks a link to another page and waits until that page has rendered (the document title changed). Docusaurus
 * changes the URL at once but keeps the old page on screen while the next one's chunks load; a click on a link
 * every page has (navbar, footer) in that moment can be lost to the navigation still under way.
 */
export async function followLink(link: Locator): Promise<void> {
  const page = link.page();
  const before = await page.title();
  await link.click();
  await expect(page).not.toHaveTitle(before);
}

export const THEME_TOGGLE = 'button[aria-label^="Switch between dark and light mode"]';

/**
 * WCAG contrast ratio of an element's text colour against its own background colour, as computed. A
 * transparent text colour counts as the background's (ratio 1), so invisible text fails.
 */
export async function ownContrast(locator: Locator): Promise<number> {
  const [text, fill] = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.color, style.backgroundColor];
  });
  const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const [br = 0, bg = 0, bb = 0] = channels(fill);
  const [tr = 0, tg = 0, tb = 0, alpha = 1] = channels(text);
  const over = (front: number, back: number) => front * alpha + back * (1 - alpha);
  const luminance = (r: number, g: number, b: number) => {
    const linear = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const a = luminance(over(tr, br), over(tg, bg), over(tb, bb));
  const b = luminance(br, bg, bb);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const RULES_THAT_READ_COLOURS = ['color-contrast', 'link-in-text-block', 'image-alt', 'svg-img-alt', 'role-img-alt'];

/** axe's violations on the open page, each with the elements it found, for every rule or the ones named. */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Legacy mode runs axe once in the page, where the default runs it per frame and then again in a blank page it
  // opens to merge the results: a third less CPU per check here, the same findings. It leaves out cross-origin
  // frames, which the site has none of; a page that gets one must be checked without it.
  expect(await page.locator('iframe').count(), 'a page with frames: check it with AxeBuilder out of legacy mode').toBe(0);
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/**
 * Checks the open page with every axe rule in the default dark mode, then reloads it in light mode and checks it
 * with the rules whose answer depends on the colours (contrast, links told apart from text by colour) and on which
 * images show. The other rules read the markup, which is the same in both modes.
 */
export async function expectAccessibleInBothModes(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page), 'dark mode').toEqual([]);
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await axeViolations(page, RULES_THAT_READ_COLOURS), 'light mode').toEqual([]);
}
