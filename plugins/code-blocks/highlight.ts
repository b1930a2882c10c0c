// Highlights code at build time with Shiki, in the site's one CSS-variable theme (config/code-theme.ts), and
// returns the markup of a block's lines. Colours become role classes (`tk-keyword`), so the markup is small and
// either colour mode styles it; TypeScript samples can carry twoslash nodes (./samples/typecheck.ts). Their hover
// popups are not in the markup: each goes into the page's popup table (written beside the build, ./hovers.ts) and
// the token names its entry, so the types a reader may never open cost no HTML and no JavaScript on first load.
import { createTransformerFactory, rendererRich, type TwoslashRenderer } from '@shikijs/twoslash/core';
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';
import type { TwoslashGenericResult } from 'twoslash-protocol';
import { roleOfColour, shikiTheme, TOKEN_CLASS_PREFIX, tokenClass } from '../../config/code-theme';

/** Languages with a grammar, by the names and aliases fences use. */
export const LANGUAGES = [
  'typescript',
  'tsx',
  'javascript',
  'jsx',
  'graphql',
  'json',
  'jsonc',
  'shellscript',
  'yaml',
  'toml',
  'ini',
  'dockerfile',
  'diff',
  'prisma',
  'sql',
  'html',
  'css',
  'markdown',
] as const;

/** Fence languages shown as plain text on purpose. */
export const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plain', 'plaintext', 'gitignore', 'log', 'console']);

let highlighter: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [shikiTheme], langs: [...LANGUAGES] });
  return highlighter;
}

/** Whether the highlighter knows a fence language (by name or alias). */
export function isKnownLanguage(instance: Highlighter, lang: string): boolean {
  return PLAIN_LANGUAGES.has(lang) || instance.getLoadedLanguages().includes(lang);
}

export interface HighlightOptions {
  lang: string;
  /** Extra classes of each line, by 0-based line of the code shown (highlighted lines). */
  lineClasses?: Record<number, string[]>;
  /** twoslash nodes of the code; the code highlighted is then `twoslash.code`. */
  twoslash?: TwoslashGenericResult;
  /** The page's popup contents; a typed token gets `data-hover`, the index of its popup's content here. */
  popups?: string[];
}

const richRenderer = rendererRich({
  // Popups follow the token, so a screen reader reads the code in order; they are not shown until focus.
  hast: {
    hoverCompose: ({ popup, token }) => [token, popup],
    popupDocs: { tagName: 'span' },
    popupDocsTags: { tagName: 'span' },
  },
});

const POPUP_CLASS = 'twoslash-popup-container';

/**
 * The finished markup (role classes) of each popup drawn so far, as it goes into a page's popup table, by its
 * language and content; null for a hover the renderer shows no popup for.
 */
const popupMarkup = new Map<string, string | null>();

/**
 * The rich renderer, drawing each distinct popup once per build. Highlighting a popup's type tokenises it as
 * TypeScript, and the same hover (`createApplication`, `Context`) comes back on page after page: drawing each
 * anew was most of the highlighting time. A hover's popup is an empty placeholder naming its markup's key;
 * `finish` puts the markup into the page's table (a profile had put about a second of the main thread in
 * copying and finishing each hover's popup again).
 */
const twoslashRenderer: TwoslashRenderer = {
  ...richRenderer,
  nodeStaticInfo(info, node) {
    const key = JSON.stringify([this.options.lang, info.text, info.docs, info.tags]);
    if (!popupMarkup.has(key)) {
      const rendered = richRenderer.nodeStaticInfo.call(this, info, node);
      const popup = rendered.type === 'element' ? rendered.children?.find((child): child is Element => child.type === 'element' && classList(child).includes(POPUP_CLASS)) : undefined;
      if (rendered !== node && !popup) throw new Error('plugins/code-blocks: the twoslash renderer drew a hover without a popup; update twoslashRenderer in highlight.ts.');
      popupMarkup.set(key, popup ? finishedMarkup(popup.children) : null);
    }
    if (popupMarkup.get(key) === null) return node;
    return hoverToken(node, { type: 'element', tagName: 'span', properties: { className: [POPUP_CLASS], popupKey: key }, children: [] });
  },
};

/** The rich renderer's hover: the token, then its popup (hast.hoverCompose above). */
const hoverToken = (token: Element | Text, popup: Element): Element => ({
  type: 'element',
  tagName: 'span',
  properties: { class: 'twoslash-hover' },
  children: [token, popup],
});

/** The markup of the lines of a block (the inside of its `<code>`). */
export function highlightToHtml(instance: Highlighter, code: string, options: HighlightOptions): string {
  const lang = PLAIN_LANGUAGES.has(options.lang) ? 'text' : options.lang;
  const transformers: ShikiTransformer[] = [lineClassTransformer(options.lineClasses ?? {})];
  if (options.twoslash) {
    const result = options.twoslash;
    const transformer = createTransformerFactory(() => result, twoslashRenderer)({ langs: [lang], throws: true });
    transformers.unshift(transformer);
  }
  const root = instance.codeToHast(options.twoslash?.code ?? code, {
    lang,
    theme: shikiTheme.name ?? 'baeta',
    transformers,
  });
  const codeElement = findElement(root, 'code');
  if (!codeElement) throw new Error('Shiki returned no <code> element');
  // Lines are blocks (src/css/code-blocks.css); the line breaks between them would add empty lines.
  codeElement.children = codeElement.children.filter((child) => !(child.type === 'text' && child.value === '\n'));
  finish(codeElement, options.popups ?? []);
  return toHtml(codeElement.children);
}

function lineClassTransformer(classes: Record<number, string[]>): ShikiTransformer {
  return {
    name: 'baeta:line-classes',
    line(node, line) {
      for (const name of classes[line - 1] ?? []) this.addClassToHast(node, name);
    },
  };
}

function findElement(node: Root | Element, tagName: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) return child;
    const found = findElement(child, tagName);
    if (found) return found;
  }
  return undefined;
}

/**
 * Turns colours into role classes and moves hover popups into the page's table: the token stays focusable
 * (keyboard, tap) and names its popup, which the browser adds as a tooltip when it is first wanted. Popups of
 * `// ^?` queries are shown without hovering, so they stay in the markup.
 */
function finish(root: Element, popups: string[]) {
  finisher(popups)(root);
}

/** The markup of a popup's content, its colours as role classes. */
function finishedMarkup(children: ElementContent[]): string {
  children.forEach(finisher([]));
  return toHtml(children);
}

function finisher(popups: string[]) {
  const visit = (node: RootContent | ElementContent) => {
    if (node.type !== 'element') return;
    const style = typeof node.properties.style === 'string' ? node.properties.style : undefined;
    if (style !== undefined) {
      const colour = /(?:^|;)\s*color:\s*([^;]+)/.exec(style)?.[1];
      const role = colour ? roleOfColour(colour) : undefined;
      if (role) node.properties.className = [...classList(node), tokenClass(role)];
      delete node.properties.style;
    }
    if (classList(node).includes('twoslash-hover')) {
      const popup = node.children.find(
        (child): child is Element => child.type === 'element' && classList(child).includes(POPUP_CLASS),
      );
      if (popup && !classList(node).includes('twoslash-query-persisted')) {
        const key = popup.properties.popupKey;
        const content = typeof key === 'string' ? popupMarkup.get(key) : finishedMarkup(popup.children);
        if (typeof content !== 'string') throw new Error('plugins/code-blocks: a hover names a popup that was never drawn; see twoslashRenderer in highlight.ts.');
        const known = popups.indexOf(content);
        node.properties.dataHover = known >= 0 ? known : popups.push(content) - 1;
        node.properties.tabIndex = 0;
        node.children = node.children.filter((child) => child !== popup);
      }
    }
    node.children.forEach(visit);
    node.children = withFewerElements(node.children);
  };
  return visit;
}

/**
 * Fewer elements, the same text and colours (a long guide's first layout is mostly its tokens): a span without
 * attributes gives way to its children (`<span>: </span>` becomes `: `, merged with its neighbours), a
 * coloured span holding only white space becomes that space, and a coloured span around just a typed token
 * passes its colour to the token (`<span class=tk-fn><span class=twoslash-hover>` is one span).
 */
function withFewerElements(children: ElementContent[]): ElementContent[] {
  const result: ElementContent[] = [];
  for (const child of children) {
    for (const piece of simplified(child)) {
      const last = result.at(-1);
      if (piece.type === 'text' && last?.type === 'text') last.value += piece.value;
      else result.push(piece.type === 'text' ? { ...piece } : piece);
    }
  }
  return result;
}

function simplified(node: ElementContent): ElementContent[] {
  if (node.type !== 'element' || node.tagName !== 'span') return [node];
  const keys = Object.keys(node.properties);
  if (keys.length === 0) return node.children;
  const onlyColour = keys.length === 1 && classList(node).every((name) => name.startsWith(TOKEN_CLASS_PREFIX));
  if (!onlyColour) return [node];
  if (node.children.every((child) => child.type === 'text' && child.value.trim() === '')) return node.children;
  const [only] = node.children;
  if (node.children.length === 1 && only?.type === 'element' && isHoverToken(only)) {
    // twoslash names classes as `class`, Shiki as `className`: one attribute, written first as elsewhere.
    const rest = Object.fromEntries(Object.entries(only.properties).filter(([key]) => key !== 'class' && key !== 'className'));
    only.properties = { className: [...classList(node), ...classList(only)], ...rest };
    return [only];
  }
  return [node];
}

/** A typed token whose popup is in the page's table (a `// ^?` query keeps its popup in place). */
function isHoverToken(node: Element): boolean {
  const names = classList(node);
  return names.includes('twoslash-hover') && !names.includes('twoslash-query-persisted');
}

function classList(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
