// The content security policy of the built pages, made from what they hold. GitHub Pages (the deploy target) sets
// no headers, so the policy travels in each page as <meta http-equiv="Content-Security-Policy">: a browser applies
// it to what comes after it in the document, so it goes right after <meta charset> (which must stay first).
import { createHash } from 'node:crypto';

/** A data block (JSON-LD and the like) is not run, so no policy governs it; everything else in <script> is. */
const DATA_BLOCK_TYPE = /^(?:application\/(?:ld\+)?json|text\/plain)$/i;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const POLICY_META = /<meta\s+http-equiv=(?:"Content-Security-Policy"|'Content-Security-Policy'|Content-Security-Policy)\s[^>]*>/gi;
const CHARSET_META = /<meta\s+charset=[^>]*>/i;

/** An attribute's value in minified HTML, where a value without spaces or quotes loses its quotes. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The text of each inline script a browser would run: no `src`, and a script type (none, JavaScript, a module).
 * The build's HTML is minified and has no comments; a script's text cannot hold "</script", so the first one
 * ends it.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = attribute(attributes, 'type')?.trim() ?? '';
    if (DATA_BLOCK_TYPE.test(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** The text of each <style> element. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map((match) => match[1] ?? '');
}

/**
 * React elements `<style>` with a constant text that a bundled script renders (DocSearch's Algolia logo has one):
 * `createElement("style", null, "…")` and `jsx("style", {children: "…"})` as the bundler leaves them. They are not
 * in any page's HTML, but need a hash as much as the styles that are.
 */
const RENDERED_STYLE = /\bcreateElement\)?\("style",(?:null|\{\}),("(?:[^"\\]|\\.)*")\)|\bjsxs?\)?\("style",\{children:("(?:[^"\\]|\\.)*")\}/g;

export function renderedStyles(script: string): string[] {
  return [...script.matchAll(RENDERED_STYLE)].map((match) => {
    const literal = match[1] ?? match[2] ?? '""';
    try {
      return JSON.parse(literal) as string;
    } catch {
      throw new Error(`a <style> text the script renders is no plain string literal: ${literal.slice(0, 80)}`);
    }
  });
}

/**
 * The CSP source for an inline script or style: the SHA-256 of its text as the browser reads it (the HTML parser
 * turns CRLF and CR into LF before anything sees the text).
 */
export function hashSource(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/**
 * The hosts Algolia's search client reads from for an application: its read host first, then its three
 * fallbacks. `<app>.algolia.net` only takes writes, which a search page never sends.
 */
export function algoliaHosts(appId: string): string[] {
  const id = appId.toLowerCase();
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

export interface PolicySources {
  /** Hash sources of every inline script the site's pages run. */
  readonly scriptHashes: Iterable<string>;
  /** Hash sources of every inline <style> element. */
  readonly styleHashes: Iterable<string>;
  /** Origins besides the site that the pages fetch from (the hosted search's). */
  readonly connectSources?: readonly string[];
}

/**
 * The policy: everything from the site's own origin; inline scripts only by hash (never 'unsafe-inline'); Pagefind
 * compiles its WebAssembly ('wasm-unsafe-eval', which allows no JavaScript eval); images also as data: URLs (the
 * stylesheet's icons). Style attributes stay allowed: the pages carry some (code blocks' line counts, the
 * announcement bar's colours) and they run no code; <style> elements need a hash. Browsers without
 * style-src-elem/-attr fall back to style-src. frame-ancestors and reporting cannot be set in a <meta>.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes, connectSources = [] }: PolicySources): string {
  const sorted = (sources: Iterable<string>) => [...new Set(sources)].sort();
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...sorted(scriptHashes)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", ...sorted(styleHashes)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectSources],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The policy of a page outside the site's app, one that loads none of the site's scripts and runs only its own
 * inline ones (a redirect page): those, by hash, and nothing else inline.
 */
export function standalonePolicy(html: string): string {
  return contentSecurityPolicy({ scriptHashes: inlineScripts(html).map(hashSource), styleHashes: inlineStyles(html).map(hashSource) });
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/**
 * The page with the policy as its first governing element: after <meta charset> (or at the start of <head>),
 * before every script, stylesheet and link. A policy meta already there (a build written twice) is replaced.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const page = html.replace(POLICY_META, '');
  const charset = CHARSET_META.exec(page);
  const head = /<head(?:\s[^>]*)?>/i.exec(page);
  const anchor = charset ?? head;
  if (!anchor) throw new Error('the page has neither <meta charset> nor <head>');
  const at = anchor.index + anchor[0].length;
  const first = page.search(/<(?:script|link|style|base|img|iframe|object|embed)\b/i);
  if (first >= 0 && first < at) throw new Error('a script, link or style comes before <meta charset>, where the policy would not govern it');
  return `${page.slice(0, at)}${meta}${page.slice(at)}`;
}
