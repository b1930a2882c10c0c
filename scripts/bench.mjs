// Prints build and page-weight figures: cold build time, output size, and the compressed bytes a
// first visit to key pages transfers (HTML + the JS and CSS it references), then the local search
// figures (scripts/bench-search.mjs). Figures only; no pass/fail.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { searchFigures } from './bench-search.mjs';

const BUILD = 'build';
const PAGES = ['/', '/docs/intro', '/docs/api/core/index/functions/createApplication', '/blog'];

function timed(command, args) {
  const start = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return (performance.now() - start) / 1000;
}

function folderBytes(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const path = join(dir, entry.name);
    return total + (entry.isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

function htmlFile(route) {
  return route === '/' ? join(BUILD, 'index.html') : join(BUILD, `${route}.html`);
}

function firstLoad(route) {
  const html = readFileSync(htmlFile(route));
  const text = html.toString('utf8');
  const assets = [...text.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+\.(js|css))/g)];
  const sizes = { html: gzipSync(html).length, js: 0, css: 0 };
  for (const [, path, kind] of new Map(assets.map((match) => [match[1], match])).values()) {
    sizes[kind] += gzipSync(readFileSync(join(BUILD, path))).length;
  }
  return sizes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

rmSync('.docusaurus', { recursive: true, force: true });
rmSync(BUILD, { recursive: true, force: true });
rmSync('node_modules/.cache', { recursive: true, force: true });
rmSync('docs/api', { recursive: true, force: true });
// TypeDoc on its own (the build runs the same generation through docusaurus-plugin-typedoc).
const apiGeneration = timed('node_modules/.bin/typedoc', ['--out', '.tmp/bench-api', '--logLevel', 'Warn']);
rmSync('.tmp/bench-api', { recursive: true, force: true });
const cold = timed('node_modules/.bin/docusaurus', ['build']);
const warm = timed('node_modules/.bin/docusaurus', ['build']);

const rows = [
  ['cold build (caches cleared, API generation included)', `${cold.toFixed(1)} s`],
  ['  of which API generation (TypeDoc, measured alone)', `${apiGeneration.toFixed(1)} s`],
  ['warm rebuild', `${warm.toFixed(1)} s`],
  ['output size', kb(folderBytes(BUILD))],
  ['pages in sitemap', String((readFileSync(join(BUILD, 'sitemap.xml'), 'utf8').match(/<loc>/g) ?? []).length)],
];
for (const route of PAGES) {
  const { html, js, css } = firstLoad(route);
  rows.push([`first load ${route} (gzip: HTML / JS / CSS / total)`, `${kb(html)} / ${kb(js)} / ${kb(css)} / ${kb(html + js + css)}`]);
}

rows.push(...(await searchFigures()));

const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\n| ${'figure'.padEnd(width)} | value |\n| ${'-'.repeat(width)} | --- |`);
for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
