// Lighthouse figures for scripts/bench.mjs: each page of the budget is audited RUNS times with Lighthouse's
// default mobile settings (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium against the build served
// like a static host (scripts/serve.mjs). Reports the median run and what its first load transferred.
// Also runs alone on an existing build: node scripts/bench-lighthouse.mjs
import { CHROMIUM_FLAGS, ensureChromium } from './chromium.mjs';
import { createStaticServer } from './serve.mjs';

const PORT = 4398;
// Five runs, not three: Lighthouse's own guidance (docs/variability.md) is that the median of five halves the
// run-to-run spread, and here the resolvers guide's blocking time, served with Brotli, measured 21 ms and then 283
// ms on the same build within an hour as the machine's speed changed (performance 100, then 94).
export const RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Lighthouse and chrome-launcher, from bench/'s own install: kept out of the site's package.json, their 200
 * packages (186 MB) are not installed by every `npm ci`, the test run's included.
 */
export async function loadBenchTools(tools = '../bench/tools.mjs') {
  try {
    return await import(tools);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('scripts/bench-lighthouse.mjs: Lighthouse is not installed. It has an install of its own: run `npm ci --prefix bench` (`npm run bench` does) and try again.', { cause: error });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Bytes transferred on first load, by kind, from the run's network log (what went over the wire, compressed). */
function transferred(lhr) {
  const sums = { html: 0, js: 0, css: 0, other: 0 };
  for (const request of lhr.audits['network-requests'].details.items) {
    const kind = { Document: 'html', Script: 'js', Stylesheet: 'css' }[request.resourceType] ?? 'other';
    sums[kind] += request.transferSize ?? 0;
  }
  return sums;
}

function summarise(runs) {
  // The median run by performance score stands for the page; category scores are each a median.
  const ordered = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const middle = ordered[Math.floor(ordered.length / 2)];
  const score = (id) => Math.round(median(runs.map((lhr) => lhr.categories[id].score)) * 100);
  return {
    lighthouseVersion: middle.lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: middle.audits['largest-contentful-paint'].numericValue,
    tbtMs: middle.audits['total-blocking-time'].numericValue,
    bytes: transferred(middle),
    failing: CATEGORIES.flatMap((id) =>
      middle.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && middle.audits[ref.id].score !== null && middle.audits[ref.id].score < 1)
        .map((ref) => `${id}: ${ref.id} (${middle.audits[ref.id].displayValue ?? middle.audits[ref.id].score})`),
    ),
  };
}

/** Audits each route and returns { route: summary }. Needs a production build in build/. */
export async function lighthouseFigures(routes, { runs = RUNS, gzipOnly = false } = {}) {
  const { lighthouse, launch } = await loadBenchTools();
  const chromePath = ensureChromium();
  if (!chromePath) throw new Error('scripts/bench-lighthouse.mjs: Chromium is required for the Lighthouse figures.');
  const server = createStaticServer({ gzipOnly });
  await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // Round by round, each page once a round: a stretch of a busy machine (seconds to a minute here) then falls on
    // one run of several pages rather than on every run of one page, and the median sets it aside.
    const lhrs = Object.fromEntries(routes.map((route) => [route, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        const result = await lighthouse(`http://localhost:${PORT}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${result.lhr.runtimeError.message}`);
        lhrs[route].push(result.lhr);
      }
    }
    return Object.fromEntries(routes.map((route) => [route, summarise(lhrs[route])]));
  } finally {
    await chrome.kill();
    server.close();
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const routes = process.argv.slice(2);
  // GZIP_ONLY=1 measures the pages as GitHub Pages serves them (no Brotli).
  const figures = await lighthouseFigures(routes.length ? routes : ['/'], { gzipOnly: process.env.GZIP_ONLY === '1' });
  console.log(JSON.stringify(figures, null, 2));
}
