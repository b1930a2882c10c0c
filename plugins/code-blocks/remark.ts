// The remark plugin of the docs, blog and pages: highlights every fenced code block when the site is built,
// and types the TypeScript samples of hand-written docs pages (and the home page's showcase) so a reader can
// hover an identifier for its type (typed in a worker thread, ./samples/typing-pool.ts). A sample that does
// not type-check stops the build with `page.mdx:line` and the compiler's message. The code itself stays the
// block's children, so the copy button copies it without hover text.
//
// The markup is not a prop of the page's component, which would ship it twice (in the HTML and in the page's
// JavaScript). Each page's markup is one JSON table, written twice under one content hash in `assets.dir`:
// `<hash>.json`, which a browser fetches after a client-side navigation, and `<hash>.js`, which registers it
// and which the page imports. The browser bundle gets an empty module for those imports (./index.ts), so the
// markup reaches the browser only as the prerendered HTML or the fetched table. A block gets the prop
// `markup` (`<table url>#<index>`), and `hovers` (its page's popup table) when it has popups.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Code, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { getHighlighter, highlightToHtml, isKnownLanguage, LANGUAGES } from './highlight';
import { type MagicComment, parseLines, type ParsedLines } from './lines';
import { hiddenLines, type TypedPage, type TypingRequest } from './samples/page-typing';
import type { PageInput, Problem } from './samples/project';
import { typingPool } from './samples/typing-pool';
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

/**
 * Where the pages' markup and popup tables are written (`dir`) and the path they are served at relative to the
 * base URL (`url`, ends in `/`): compiled pages name no base URL, so one bundler cache serves every base.
 */
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

/** The page of `file` whose samples are typed, if it is one: an MDX file under `samples.dir`, not excluded. */
function pageOf(file: string, samples: SamplePages): PageInput | undefined {
  const path = relative(resolve(samples.dir), resolve(file)).replaceAll('\\', '/');
  if (path.startsWith('..') || !path.endsWith('.mdx')) return undefined;
  if (samples.exclude?.some((dir) => path.startsWith(`${dir}/`))) return undefined;
  return { file: resolve(file), id: `${samples.idPrefix ?? ''}${path.replace(/\.mdx$/, '')}` };
}

const typingRequest = (page: PageInput, samples: SamplePages, magicComments: MagicComment[]): TypingRequest => ({
  page,
  folders: { fixturesDir: resolve(samples.fixturesDir), packagesDir: resolve(samples.packagesDir), outDir: resolve(samples.outDir) },
  magicComments,
});

/**
 * Starts typing every page's samples in the typing worker (./samples/typing-pool.ts) before the compiler asks
 * for them, so the typing runs beside TypeDoc and the bundling rather than inside each page's compilation.
 */
export function prefetchSampleTypes(samples: readonly SamplePages[], magicComments: MagicComment[]) {
  typingPool().prefetch(
    samples.flatMap((folder) =>
      readdirSync(resolve(folder.dir), { recursive: true, encoding: 'utf8' })
        .sort()
        .flatMap((name) => {
          const page = pageOf(join(folder.dir, name), folder);
          return page ? [typingRequest(page, folder, magicComments)] : [];
        }),
    ),
  );
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

    const { samples } = options;
    const page = samples && file.path ? pageOf(file.path, samples) : undefined;
    const typedPage: TypedPage | undefined = page && samples ? await typingPool().typePage(typingRequest(page, samples, options.magicComments)) : undefined;
    if (typedPage) {
      timing.typingMs += typedPage.typingMs;
      if (typedPage.cpuMs !== undefined) timing.typingCpuMs = (timing.typingCpuMs ?? 0) + typedPage.cpuMs;
    }
    const problems: Problem[] = [...(typedPage?.problems ?? [])];
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
      const typed = typedPage?.blocks[line];
      const hidden = hiddenLines(node.value, metadata.code);
      if (typed && typed.hidden.join() !== hidden.join()) {
        throw new Error(
          `${where}:${line}: the code block reads differently in the compiled page than in the page's source ` +
            '(plugins/code-blocks/samples/extract.ts), so its types would not match its lines; write the fence at the start of a line.',
        );
      }
      if (typed) problems.push(...typed.problems);
      const lineClasses = typed ? remapLines(typed.sourceLines, hidden, metadata.lineClassNames) : metadata.lineClassNames;
      const html = timed('highlightingMs', () =>
        highlightToHtml(highlighter, metadata.code, {
          lang: metadata.language,
          lineClasses,
          twoslash: typed?.result,
          popups,
        }),
      );
      if (html.includes('data-hover=')) withPopups.push(node);
      // The children become the code the theme copies: without magic comments and twoslash annotations.
      node.value = typed ? typed.result.code : metadata.code;
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
      const laidOut = typedPage && relative(process.cwd(), typedPage.projectDir);
      const hint = laidOut ? `\nThe page's samples are laid out in ${laidOut}; reproduce with npx tsc -p ${laidOut}.` : '';
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
