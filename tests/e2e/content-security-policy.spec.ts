import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './tab';
import { sitemapPaths } from './sitemap';
import { followLink, readPolicyViolations, waitForHydration, watchPage } from './support';

// The content security policy every page carries (plugins/content-security-policy). crawl.spec.ts loads every page
// of the sitemap with the same violation watcher; these tests cover what a page load alone does not reach.

/** The built file of a sitemap path (the site is built without trailing slashes). */
function builtPage(path: string): string {
  return readFileSync(join('build', path === '/' ? 'index.html' : `${path}.html`), 'utf8');
}

function policyOf(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
}

function sources(policy: string, directive: string): string[] {
  return (
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === directive)
      ?.slice(1) ?? []
  );
}

async function expectNoViolations(violations: () => Promise<string[]>, errors: readonly string[]) {
  expect(await violations()).toEqual([]);
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
}

test('every page carries one policy, before any script, stylesheet or link it governs', () => {
  const policies = new Set<string>();
  const missing: string[] = [];
  for (const path of [...sitemapPaths(), '/404']) {
    const html = builtPage(path);
    const policy = policyOf(html);
    const at = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    if (!policy || at < 0 || at > html.search(/<(?:script|link|style)\b/)) missing.push(path);
    if (policy) policies.add(policy);
  }
  expect(missing).toEqual([]);
  expect(policies.size).toBe(1);
  const [policy = ''] = policies;
  const scripts = sources(policy, 'script-src');
  expect(scripts).toContain("'self'");
  expect(scripts).toContain("'wasm-unsafe-eval'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  // This build has no ALGOLIA_* variables: the pages talk to their own origin only.
  expect(sources(policy, 'connect-src')).toEqual(["'self'"]);
});

test('every HTML file the build writes carries exactly one policy, the redirect pages included', () => {
  const files = readdirSync('build', { recursive: true, encoding: 'utf8' })
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => path.endsWith('.html'));
  // plugins/redirect-pages writes /docs as docs/index.html; the routes' pages are <route>.html.
  expect(files).toContain('docs/index.html');
  const wrong = files
    .map((file) => ({ file, policies: readFileSync(join('build', file), 'utf8').match(/<meta http-equiv="Content-Security-Policy"/g)?.length ?? 0 }))
    .filter(({ policies }) => policies !== 1);
  expect(wrong).toEqual([]);
});

// The redirect pages' script (which also forwards the query and fragment) runs only if their policy allows it; a
// meta refresh would still redirect, but without them.
for (const [from, to] of [
  ['/docs', '/docs/intro'],
  ['/docs/category/extensions', '/docs/extensions'],
  ['/docs/api/core/index', '/docs/api/core/root'],
] as const) {
  test(`the redirect page ${from} runs its script under its policy and forwards the query and fragment`, async ({ tab: page, baseURL }) => {
    const problems = watchPage(page, baseURL ?? '');
    const violations = () => readPolicyViolations(page);
    await page.goto(`${from}?via=redirect#top`);
    await expect(page).toHaveURL(`${baseURL}${to}?via=redirect#top`);
    await waitForHydration(page);
    await expectNoViolations(violations, problems.errors);
  });
}

test('an inline script that is not one of the hashed ones is refused', async ({ tab: page }) => {
  const violations = () => readPolicyViolations(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem refused inline/)]);
});

test('the search modal opens and answers a query with no violation', async ({ tab: page, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  const violations = () => readPolicyViolations(page);
  await page.goto('/docs/intro');
  await waitForHydration(page);
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.locator('.DocSearch-Input').fill('middleware');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/guides\/middlewares/);
  await waitForHydration(page);
  await expectNoViolations(violations, problems.errors);
});

test('the search page answers a query with no violation', async ({ tab: page, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  const violations = () => readPolicyViolations(page);
  await page.goto('/search?q=cache');
  await waitForHydration(page);
  await expect(page.locator('main ol > li h2').first()).toBeVisible();
  await expectNoViolations(violations, problems.errors);
});

test("pages reached in the app run under the first page's policy with no violation", async ({ tab: page, baseURL }) => {
  const problems = watchPage(page, baseURL ?? '');
  const violations = () => readPolicyViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/api/core/root');
  await waitForHydration(page);
  // The home page adds the base-URL banner's script in the client; blog posts and guides their own head tags.
  await followLink(page.locator('.navbar__brand'));
  await expect(page).toHaveURL(/\/$/);
  await followLink(page.locator('.navbar').getByRole('link', { name: 'Docs', exact: true }));
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await followLink(page.locator('.pagination-nav__link--next'));
  await followLink(page.locator('footer').getByRole('link', { name: 'Blog', exact: true }));
  await expect(page).toHaveURL(/\/blog$/);
  await followLink(page.locator('article h2 a').first());
  await expect(page.locator('article h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(violations, problems.errors);
});
