/**
 * Turns one built HTML page into its Markdown twin: the content region only (no navbar, sidebar or footer),
 * code blocks as fenced code with their language and title, admonitions as labelled blockquotes, install tabs
 * as the tab the page shows first (npm), and every link and image absolute.
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';
import { defaultHandlers, toMdast, type State } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';
import type { Blockquote, Code, Link, PhrasingContent, Root as MdastRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { ContentRegion } from '../search-index/html';
import { BLOG_POST_REGION, DOC_REGION } from '../search-index/pages';
import { toMarkdown } from 'mdast-util-to-markdown';

export interface TwinSource {
  /** Absolute URL of the page (site URL, base URL and route), to resolve links against. */
  readonly url: string;
}

export interface Twin {
  readonly title: string;
  readonly description: string;
  readonly markdown: string;
}

// The content region of a doc page, of a blog post, and of any other page (theme-classic's markup), each with
// where its source surely ends. Only that part of a page is parsed: parsing whole pages took 35 ms each.
// The same regions the search index reads (plugins/search-index/pages.ts), found as a selector in the parsed
// slice and as a start tag in the source.
function marker(region: ContentRegion, end: string) {
  return 'id' in region
    ? { selector: `#${region.id}`, start: new RegExp(`<div[^>]*\\bid="?${region.id}\\b`), end }
    : { selector: `.${region.class}`, start: new RegExp(`<div[^>]*\\bclass="?[^">]*\\b${region.class}\\b`), end };
}

const REGIONS = [
  marker(DOC_REGION, '</article>'),
  marker(BLOG_POST_REGION, '</article>'),
  { selector: 'main', start: /<main[\s>]/, end: '</main>' },
];

// What a reader of the HTML sees only as chrome or interaction: heading anchors, the tab bar and the tabs not
// shown first (other package managers), type popups and error annotations of samples, buttons and icons. Tested
// by hand rather than with hast-util-select, which took a sixth of the conversion to match this list.
const CHROME_TAGS = new Set(['button', 'svg', 'script', 'style', 'nav']);
const CHROME_CLASSES = new Set(['twoslash-popup-container', 'twoslash-meta-line', 'theme-edit-this-page', 'theme-last-updated']);

const present = (value: unknown) => value !== undefined && value !== null && value !== false;

function isChrome(node: Element): boolean {
  const { role, hidden, alt, dataTwinIgnore } = node.properties;
  if (CHROME_TAGS.has(node.tagName) || present(dataTwinIgnore) || role === 'tablist') return true;
  if (role === 'tabpanel' && present(hidden)) return true;
  if (node.tagName === 'img' && alt === '') return true;
  const names = classes(node);
  return names.some((name) => CHROME_CLASSES.has(name)) || (node.tagName === 'a' && names.includes('hash-link'));
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

function classes(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * Takes the chrome out of the content, and every node's source position: nothing below reads positions, and
 * hast-util-to-mdast copies the whole tree, positions and all, before converting it.
 */
function clean(parent: HastRoot | Element): void {
  parent.children = parent.children.filter((child) => !(child.type === 'element' && isChrome(child))) as typeof parent.children;
  for (const child of parent.children) {
    delete child.position;
    if (child.type === 'element') clean(child);
  }
}

/** The code of a highlighted block: one `.line` span per line, popups already removed. */
function codeOf(pre: Element): string {
  const code = select('code', pre) ?? pre;
  const lines = selectAll('.line', code);
  return lines.length > 0 ? lines.map((line) => toText(line, { whitespace: 'pre' })).join('\n') : toText(code, { whitespace: 'pre' });
}

function codeBlock(node: Element): Code | undefined {
  const pre = select('pre', node);
  if (!pre) return undefined;
  const lang = [...classes(pre), ...classes(node)].find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const title = select('[class^="codeBlockTitle"], [class*=" codeBlockTitle"]', node);
  const titleText = title ? toText(title).trim() : '';
  return {
    type: 'code',
    lang: lang && lang !== 'text' ? lang : null,
    meta: titleText ? `title="${titleText.replace(/"/g, '\\"')}"` : null,
    value: codeOf(pre),
  };
}

function admonition(state: State, node: Element): Blockquote {
  const kind = classes(node).find((name) => name.startsWith('theme-admonition-'))?.slice('theme-admonition-'.length) ?? 'note';
  const label = ADMONITION_LABELS[kind] ?? kind;
  const heading = select('[class^="admonitionHeading"], [class*=" admonitionHeading"]', node);
  const headingText = heading ? toText(heading).trim() : '';
  const content = select('[class^="admonitionContent"], [class*=" admonitionContent"]', node);
  // A custom title follows the label; the default title is the kind itself ("warning").
  const caption = headingText && headingText.toLowerCase() !== kind ? `${label}: ${headingText}` : label;
  const body = content ? (state.all(content) as Blockquote['children']) : [];
  return {
    type: 'blockquote',
    children: [{ type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: caption }] }] }, ...body],
  };
}

/**
 * A link as Markdown, or its content alone when it is not one a reader could follow by its text. TypeDoc marks
 * every member of a table with an anchor target, `<a id="property-name"></a>`, which would be an empty link,
 * `[]()`, in each row; a link whose only content was an icon (removed with the chrome) would be `[](url)`, so it
 * takes its accessible name as text, or is left out without one.
 */
function link(state: State, node: Element): Link | PhrasingContent[] {
  if (!present(node.properties.href)) return state.all(node) as PhrasingContent[];
  if (toText(node).trim() || selectAll('img', node).length > 0) return defaultHandlers.a(state, node);
  const name = String(node.properties.ariaLabel ?? node.properties.title ?? '').trim();
  return name ? { ...defaultHandlers.a(state, node), children: [{ type: 'text', value: name }] } : [];
}

function absolutise(root: Element, base: string): void {
  for (const node of selectAll('a[href], img[src]', root)) {
    const key = node.tagName === 'a' ? 'href' : 'src';
    const value = String(node.properties[key] ?? '');
    if (!value || /^(mailto|tel|data):/.test(value)) continue;
    try {
      node.properties[key] = new URL(value, base).href;
    } catch {
      // Not a URL a browser could follow either; leave it as written.
    }
  }
}

function metaContent(tree: HastRoot, selector: string): string {
  const node = select(selector, tree);
  return node ? String(node.properties.content ?? '').trim() : '';
}

function regionOf(html: string): Element | undefined {
  for (const { selector, start, end } of REGIONS) {
    const from = html.search(start);
    if (from < 0) continue;
    const to = html.indexOf(end, from);
    const region = select(selector, fromHtml(html.slice(from, to < 0 ? undefined : to), { fragment: true }));
    if (region) return region;
  }
  return undefined;
}

/** The twin of one page, or undefined when the page has no content region. */
export function htmlToTwin(html: string, source: TwinSource): Twin | undefined {
  const content = regionOf(html);
  if (!content) return undefined;
  const bodyStart = html.search(/<body[\s>]/);
  const head = fromHtml(bodyStart < 0 ? html : html.slice(0, bodyStart));
  const description = metaContent(head, 'meta[name="description"]');
  // Blog posts keep their title outside the content region, in the post's header.
  const h1Source = /<h1[\s>][\s\S]*?<\/h1>/.exec(html)?.[0];
  const h1 = select('h1', content) ?? (h1Source ? select('h1', fromHtml(h1Source, { fragment: true })) : undefined);
  const title = (h1 ? toText(h1) : toText(select('title', head) ?? head)).replace(/\u200b/g, '').trim();

  clean(content);
  delete content.position;
  absolutise(content, source.url);

  const mdast = toMdast(content, {
    handlers: {
      div(state, node) {
        if (classes(node).includes('theme-code-block')) return codeBlock(node);
        if (classes(node).includes('theme-admonition')) return admonition(state, node);
        return state.all(node);
      },
      a: link,
      // A lone <pre> (raw HTML in a page) keeps its language class like a highlighted block.
      pre(_state, node) {
        return codeBlock({ type: 'element', tagName: 'div', properties: {}, children: [node as ElementContent] });
      },
    },
  }) as MdastRoot;

  // Start with the title and the description; the page's own title heading, wherever it was, is that title.
  const ownTitle = mdast.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  const lead: MdastRoot['children'] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: title }] }];
  if (description) lead.push({ type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: description }] }] });
  mdast.children = [...lead, ...mdast.children.filter((_, index) => index !== ownTitle)];

  const markdown = toMarkdown(mdast, { extensions: [gfmToMarkdown()], fences: true, bullet: '-', rule: '-' }).replace(/\u200b/g, '');
  return { title, description, markdown };
}
