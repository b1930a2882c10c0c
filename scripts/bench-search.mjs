// Search figures for scripts/bench.mjs, measured on the production build in local mode: the index's size on
// disk, what a reader's first query downloads (the Pagefind runtime and the index chunks it needs), and the
// time from the keystroke to rendered results in the modal and on /search, for a few queries of different
// kinds (a plain word, synonyms, a word no page has with another, a typo). Also runs alone:
// node scripts/bench-search.mjs (SERVE_DIR=<folder> measures another build, as the static server does).
/* global document, MutationObserver -- used in functions that run in the browser page */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import { createStaticServer } from './serve.mjs';

const BUILD_DIR = process.env.SERVE_DIR || 'build';
const INDEX_DIR = join(BUILD_DIR, 'pagefind');
const PORT = 4399;
// Queries timed after the first, in the modal and then on /search: what readers type (tests/fixtures/search-reader-queries.json).
const NEXT_QUERIES = ['createSerializer', 'known bugs', 'context per request', 'serverless kubernetes', 'pagination plugn'];
const RUNTIME = /^(pagefind\.js|pagefind-worker\.js|wasm\..+\.pagefind|pagefind-entry\.json|pagefind\..+\.pf_meta)$/;

function bytesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const path = join(dir, entry.name);
    return total + (entry.isDirectory() ? bytesIn(path) : statSync(path).size);
  }, 0);
}

function runtimeBytes(dir) {
  return readdirSync(dir).filter((name) => RUNTIME.test(name)).reduce((total, name) => total + statSync(join(dir, name)).size, 0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Types `query` into the open modal and returns the ms from its input event to the answer for it on screen: the
 * footer's link to the search page names the query once its results are drawn, and the empty state names it too.
 */
async function timeQuery(page, query) {
  const elapsed = page.evaluate(
    (typed) =>
      new Promise((resolve) => {
        let start = 0;
        const answered = () =>
          document.querySelector(`.DocSearch-HitsFooter a[href*="q=${encodeURIComponent(typed)}"]`) ||
          document.querySelector('.DocSearch-NoResults')?.textContent?.includes(typed);
        document.addEventListener('input', () => (start = performance.now()), { once: true, capture: true });
        new MutationObserver((_, observer) => {
          if (start && answered()) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      }),
    query,
  );
  await page.locator('.DocSearch-Input').fill(query);
  return elapsed;
}

/**
 * Types `query` into the search page's field and returns the ms from its input event to its results: the status
 * line empties while the page waits (the typing pause included) and says what it found once they are drawn.
 */
async function timePageQuery(page, query) {
  const elapsed = page.evaluate(
    () =>
      new Promise((resolve) => {
        let start = 0;
        let waited = false;
        document.addEventListener('input', () => (start = performance.now()), { once: true, capture: true });
        new MutationObserver((_, observer) => {
          const status = document.querySelector('main [role="status"]')?.textContent ?? '';
          if (start && status === '') waited = true;
          if (waited && /found|No results/.test(status)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(query);
  return elapsed;
}

export async function searchFigures() {
  if (!existsSync(join(INDEX_DIR, 'pagefind.js'))) return [['search index', 'none (Algolia mode, or no build)']];
  const total = bytesIn(INDEX_DIR);
  const runtime = runtimeBytes(INDEX_DIR);
  const rows = [
    [`search index on disk (${INDEX_DIR})`, kb(total)],
    ['  of which runtime (pagefind.js, worker, wasm, metadata)', kb(runtime)],
    ['  of which index chunks, filters and page fragments', kb(total - runtime)],
  ];
  const executablePath = ensureChromium();
  if (!executablePath) return [...rows, ['search in the browser', 'not measured (no Chromium)']];

  const server = createStaticServer({ dir: BUILD_DIR });
  await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    const page = await browser.newPage();
    const transferred = { runtime: 0, index: 0 };
    page.on('requestfinished', async (request) => {
      const name = new URL(request.url()).pathname.split('/pagefind/')[1];
      if (!name) return;
      // A request that finishes as the browser closes has no sizes to read any more.
      const sizes = await request.sizes().catch(() => null);
      if (sizes) transferred[RUNTIME.test(name) ? 'runtime' : 'index'] += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    await page.goto(`http://127.0.0.1:${PORT}/docs/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // A reader who types at once: the runtime starts loading when the modal opens and may not be there yet.
    await page.keyboard.press('Control+k');
    const first = await timeQuery(page, 'middleware');
    await page.waitForLoadState('networkidle');
    const firstBytes = { ...transferred };
    rows.push(
      [
        'first query "middleware": bytes transferred (runtime / index chunks / total)',
        `${kb(firstBytes.runtime)} / ${kb(firstBytes.index)} / ${kb(firstBytes.runtime + firstBytes.index)}`,
      ],
      ['first query: keystroke to rendered results (modal just opened)', `${Math.round(first)} ms`],
    );
    for (const query of NEXT_QUERIES) rows.push([`modal, "${query}": keystroke to rendered results`, `${Math.round(await timeQuery(page, query))} ms`]);
    await page.goto(`http://127.0.0.1:${PORT}/search`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    for (const query of NEXT_QUERIES) {
      rows.push([`/search, "${query}": keystroke to rendered results (typing pause included)`, `${Math.round(await timePageQuery(page, query))} ms`]);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [label, value] of await searchFigures()) console.log(`| ${label} | ${value} |`);
}
