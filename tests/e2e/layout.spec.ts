import type { Locator, Page } from '@playwright/test';
import { expandSidebarCategory, waitForHydration } from './support';
import { expect, test } from './tab';

// The navbar's right side, in order: Examples is the docs page about the examples, the rest leave the site.
const NAVBAR_RIGHT = {
  Examples: '/docs/examples',
  Donate: 'https://github.com/sponsors/andreisergiu98',
  Discord: 'https://discord.gg/j6Y8xRc7ep',
  GitHub: 'https://github.com/andreisergiu98/baeta',
} as const;

// The Guides category of the sidebar (config/docs-sidebar.ts): its groups and their pages, in order.
const GUIDE_GROUPS = [
  {
    label: 'Schema and resolvers',
    pages: [
      'guides/resolvers',
      'guides/parent-types',
      'guides/scalars',
      'guides/interfaces-unions',
      'guides/directives',
      'guides/input-directives',
    ],
  },
  {
    label: 'The server',
    pages: [
      'guides/application',
      'guides/context',
      'guides/context-store',
      'guides/data-loading',
      'guides/middlewares',
      'guides/errors',
      'guides/environment',
    ],
  },
  { label: 'Real time', pages: ['guides/subscriptions', 'guides/typed-pubsub'] },
  { label: 'Testing and operations', pages: ['guides/testing', 'guides/deployment'] },
];

test.describe('navbar and footer', () => {
  test('navbar: Docs on the left to the intro doc, then Examples (a docs page), Donate, Discord and GitHub', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const left = page.locator('.navbar__items:not(.navbar__items--right)');
    await expect(left.getByRole('link', { name: 'Docs', exact: true })).toHaveAttribute('href', '/docs/intro');
    const right = page.locator('.navbar__items--right');
    const labels = await right.locator('a.navbar__link').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(Object.keys(NAVBAR_RIGHT));
    for (const [label, href] of Object.entries(NAVBAR_RIGHT)) {
      await expect(right.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  test('footer: a Docs column and a More column', async ({ tab: page }) => {
    await page.goto('/docs/intro');
    const footer = page.locator('footer');
    const columns = footer.locator('.footer__col');
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0).locator('.footer__title')).toHaveText('Docs');
    await expect(columns.nth(0).locator('a')).toHaveText(['Introduction', 'Getting Started', 'Examples']);
    await expect(columns.nth(0).getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
      'href',
      '/docs/getting-started/installation',
    );
    await expect(columns.nth(0).getByRole('link', { name: 'Examples' })).toHaveAttribute('href', NAVBAR_RIGHT.Examples);
    await expect(columns.nth(1).locator('.footer__title')).toHaveText('More');
    await expect(columns.nth(1).locator('a')).toHaveText(['Blog', 'GitHub', 'Discord', 'Donate']);
    await expect(columns.nth(1).getByRole('link', { name: 'Discord' })).toHaveAttribute('href', NAVBAR_RIGHT.Discord);
  });
});

test.describe('skip link and keyboard marker', () => {
  test('the first Tab reaches "Skip to main content", which moves focus to the content', async ({ tab: page }) => {
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveClass(/navigation-with-keyboard/);
    // The skip moves the focus start point to <main>: the next Tab lands inside the content, past the navbar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(focusedInMain).toBe(true);
    await page.mouse.down();
    await expect(page.locator('body')).not.toHaveClass(/navigation-with-keyboard/);
  });
});

test.describe('mobile sidebar', () => {
  test('opens below 997 px and is forced hidden when the window grows past 996 px', async ({ tab: page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page it opens on the docs sidebar (the secondary menu), with a way back to the primary one.
    await expect(sidebar.getByRole('button', { name: /Back to main menu/ })).toBeVisible();

    await page.setViewportSize({ width: 997, height: 800 });
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeHidden();
  });

  test('the primary menu lists the navbar links', async ({ tab: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu.getByRole('link', { name: 'Docs', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Examples', exact: true })).toHaveAttribute('href', '/docs/examples');
    // External links say, to assistive technology too, that they open in a new tab.
    for (const label of ['Donate', 'Discord', 'GitHub']) {
      await expect(menu.getByRole('link', { name: `${label} (opens in new tab)`, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });
});

/** The words of the elements' text that the layout splits over two lines. */
function splitWords(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((nodes) =>
    nodes.flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const broken: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (range.getClientRects().length > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

test('at 390 px the previous and next links break their titles between words only', async ({ tab: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Its neighbours have the longest single words of the sidebar's titles: Troubleshooting and FAQ.
  await page.goto('/docs/known-issues');
  const labels = page.locator('.pagination-nav__label');
  await expect(labels).toHaveCount(2);
  expect(await splitWords(labels)).toEqual([]);
});

test("a title beside the page menu with its project download breaks between words only", async ({ tab: page }) => {
  // Authentication is the longest one-word title of a page with a project; beside the menu it broke as "Authenticatio n".
  for (const width of [1000, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/docs/recipes/authentication');
    await expect(page.getByRole('link', { name: 'Download project' })).toBeVisible();
    expect(await splitWords(page.locator('h1')), `at ${width} px`).toEqual([]);
  }
});

// With its stylesheet blocked (a failed or slow CSS request, a reader's own style sheet), a page still reads top to
// bottom: the theme sizes some icons only in CSS, and without it an svg fills the column (src/theme/Icon/Home,
// src/theme/Admonition/Layout).
test.describe('without the stylesheet', () => {
  const LARGEST_ICON = 48;

  async function openUnstyled(page: Page, path: string): Promise<void> {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route(/\.css(?:$|\?)/, (route) => route.abort());
    await page.goto(path);
    await waitForHydration(page);
    // None of the site's styles applied (Infima's variables are the stylesheet's first rules).
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary'))).toBe('');
  }

  // A guide with breadcrumbs and a warning, one with a tip, an API page, the home page and a post.
  for (const path of ['/docs/extensions/caching', '/docs/getting-started/configuration', '/docs/api/core/root', '/', '/blog/autoload-plugin']) {
    test(`${path}: every visible icon keeps an icon's size`, async ({ tab: page }) => {
      await openUnstyled(page, path);
      const oversized = await page.locator('svg:visible').evaluateAll(
        (icons, largest) =>
          icons
            .map((icon) => ({ icon, box: icon.getBoundingClientRect() }))
            .filter(({ box }) => box.width > largest || box.height > largest)
            .map(({ icon, box }) => `${icon.parentElement?.className ?? ''} > svg ${Math.round(box.width)}x${Math.round(box.height)}`),
        LARGEST_ICON,
      );
      expect(oversized).toEqual([]);
    });
  }

  test("a doc page's title follows its breadcrumbs", async ({ tab: page }) => {
    await openUnstyled(page, '/docs/guides/middlewares');
    const crumbs = await page.locator('nav.theme-doc-breadcrumbs').boundingBox();
    const title = await page.locator('article h1').boundingBox();
    expect(crumbs).not.toBeNull();
    expect(title).not.toBeNull();
    // Unstyled, the crumbs are a bulleted list and the page menu comes before the title: a few lines, not a screen.
    expect((title?.y ?? Infinity) - (crumbs?.y ?? 0)).toBeLessThan(300);
  });
});

test.describe('sidebar and navbar behaviour', () => {
  test('a sidebar category expands and collapses, and others stay open', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const category = (label: string) =>
      sidebar.locator(':scope > li', { has: page.locator(':scope > div', { hasText: label }) });
    const guides = category('Guides');
    await expect(guides).toHaveClass(/menu__list-item--collapsed/);
    await expandSidebarCategory(guides);
    // Guides opens on its task groups, themselves collapsed.
    await expect(guides.locator('.menu__list-item-collapsible', { hasText: 'Schema and resolvers' })).toBeVisible();
    // Categories do not auto-collapse: opening Extensions leaves Guides open.
    await expandSidebarCategory(category('Extensions'));
    await expect(guides).not.toHaveClass(/menu__list-item--collapsed/);
    await guides.locator(':scope > div').getByRole('button').first().click();
    await expect(guides).toHaveClass(/menu__list-item--collapsed/);
  });

  test('the navbar stays in place while the reader scrolls down', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/docs/getting-started/configuration');
    await waitForHydration(page);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.locator('nav.navbar')).toBeInViewport();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
  });

  for (const path of ['/docs/guides/resolvers', '/blog/baeta-1-0-9-cache-serializer']) {
    test(`the table of contents is a landmark and stays in view while the reader scrolls down ${path}`, async ({ tab: page }) => {
      await page.setViewportSize({ width: 1280, height: 700 });
      await page.goto(path);
      await waitForHydration(page);
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.getByRole('link').first()).toBeVisible();
      await page.mouse.wheel(0, 2500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await expect(toc.getByRole('link').first()).toBeInViewport();
    });
  }
});

test.describe('category pages', () => {
  test('list their pages as cards with descriptions, also when reached in the browser', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    // Client-side navigation: the cards are rendered from the version data, not the prerendered HTML.
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: 'Guides', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/category\/guides$/);
    // The guides come in four groups, one card each, opening on the group's own landing page.
    await expect(page.locator('.card h2')).toHaveText(GUIDE_GROUPS.map(({ label }) => new RegExp(label)));
    const schema = page.locator('.card', { has: page.getByRole('heading', { name: /Schema and resolvers/ }) });
    await expect(schema).toHaveAttribute('href', '/docs/category/guides/schema-and-resolvers');
    await expect(schema.locator('p')).toHaveText(/^Resolvers and their types/);
    await schema.click();
    await expect(page.locator('h1')).toHaveText('Schema and resolvers');
    const pages = GUIDE_GROUPS[0]?.pages ?? [];
    expect(await page.locator('.card').evaluateAll((cards) => cards.map((card) => card.getAttribute('href')))).toEqual(pages.map((id) => `/docs/${id}`));
  });

  test('Getting Started keeps its generated index, listing the tutorial as cards', async ({ tab: page }) => {
    await page.goto('/docs/category/getting-started');
    const installation = page.locator('.card', { has: page.getByRole('heading', { name: /Installation/ }) });
    await expect(installation).toHaveAttribute('href', '/docs/getting-started/installation');
    await expect(installation.locator('p')).not.toBeEmpty();
  });

  test("are the only pages that load the docs' descriptions (plugins/docs-lean)", async ({ page }) => {
    const description = 'Write typed resolvers for queries, mutations and object fields';
    // Each body is asked for as its response arrives and read after hydration: counting bodies as they came in
    // missed the ones still being read when the check ran (CI saw 2 scripts on a page that loads more).
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    const loadedScripts = async () => Promise.all(scripts.splice(0));
    for (const path of ['/docs/guides/testing', '/docs/api/core/index/functions/createApplication']) {
      await page.goto(path);
      await waitForHydration(page);
      const loaded = await loadedScripts();
      expect(loaded.length, path).toBeGreaterThan(3);
      expect(loaded.filter((text) => text.includes(description)).length, path).toBe(0);
    }
    await page.goto('/docs/category/guides');
    await waitForHydration(page);
    expect((await loadedScripts()).filter((text) => text.includes(description)).length).toBe(1);
  });
});

test.describe('guides', () => {
  test('the Guides sidebar category groups the guides by task, each group in reading order', async ({ tab: page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/docs/guides/resolvers');
    await waitForHydration(page);
    const guides = page.locator('.theme-doc-sidebar-item-category', { has: page.getByRole('link', { name: 'Guides', exact: true }) });
    const groups = guides.locator(':scope > ul > li');
    await expect(groups.locator(':scope > div')).toHaveText(GUIDE_GROUPS.map(({ label }) => label));
    for (const [index, { pages }] of GUIDE_GROUPS.entries()) {
      const group = groups.nth(index);
      // The group of the open page starts expanded; the others open on a click.
      // The label links the group's landing page; the caret beside it opens the group in place.
      if (await group.evaluate((item) => item.classList.contains('menu__list-item--collapsed'))) await expandSidebarCategory(group);
      const links = group.locator(':scope > ul .menu__link');
      await expect(links).toHaveCount(pages.length);
      expect(await links.evaluateAll((items) => items.map((item) => item.getAttribute('href')))).toEqual(pages.map((id) => `/docs/${id}`));
    }
  });

  test('a generator plugin page sits under Generator plugins, the category of its URL, and not among the guides', async ({ tab: page }) => {
    await page.goto('/docs/plugins/pagination');
    await waitForHydration(page);
    const activeLink = page.locator('a.menu__link--active[href="/docs/plugins/pagination"]');
    await expect(activeLink).toHaveCount(1);
    await expect(page.locator('.theme-doc-sidebar-item-category', { has: activeLink }).last().locator(':scope > div')).toHaveText(
      'Generator plugins',
    );
  });
});

test.describe('extensions and plugins', () => {
  for (const [label, path, title] of [
    ['Extensions — runtime plugins', '/docs/extensions', 'Extensions'],
    ['Generator plugins', '/docs/plugins', 'Plugins'],
  ] as const) {
    test(`the sidebar category "${label}" opens its landing page, ${path}`, async ({ tab: page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/docs/intro');
      await waitForHydration(page);
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('article h1')).toHaveText(title);
    });
  }
});
