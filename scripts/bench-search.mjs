// Search figures for scripts/bench.mjs, measured on the production build in local mode: the index's size on
// disk, what a reader's first query downloads (the Pagefind runtime and the index chunks it needs), and the
// time from the keystroke to rendered results in the modal. Also runs alone: node scripts/bench-search.mjs
/* global document, MutationObserver -- used in functions that run in the browser page */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './chromium.mjs';
import { createStaticServer } from './serve.mjs';

const INDEX_DIR = join('build', 'pagefind');
const PORT = 4399;
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

/** Opens the modal on a docs page, types `query`, and returns the ms from the input event to the first hit. */
async function timeQuery(page, query) {
  const elapsed = page.evaluate(
    () =>
      new Promise((resolve) => {
        let start = 0;
        document.addEventListener('input', () => (start = performance.now()), { once: true, capture: true });
        new MutationObserver((_, observer) => {
          if (start && document.querySelector('.DocSearch-Hit')) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.locator('.DocSearch-Input').fill(query);
  return elapsed;
}

export async function searchFigures() {
  if (!existsSync(join(INDEX_DIR, 'pagefind.js'))) return [['search index', 'none (Algolia mode, or no build)']];
  const total = bytesIn(INDEX_DIR);
  const runtime = runtimeBytes(INDEX_DIR);
  const rows = [
    ['search index on disk (build/pagefind)', kb(total)],
    ['  of which runtime (pagefind.js, worker, wasm, metadata)', kb(runtime)],
    ['  of which index chunks, filters and page fragments', kb(total - runtime)],
  ];
  const executablePath = ensureChromium();
  if (!executablePath) return [...rows, ['search in the browser', 'not measured (no Chromium)']];

  const server = createStaticServer();
  await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] });
  try {
    const page = await browser.newPage();
    const transferred = { runtime: 0, index: 0 };
    page.on('requestfinished', async (request) => {
      const name = new URL(request.url()).pathname.split('/pagefind/')[1];
      if (!name) return;
      const { responseBodySize, responseHeadersSize } = await request.sizes();
      transferred[RUNTIME.test(name) ? 'runtime' : 'index'] += responseBodySize + responseHeadersSize;
    });
    await page.goto(`http://127.0.0.1:${PORT}/docs/intro`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    // A reader who types at once: the runtime starts loading when the modal opens and may not be there yet.
    await page.keyboard.press('Control+k');
    const first = await timeQuery(page, 'middleware');
    await page.waitForLoadState('networkidle');
    const firstBytes = { ...transferred };
    const next = await timeQuery(page, 'createSerializer');
    rows.push(
      [
        'first query "middleware": bytes transferred (runtime / index chunks / total)',
        `${kb(firstBytes.runtime)} / ${kb(firstBytes.index)} / ${kb(firstBytes.runtime + firstBytes.index)}`,
      ],
      ['first query: keystroke to rendered results (modal just opened)', `${Math.round(first)} ms`],
      ['next query "createSerializer": keystroke to rendered results', `${Math.round(next)} ms`],
    );
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [label, value] of await searchFigures()) console.log(`| ${label} | ${value} |`);
}
