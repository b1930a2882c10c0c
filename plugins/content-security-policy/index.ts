/**
 * After a production build, puts a content security policy in every page Docusaurus rendered (policy.ts), with the
 * hashes of the inline scripts and styles that the built pages hold and of the <style> elements their scripts
 * render, read from the files: a new Docusaurus (or plugin) that adds or changes one keeps its pages working.
 *
 * Every page gets the same policy, with the hashes of all pages: after the first page, the site is an app that
 * renders the others in that document, under the first page's policy (the home page's base-URL banner script is
 * added by the client on the way to it). The redirect pages are no routes: plugins/redirect-pages gives each a policy
 * of its own as it writes them.
 */
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { htmlFileOf } from '../search-index/records';
import { algoliaHosts, contentSecurityPolicy, hashSource, inlineScripts, inlineStyles, renderedStyles, withPolicyMeta } from './policy';

export interface ContentSecurityPolicyOptions {
  /** The Algolia application id when the ALGOLIA_* variables configure hosted search; its hosts may then be queried. */
  readonly algoliaAppId?: string;
}

/** The HTML file Docusaurus wrote for a route (the 404 page's route is its file name). */
function renderedFile(context: LoadContext, route: string): string {
  if (route.endsWith('.html')) return join(context.outDir, route.slice(context.baseUrl.length));
  return htmlFileOf(context.outDir, context.baseUrl, route, context.siteConfig.trailingSlash);
}

function readPage(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    // A route without a page of its own (a parent layout, or a client-side redirect's target).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The site's bundled scripts. */
function scriptFiles(outDir: string): string[] {
  const dir = join(outDir, 'assets', 'js');
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith('.js')).map((name) => join(dir, name));
}

/** Adds the policy to the pages of `routes`; returns the policy and how many pages got it. */
export function protectPages(context: LoadContext, routes: readonly string[], options: ContentSecurityPolicyOptions) {
  const pages = new Map<string, string>();
  for (const route of new Set(routes)) {
    const file = renderedFile(context, route);
    const html = readPage(file);
    if (html !== undefined) pages.set(file, html);
  }
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  for (const html of pages.values()) {
    for (const script of inlineScripts(html)) scriptHashes.add(hashSource(script));
    for (const style of inlineStyles(html)) styleHashes.add(hashSource(style));
  }
  for (const file of scriptFiles(context.outDir)) {
    try {
      for (const style of renderedStyles(readFileSync(file, 'utf8'))) styleHashes.add(hashSource(style));
    } catch (error) {
      throw new Error(`plugins/content-security-policy: ${file}: ${(error as Error).message}.`);
    }
  }
  const policy = contentSecurityPolicy({
    scriptHashes,
    styleHashes,
    connectSources: options.algoliaAppId ? algoliaHosts(options.algoliaAppId) : [],
  });
  for (const [file, html] of pages) {
    let protectedHtml: string;
    try {
      protectedHtml = withPolicyMeta(html, policy);
    } catch (error) {
      throw new Error(`plugins/content-security-policy: cannot add the policy to ${file}: ${(error as Error).message}.`);
    }
    // Other plugins' postBuild may be reading the page (the blog's feeds): they see the old file or the new one.
    const temporary = `${file}.csp-tmp`;
    writeFileSync(temporary, protectedHtml);
    renameSync(temporary, file);
  }
  return { policy, pages: pages.size, scripts: scriptHashes.size, styles: styleHashes.size };
}

export default function contentSecurityPolicyPlugin(context: LoadContext, options: ContentSecurityPolicyOptions = {}): Plugin {
  return {
    name: 'content-security-policy',
    // Synchronous on purpose, and registered before the plugins that rewrite or copy pages (markdown-twins adds
    // a link to every page): Docusaurus starts the plugins' postBuild one after the other in registration order,
    // each running until its first await, so the pages are final here before any later plugin reads one, and
    // no later read-modify-write of a page can drop the policy.
    postBuild({ routesPaths }) {
      const { pages, scripts, styles } = protectPages(context, routesPaths, options);
      const search = options.algoliaAppId ? `, Algolia app ${options.algoliaAppId} allowed` : '';
      console.log(`[content-security-policy] Added the policy to ${pages} pages (${scripts} script and ${styles} style hashes${search}).`);
    },
  };
}
