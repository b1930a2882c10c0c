import { readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createMatcher } from '@docusaurus/utils';
import { routeOf } from '../search-index/pages';
import { htmlFileOf } from '../search-index/records';
import { htmlToTwin, type Twin } from './convert';
import { twinRoute } from './route';
import { llmsFiles, readingOrder, type ListedPage } from './llms';
import { runInWorker, type SharedQueue, sharedQueue, takeEach } from '../workers';

/**
 * After a production build, writes a Markdown twin of every page beside its HTML (`/docs/intro` →
 * `/docs/intro.md`, the home page → `/index.md`), made from the built HTML (convert.ts); names the twin in
 * the page's head with `<link rel="alternate" type="text/markdown">`; and writes `/llms.txt`,
 * `/llms-full.txt` and `/llms-api.txt` (llms.ts).
 */
export interface MarkdownTwinsOptions {
  /** Route globs without a twin, as the sitemap's `ignorePatterns` (tag listings). */
  readonly ignorePatterns?: readonly string[];
  /** Folder of the generated API reference under the docs, listed apart (`llms-api.txt`). */
  readonly apiDocsDir: string;
  /** One-paragraph summary of the site for `llms.txt`. */
  readonly summary: string;
}

export { twinRoute };

async function writeAtomically(file: string, content: string): Promise<void> {
  // The search index reads the same HTML files during postBuild; a reader never sees a half-written one.
  const temporary = `${file}.twin-tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export function withAlternateLink(html: string, href: string): string {
  const link = `<link rel="alternate" type="text/markdown" href="${href}">`;
  if (html.includes(link)) return html;
  // The minifier leaves out optional end tags, so the head may end where the body starts.
  const end = [html.indexOf('</head>'), html.search(/<body[\s>]/)].find((index) => index >= 0);
  if (end === undefined) throw new Error('the page has neither </head> nor <body>');
  return `${html.slice(0, end)}${link}${html.slice(end)}`;
}

/** A page to twin: its route, its HTML file, its absolute URL, and where its twin goes. */
interface TwinJob {
  readonly route: string;
  readonly file: string;
  readonly url: string;
  readonly twinFile: string;
  readonly twinPath: string;
}

/** Writes one page's twin and links the page to it; undefined for a route without a page of its own. */
async function writeTwin(job: TwinJob): Promise<Twin | undefined> {
  let html: string;
  try {
    html = await readFile(job.file, 'utf8');
  } catch {
    return undefined; // A route without a page of its own (a client-side redirect target); nothing to twin.
  }
  const twin = htmlToTwin(html, { url: job.url });
  if (!twin) throw new Error(`plugins/markdown-twins: ${job.file} has no content region (main); did the theme's markup change?`);
  await writeFile(job.twinFile, twin.markdown);
  try {
    await writeAtomically(job.file, withAlternateLink(html, job.twinPath));
  } catch (error) {
    throw new Error(`plugins/markdown-twins: cannot link ${job.file} to its twin: ${(error as Error).message}`);
  }
  return twin;
}

/** A worker thread (../workers.ts): takes pages from the queue it shares with the other workers, posts their twins. */
export async function writeTwinsInWorker() {
  const queue = (workerData as { data: SharedQueue<TwinJob> }).data;
  const twins: [string, Twin | undefined][] = [];
  for (const job of takeEach(queue)) twins.push([job.route, await writeTwin(job)]);
  parentPort?.postMessage(twins);
}

export default function markdownTwins(context: LoadContext, options: MarkdownTwinsOptions): Plugin {
  const { baseUrl, siteConfig, outDir } = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const ignored = createMatcher([...(options.ignorePatterns ?? [])]);
  return {
    name: 'markdown-twins',
    async postBuild({ routesPaths, routesBuildMetadata, plugins }) {
      const started = performance.now();
      const routes = [...new Set(routesPaths)].filter(
        (route) => !route.endsWith('/404') && route !== `${baseUrl}404` && !ignored(route) && !routesBuildMetadata[route]?.noIndex,
      );
      const jobs = routes.map((route): TwinJob => {
        const twinPath = twinRoute(route);
        return {
          route,
          file: htmlFileOf(outDir, baseUrl, route, siteConfig.trailingSlash),
          url: `${siteUrl}${route}`,
          twinFile: join(outDir, twinPath.slice(baseUrl.length)),
          twinPath,
        };
      });
      // Converting ~500 pages is seconds of CPU; in workers, it leaves the main thread to the search index.
      const queue = sharedQueue(jobs);
      const shares = await Promise.all(
        Array.from({ length: Math.min(2, availableParallelism()) }, () =>
          runInWorker<[string, Twin | undefined][]>(__filename, 'writeTwinsInWorker', queue, 'plugins/markdown-twins: writing the twins'),
        ),
      );
      const twins = new Map(shares.flat().filter((entry): entry is [string, Twin] => entry[1] !== undefined));

      const docs = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')?.content as DocsContent | undefined;
      const blog = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog')?.content as
        | { blogPosts: { metadata: { permalink: string } }[] }
        | undefined;
      const listed = (route: string): ListedPage | undefined => {
        const twin = twins.get(route);
        return twin && { title: twin.title, description: twin.description, url: `${siteUrl}${twinRoute(route)}` };
      };
      // Permalinks of folder index docs end in "/"; the routes (and twins) follow the trailingSlash setting.
      const settings = { baseUrl, trailingSlash: siteConfig.trailingSlash };
      const order = readingOrder(docs?.loadedVersions ?? [], options.apiDocsDir, blog?.blogPosts.map((post) => post.metadata.permalink) ?? []).map(
        (section) => ({ ...section, routes: section.routes.map((route) => routeOf(route, settings)) }),
      );
      const files = llmsFiles(order, {
        title: siteConfig.title,
        summary: options.summary,
        page: listed,
        markdown: (route) => twins.get(route)?.markdown,
        rootUrl: `${siteUrl}${baseUrl}`,
      });
      await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(outDir, name), text)));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[markdown-twins] Wrote ${twins.size} Markdown twins and ${Object.keys(files).join(', ')} in ${seconds} s.`);
    },
  };
}
