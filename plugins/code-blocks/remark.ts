// The remark plugin of the docs, blog and pages: highlights every fenced code block when the site is built,
// and types the TypeScript samples of hand-written docs pages (and the home page's showcase) so a reader can
// hover an identifier for its type. A sample that does not type-check stops the build with `page.mdx:line`
// and the compiler's message. The code itself stays the block's children, so the copy button copies it
// without hover text.
//
// The markup is not a prop of the page's component, which would ship it twice (in the HTML and in the page's
// JavaScript). Each page's markup is one JSON table, written twice under one content hash in `assets.dir`:
// `<hash>.json`, which a browser fetches after a client-side navigation, and `<hash>.js`, which registers it
// and which the page imports. The browser bundle gets an empty module for those imports (./index.ts), so the
// markup reaches the browser only as the prerendered HTML or the fetched table. A block gets the prop
// `markup` (`<table url>#<index>`), and `hovers` (its page's popup table) when it has popups.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { getHighlighter, highlightToHtml, isKnownLanguage, LANGUAGES } from './highlight';
import { type MagicComment, parseLines, type ParsedLines } from './lines';
import { SKIP_FLAG } from './samples/extract';
import { layOutPage, type Problem } from './samples/project';
import { checkGraphql } from './samples/schema';
import { PageTypes } from './samples/typecheck';
import { codeBlockTiming, timed } from './timing';

export interface SamplePages {
  /** Folder whose MDX pages have their TypeScript samples typed (`docs`, or a folder of `src/pages`). */
  dir: string;
  /** Prefix of the page ids under `dir`, to find fixtures (`pages/` gives `pages/showcase`). */
  idPrefix?: string;
  /** Sub-folders not typed (the generated API pages). */
  exclude?: string[];
  /** Fixtures (tests/samples/fixtures), declarations (packages) and where pages are laid out. */
  fixturesDir: string;
  packagesDir: string;
  outDir: string;
}

/** Where the pages' markup and popup tables are written (`dir`) and the URL they are served at (`url`, ends in `/`). */
export interface CodeAssets {
  dir: string;
  url: string;
}

export interface CodeBlocksOptions {
  /** The theme's magic comments and default language (themeConfig.prism), read the way the theme reads them. */
  magicComments: MagicComment[];
  defaultLanguage?: string;
  assets: CodeAssets;
  /** Pages whose samples are typed; absent: highlight only. */
  samples?: SamplePages;
}

interface Metadata extends ParsedLines {
  language: string;
}

const TYPED_LANGS = new Set(['ts', 'tsx', 'typescript']);

function pageOf(file: VFile, samples: SamplePages | undefined) {
  if (!samples || !file.path) return undefined;
  const path = relative(resolve(samples.dir), resolve(file.path));
  if (path.startsWith('..') || !path.endsWith('.mdx')) return undefined;
  if (samples.exclude?.some((dir) => path.startsWith(`${dir}/`))) return undefined;
  return { file: resolve(file.path), id: `${samples.idPrefix ?? ''}${path.replace(/\.mdx$/, '')}` };
}

export default function remarkCodeBlocks(options: CodeBlocksOptions) {
  return async (tree: Root, file: VFile) => {
    const codes: Code[] = [];
    visit(tree, 'code', (node: Code) => {
      codes.push(node);
    });
    if (codes.length === 0) return;
    const highlighter = await getHighlighter();
    const where = relative(process.cwd(), file.path);

    const timing = codeBlockTiming();
    timing.pages += 1;
    timing.blocks += codes.length;

    const page = pageOf(file, options.samples);
    const { samples } = options;
    const project = page && samples ? timed('typingMs', () => layOutPage(page, resolve(samples.outDir), resolve(samples.fixturesDir))) : undefined;
    const problems: Problem[] = project ? [...project.problems, ...timed('typingMs', () => checkGraphql(project))] : [];
    const types = project && samples && project.typescriptFiles.length > 0 ? timed('typingMs', () => new PageTypes(project, resolve(samples.packagesDir))) : undefined;
    const blocksByLine = new Map([...(project?.blocksByFile.values() ?? [])].map((block) => [block.line, block]));
    const popups: string[] = [];
    const withPopups: Code[] = [];
    const highlighted: { node: Code; html: string }[] = [];

    codes.forEach((node) => {
      const lang = (node.lang ?? options.defaultLanguage ?? 'text').toLowerCase();
      const line = node.position?.start.line ?? 0;
      if (!isKnownLanguage(highlighter, lang)) {
        problems.push({
          location: `${where}:${line}`,
          message: `no grammar for the code language "${lang}": use one of ${LANGUAGES.join(', ')} (or text), or add it to LANGUAGES in plugins/code-blocks/highlight.ts`,
        });
        return;
      }
      const metadata: Metadata = {
        language: lang,
        ...parseLines(node.value, { metastring: node.meta ?? undefined, language: lang, magicComments: options.magicComments }),
      };
      const block = blocksByLine.get(line);
      const hidden = hiddenLines(node.value, metadata.code);
      const typed = block && TYPED_LANGS.has(lang) && !block.flags.includes(SKIP_FLAG) ? timed('typingMs', () => types?.type(block, hidden)) : undefined;
      if (typed) problems.push(...typed.problems);
      const lineClasses = typed ? remapLines(typed.typed.sourceLines, hidden, metadata.lineClassNames) : metadata.lineClassNames;
      const html = timed('highlightingMs', () =>
        highlightToHtml(highlighter, metadata.code, {
          lang: metadata.language,
          lineClasses,
          twoslash: typed?.typed.result,
          popups,
        }),
      );
      if (html.includes('data-hover=')) withPopups.push(node);
      // The children become the code the theme copies: without magic comments and twoslash annotations.
      node.value = typed ? typed.typed.result.code : metadata.code;
      highlighted.push({ node, html });
    });

    if (highlighted.length > 0) {
      const { url, module } = writeTable(
        highlighted.map((block) => block.html),
        options.assets,
        true,
      );
      highlighted.forEach(({ node }, index) => setProperty(node, 'markup', `${url}#${index}`));
      tree.children.unshift(sideEffectImport(module));
    }
    if (popups.length > 0) {
      const { url } = writeTable(popups, options.assets, false);
      for (const node of withPopups) setProperty(node, 'hovers', url);
    }

    if (problems.length > 0) {
      const list = problems.map((problem) => `  ${problem.location} ${problem.message}`).join('\n');
      const hint = project ? `\nThe page's samples are laid out in ${relative(process.cwd(), project.dir)}; reproduce with npx tsc -p ${relative(process.cwd(), project.dir)}.` : '';
      throw new Error(`Code samples of ${where} do not check:\n${list}${hint}`);
    }
  };
}

function setProperty(node: Code, name: string, value: string) {
  node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), [name]: value } };
}

/** The module the registering modules import (server bundle only). */
const REGISTRY = '@site/src/components/CodeBlockMarkup/tables';

/**
 * Writes a table of strings under a name made from its content and returns the URL it is served at; with
 * `register`, also the module that registers it for server rendering (src/components/CodeBlockMarkup/tables.ts).
 */
function writeTable(entries: string[], assets: CodeAssets, register: boolean): { url: string; module: string } {
  const json = JSON.stringify(entries);
  const hash = createHash('sha1').update(json).digest('hex').slice(0, 12);
  const url = `${assets.url}${hash}.json`;
  const module = resolve(assets.dir, `${hash}.js`);
  mkdirSync(assets.dir, { recursive: true });
  writeFileSync(join(assets.dir, `${hash}.json`), json);
  if (register) {
    writeFileSync(module, `import { registerMarkup } from '${REGISTRY}';\nregisterMarkup(${JSON.stringify(url)}, ${json});\n`);
  }
  return { url, module };
}

/** `import '<path>';` as the MDX compiler takes it: an ESM node with its syntax tree. */
function sideEffectImport(path: string): RootContent {
  const source = path.replaceAll('\\', '/');
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers: [], attributes: [], source: { type: 'Literal', value: source, raw: JSON.stringify(source) } }],
      },
    },
  } as RootContent;
}

/** 0-based lines of the raw code that the theme's magic comments removed. */
export function hiddenLines(raw: string, cleaned: string): number[] {
  const kept = cleaned.split('\n');
  const hidden: number[] = [];
  let next = 0;
  raw.split('\n').forEach((line, index) => {
    if (next < kept.length && line === kept[next]) next += 1;
    else hidden.push(index);
  });
  return hidden;
}

/**
 * Line classes of the cleaned code, moved onto the lines twoslash shows. `sourceLines` is the raw line of each
 * shown line; a raw line's index in the cleaned code is its index less the hidden (magic comment) lines above it.
 */
function remapLines(sourceLines: number[], hidden: number[], lineClassNames: Record<number, string[]>): Record<number, string[]> {
  const classes: Record<number, string[]> = {};
  sourceLines.forEach((rawLine, shownLine) => {
    if (hidden.includes(rawLine)) return;
    const names = lineClassNames[rawLine - hidden.filter((line) => line < rawLine).length];
    if (names) classes[shownLine] = names;
  });
  return classes;
}
