// Internal link check over the production build with linkinator: crawls every page from / through the static
// server (scripts/serve.mjs, so addresses resolve as on a host) and fails on any broken same-site link, asset or
// #fragment. External links are not followed: the check must not depend on the network.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LinkChecker } from 'linkinator';
import { createStaticServer, isMainModule } from './serve.mjs';

const PORT = Number(process.env.LINK_CHECK_PORT ?? 4396);

export async function checkLinks({ dir = 'build' } = {}) {
  const server = createStaticServer({ dir });
  await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
  const origin = `http://localhost:${PORT}`;
  try {
    const result = await new LinkChecker().check({
      path: `${origin}/`,
      recurse: true,
      checkFragments: true,
      concurrency: 20,
      // A request that gets no response at all (linkinator's HTTP 0, seen twice in CI when the 2-core machine was
      // loaded) is tried again; a link that answers 404 is broken the first time.
      retryErrors: true,
      retryErrorsCount: 3,
      retryErrorsJitter: 500,
      // Only this site's addresses; escaping the origin's dots and slashes is not needed for a prefix test.
      linksToSkip: async (link) => !link.startsWith(origin),
    });
    const brokenUrls = new Set(result.links.filter((link) => link.state === 'BROKEN').map((link) => link.url));
    // Links found on a broken address's own response (the 404 page) are echoes of the first error, not new ones.
    const broken = new Map();
    for (const link of result.links) {
      if (link.state !== 'BROKEN' || brokenUrls.has(link.parent)) continue;
      const page = (link.parent ?? '(start)').replace(origin, '');
      const problem = link.status === 200 ? `no element with id "${link.url.split('#')[1]}"` : `HTTP ${link.status}`;
      broken.set(`${page} ${link.url}`, { page, target: link.url.replace(origin, ''), problem });
    }
    return { checked: result.links.filter((link) => link.state === 'OK').length, broken: [...broken.values()] };
  } finally {
    server.close();
  }
}

const attribute = (name) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'g');
const valuesOf = (html, name) => [...html.matchAll(attribute(name))].map((match) => match[1] ?? match[2] ?? match[3]);

/**
 * Same-site links whose #fragment names no element of the page they point to. The minified pages leave most
 * attributes unquoted, and linkinator's fragment check let such links through, so the built files are read here.
 */
export function brokenFragments(dir = 'build') {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const routeOf = (file) => `/${file.replaceAll('\\', '/').replace(/(\/index)?\.html$/, '')}`;
  const ids = new Map();
  const html = new Map(files.map((file) => [routeOf(file), readFileSync(join(dir, file), 'utf8')]));
  const idsOf = (route) => {
    if (!ids.has(route)) ids.set(route, html.has(route) ? new Set(valuesOf(html.get(route), 'id')) : undefined);
    return ids.get(route);
  };
  const broken = new Map();
  for (const [page, text] of html) {
    for (const href of new Set(valuesOf(text, 'href'))) {
      const match = /^(\/[^#?]*)#(.+)$/.exec(href.replaceAll('&amp;', '&'));
      if (!match) continue;
      const [, route, fragment] = match;
      const targets = idsOf(route.replace(/\/$/, '') || '/');
      if (targets && !targets.has(decodeURIComponent(fragment))) broken.set(`${page} ${href}`, { page, target: href, problem: `no element with id "${fragment}"` });
    }
  }
  return [...broken.values()];
}

async function main() {
  const linked = await checkLinks();
  const checked = linked.checked;
  const seen = new Set(linked.broken.map(({ page, target }) => `${page} ${target}`));
  const broken = [...linked.broken, ...brokenFragments().filter(({ page, target }) => !seen.has(`${page} ${target}`))];
  for (const { page, target, problem } of broken) console.error(`Broken link on ${page}: ${target} (${problem})`);
  console.log(`Link check: ${checked} links OK, ${broken.length} broken.`);
  if (broken.length > 0) {
    console.error('Fix the links above in the page sources (docs/, blog/, src/, packages/ for the API reference).');
    process.exit(1);
  }
}

// No top-level await: the unit tests import this module for brokenFragments.
if (isMainModule(import.meta.url)) main();
