// Highlights code at build time with Shiki, in the site's one CSS-variable theme (config/code-theme.ts), and
// returns the markup of a block's lines. Colours become role classes (`tk-keyword`), so the markup is small and
// either colour mode styles it; TypeScript samples can carry twoslash nodes (./samples/typecheck.ts), rendered
// as hover popups that open on pointer hover, keyboard focus or tap, without any script.
import { createTransformerFactory, rendererRich } from '@shikijs/twoslash/core';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createHighlighter, type Highlighter, type ShikiTransformer } from 'shiki';
import type { TwoslashGenericResult } from 'twoslash-protocol';
import { roleOfColour, shikiTheme, tokenClass } from '../../config/code-theme';

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
  /** Prefix of the ids given to popups, unique on the page. */
  idPrefix?: string;
}

const twoslashRenderer = rendererRich({
  // Popups follow the token, so a screen reader reads the code in order; they are not shown until focus.
  hast: {
    hoverCompose: ({ popup, token }) => [token, popup],
    popupDocs: { tagName: 'span' },
    popupDocsTags: { tagName: 'span' },
  },
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
  finish(codeElement, options.idPrefix ?? 'tw');
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
 * Turns colours into role classes and makes popups accessible: the token is focusable (keyboard, tap) and
 * described by its popup, which is a tooltip hidden until then.
 */
function finish(root: Element, idPrefix: string) {
  let popups = 0;
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
        (child): child is Element => child.type === 'element' && classList(child).includes('twoslash-popup-container'),
      );
      if (popup) {
        const id = `${idPrefix}-${(popups += 1)}`;
        popup.properties.id = id;
        popup.properties.role = 'tooltip';
        // Types and TSDoc belong to the API pages' search entries, not to every page whose samples use them.
        popup.properties.dataPagefindIgnore = 'all';
        node.properties.tabIndex = 0;
        node.properties.ariaDescribedBy = [id];
      }
    }
    node.children.forEach(visit);
    node.children = unwrapPlain(node.children);
  };
  visit(root);
}

/** Plain tokens need no element of their own: `<span>: </span>` becomes `: `, merged with its neighbours. */
function unwrapPlain(children: ElementContent[]): ElementContent[] {
  const result: ElementContent[] = [];
  for (const child of children) {
    const plain =
      child.type === 'element' &&
      child.tagName === 'span' &&
      Object.keys(child.properties).length === 0 &&
      child.children.every((grandchild) => grandchild.type === 'text');
    const pieces = plain ? child.children : [child];
    for (const piece of pieces) {
      const last = result.at(-1);
      if (piece.type === 'text' && last?.type === 'text') last.value += piece.value;
      else result.push(piece.type === 'text' ? { ...piece } : piece);
    }
  }
  return result;
}

function classList(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
