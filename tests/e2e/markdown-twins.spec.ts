import { expect, test } from '@playwright/test';
import { isReexportedRoute } from '../../plugins/api-reference/reexports';
import { OPTIONAL_SECTION } from '../../plugins/markdown-twins/llms';
import { sitemapPaths } from './sitemap';

// Every page of the sitemap names a Markdown twin in its head, and the twin is served as Markdown with the
// page's title as its heading; llms.txt lists the site in the llmstxt.org shape.

const ALTERNATE = /<link rel="alternate" type="text\/markdown" href="([^"]+)">/;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\u200b/g, '')
    .trim();

// Listing pages of the site itself, not pages of docs or posts.
const NOT_LISTED = /^\/($|search$|blog$|blog\/archive$|blog\/authors)/;
// The search page is a tool with nothing to read: it has no twin, in either search mode (docusaurus.config.ts).
const WITHOUT_TWIN = new Set(['/search']);

test('every sitemap page has a Markdown twin that exists and starts with its title', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of sitemapPaths().filter((candidate) => !WITHOUT_TWIN.has(candidate))) {
    const html = await (await request.get(path)).text();
    const href = ALTERNATE.exec(html)?.[1];
    if (!href) {
      problems.push(`${path}: no <link rel="alternate" type="text/markdown">`);
      continue;
    }
    const twin = await request.get(href);
    const body = await twin.text();
    if (twin.status() !== 200 || !/text\/markdown/.test(twin.headers()['content-type'] ?? '')) {
      problems.push(`${href}: ${twin.status()} ${twin.headers()['content-type']}`);
      continue;
    }
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    const title = h1 === undefined ? undefined : text(h1);
    const heading = body.split('\n')[0]?.replace(/^# /, '').replace(/\\(.)/g, '$1');
    if (title && heading !== title) problems.push(`${href}: starts with "${heading}", the page's title is "${title}"`);
  }
  expect(problems).toEqual([]);
});

test('no API twin has an empty link (TypeDoc marks table rows with empty anchors)', async ({ request }) => {
  const paths = sitemapPaths().filter((path) => path.startsWith('/docs/api/'));
  expect(paths.length).toBeGreaterThan(400);
  const withEmptyLinks: string[] = [];
  for (const path of paths) {
    const body = await (await request.get(`${path}.md`)).text();
    const count = body.split('[]()').length - 1;
    if (count > 0) withEmptyLinks.push(`${path}.md: ${count} × []()`);
  }
  expect(withEmptyLinks).toEqual([]);
  // The rows keep their members: a table of properties still names each one.
  expect(await (await request.get('/docs/api/plugin-autoload/interfaces/AutoloadResolverOptions.md')).text()).toMatch(/^\| `suffix\?` +\|/m);
});

test('a guide twin keeps code with its language and title, install commands as npm, and absolute links', async ({ request }) => {
  const body = await (await request.get('/docs/getting-started/first-module.md')).text();
  expect(body).toMatch(/```graphql title="src\/modules\/book\/book\.gql"\ntype Book \{/);
  const install = await (await request.get('/docs/getting-started/installation.md')).text();
  expect(install).toMatch(/```bash\nnpm install/);
  expect(install).not.toMatch(/yarn add|pnpm add|bun add/);
  expect(body).not.toMatch(/\]\(\/docs\//);
  expect(body).toMatch(/\]\(https?:\/\/[^)]+\/docs\//);
  // No type popups: only the code a reader would copy.
  expect(body).not.toContain('twoslash');
});

test('the search page has no twin and names none', async ({ request }) => {
  expect((await request.get('/search.md')).status()).toBe(404);
  expect(await (await request.get('/search')).text()).not.toMatch(ALTERNATE);
});

test('llms.txt lists every doc and post with its twin, in the llmstxt.org shape; the full files hold the pages', async ({ request }) => {
  const llms = await (await request.get('/llms.txt')).text();
  const lines = llms.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^# \S/);
  expect(lines[2]).toMatch(/^> \S/);
  const sections = [...llms.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  expect(sections).toEqual(expect.arrayContaining(['Getting Started', 'Guides', 'Extensions — runtime plugins', 'Generator plugins', 'API reference', 'Blog']));
  // What Baeta re-exports from other projects and packages' internals come last (plugins/api-reference/reexports.ts).
  expect(sections.at(-1)).toBe(OPTIONAL_SECTION);
  // After the first section, every non-blank line is a heading or a list item: - [title](url): description
  const afterFirstSection = lines.slice(lines.findIndex((line) => line.startsWith('## ')));
  const malformed = afterFirstSection.filter((line) => line !== '' && !/^## \S/.test(line) && !/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\.md\)(: \S.*)?$/.test(line));
  expect(malformed).toEqual([]);

  const listed = new Set([...llms.matchAll(/\]\((https?:\/\/[^)]+)\.md\)/g)].map((match) => new URL(match[1] ?? '').pathname));
  const missing = sitemapPaths().filter((path) => !NOT_LISTED.test(path) && !listed.has(path));
  expect(missing).toEqual([]);
  const pathsIn = (section: string) => {
    const body = llms.split(`\n## ${section}\n`)[1]?.split('\n## ')[0] ?? '';
    return [...body.matchAll(/\]\((https?:\/\/[^)]+)\.md\)/g)].map((match) => new URL(match[1] ?? '').pathname);
  };
  expect(pathsIn('API reference').filter(isReexportedRoute)).toEqual([]);
  expect(pathsIn(OPTIONAL_SECTION).sort()).toEqual(sitemapPaths().filter(isReexportedRoute).sort());

  const full = await (await request.get('/llms-full.txt')).text();
  expect(full.indexOf('# Introduction')).toBeGreaterThan(0);
  expect(full.indexOf('# Installation')).toBeGreaterThan(full.indexOf('# Introduction'));
  expect(full).not.toContain('# Function: createApplication');
  const api = await (await request.get('/llms-api.txt')).text();
  expect(api).toContain('createApplication');
});
