// Types the TypeScript samples of a laid-out page: one run gives the compiler's errors, reported as
// `docs/page.mdx:line`, and the twoslash nodes (hover types, `// ^?` queries, errors shown on purpose with
// `// @errors:`) that the site renders with @shikijs/twoslash.
//
// Each page is its own program: extensions and samples augment global interfaces (`BaetaExtensions`,
// `AuthExtension.Scopes`), so one program over every page would let a page compile thanks to another page's
// declarations. Every file of the page (fixtures and blocks) is a root file, as in the reader's project, and a
// block is typed at the path its title names, so its relative imports resolve as the page says.
//
// Why not twoslash's own engine: it writes each snippet into its language service and bumps the project
// version two or three times per block, so every block re-creates the program and its checker. Over the docs
// that took 66 s against 14 s here, where a page's program is built once, its files never change, and the
// library files are parsed once for all pages (one document registry).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import {
  type NodeError,
  type NodeHover,
  type NodeQuery,
  type NodeWithoutPosition,
  type Range,
  removeCodeRanges,
  resolveNodePositions,
  type TwoslashGenericResult,
} from 'twoslash-protocol';
import type { CodeBlock } from './extract';
import { at, type PageProject, type Problem } from './project';

/**
 * The samples' compiler settings: an ES module project as a Baeta server is (`"type": "module"`, `.ts`
 * import extensions), strict, and with `isolatedModules` because `baeta build` compiles each file on its
 * own with esbuild. `@baeta/*` resolves to the declarations in `packages/`, with the mapping of
 * `packages/tsconfig.json`.
 */
export function sampleCompilerOptions(packagesDir: string) {
  const { config } = ts.readConfigFile(join(packagesDir, 'tsconfig.json'), ts.sys.readFile);
  const packagePaths = (config?.compilerOptions?.paths ?? {}) as Record<string, string[]>;
  const paths = Object.fromEntries(
    Object.entries(packagePaths).map(([name, targets]) => [name, targets.map((target) => resolve(packagesDir, target))]),
  );
  return {
    target: 'ES2022',
    lib: ['ES2023'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    moduleDetection: 'force',
    jsx: 'react-jsx',
    types: ['node'],
    strict: true,
    noImplicitReturns: true,
    noImplicitOverride: true,
    noFallthroughCasesInSwitch: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    isolatedModules: true,
    verbatimModuleSyntax: true,
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    paths,
  };
}

/** The settings of a Workers file: Cloudflare's globals come from its reference, and Node's are left out. */
export function workersCompilerOptions(packagesDir: string) {
  return { ...sampleCompilerOptions(packagesDir), types: [] as string[] };
}

/**
 * A sample whose code starts with this reference (after comments, if any) is a Cloudflare Workers file. Workers' globals (`Request`,
 * `D1Database`, `DurableObjectNamespace`…) clash with Node's, so such files are typed in a program of their own
 * without Node's types, as a Workers project whose tsconfig lists only `@cloudflare/workers-types` sees them.
 */
const WORKERS_REFERENCE = /^(?:\s*\/\/.*\n)*\s*\/\/\/\s*<reference\s+types="@cloudflare\/workers-types"\s*\/>/;

export function isWorkersFile(code: string): boolean {
  return WORKERS_REFERENCE.test(code);
}

/**
 * Writes a `tsconfig.json` (and the `package.json` that makes the folder an ES module package) beside the
 * laid-out page, so a failure can be reproduced with `npx tsc -p <folder>`; Workers files get
 * `tsconfig.workers.json`.
 */
function writeConfig(project: PageProject, packagesDir: string, workersFiles: readonly string[]) {
  const local = workersFiles.map((file) => relative(project.dir, file));
  const write = (name: string, config: object) => writeFileSync(join(project.dir, name), `${JSON.stringify(config, null, 2)}\n`);
  write('tsconfig.json', { compilerOptions: sampleCompilerOptions(packagesDir), include: ['**/*'], ...(local.length > 0 && { exclude: local }) });
  if (local.length > 0) write('tsconfig.workers.json', { compilerOptions: workersCompilerOptions(packagesDir), files: local });
  write('package.json', { private: true, type: 'module' });
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/** Error codes a block declares with `// @errors: 2322 2339`: it shows them on purpose. */
export function expectedErrors(code: string): number[] {
  const line = ANNOTATIONS.errors.exec(code);
  return line?.[1] ? line[1].trim().split(/\s+/).map(Number) : [];
}

/** The twoslash annotations a sample may carry; their lines are not shown. */
const ANNOTATIONS = {
  errors: /^[ \t]*\/\/[ \t]*@errors:[ \t]*([\d \t]+)$/m,
  query: /^[ \t]*\/\/[ \t]*\^\?[ \t]*$/,
  cut: /^[ \t]*\/\/[ \t]*---cut---[ \t]*$/,
};

/** Library and package declarations are the same for every page: parse them once. */
const registry = ts.createDocumentRegistry();

/**
 * What the pages' programs learn about files outside the pages' own folders (libraries, packages/) is the same
 * for every page, so it is kept for all of them: file contents, which paths exist, and the modules their
 * imports resolve to. Sharing them took building a page's program from ~160 to ~110 ms on average.
 */
const shared = {
  snapshots: new Map<string, ts.IScriptSnapshot | undefined>(),
  files: new Map<string, boolean>(),
  directories: new Map<string, boolean>(),
  resolutions: undefined as ts.ModuleResolutionCache | undefined,
};

function remembered<T>(cache: Map<string, T>, key: string, read: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = read();
  cache.set(key, value);
  return value;
}

export interface TypedBlock {
  /** The code shown and its twoslash nodes. */
  result: TwoslashGenericResult;
  /** For each line of the code shown, the 0-based line of the block's code it comes from. */
  sourceLines: number[];
}

/**
 * The samples of one page, typed in one language service; the page's Workers files, if any, in a second one
 * (see isWorkersFile).
 */
export class PageTypes {
  readonly #project: PageProject;
  readonly #service: ts.LanguageService;
  readonly #workers: { files: Set<string>; service: ts.LanguageService } | undefined;

  constructor(project: PageProject, packagesDir: string) {
    this.#project = project;
    const files = listSources(project.dir);
    // Only samples opt in: a fixture may reference several runtimes' types for the page's other samples.
    const workersFiles = files.filter((file) => project.blocksByFile.has(file) && isWorkersFile(project.blocksByFile.get(file)?.code ?? ''));
    writeConfig(project, packagesDir, workersFiles);
    this.#service = createService(
      project,
      files.filter((file) => !workersFiles.includes(file)),
      sampleCompilerOptions(packagesDir),
    );
    this.#workers =
      workersFiles.length > 0 ? { files: new Set(workersFiles), service: createService(project, workersFiles, workersCompilerOptions(packagesDir)) } : undefined;
  }

  #serviceOf(file: string): ts.LanguageService {
    return this.#workers?.files.has(file) ? this.#workers.service : this.#service;
  }

  #fileOf(block: CodeBlock): string | undefined {
    for (const [file, candidate] of this.#project.blocksByFile) if (candidate === block) return file;
    return undefined;
  }

  /**
   * Types a block. `hidden` are further 0-based lines of its code not to show (the site's magic comments).
   * Errors the block does not declare with `// @errors:` are returned as problems at their page line.
   */
  type(block: CodeBlock, hidden: readonly number[] = []): { typed: TypedBlock; problems: Problem[] } | undefined {
    const file = this.#fileOf(block);
    const service = file && this.#serviceOf(file);
    const source = service && service.getProgram()?.getSourceFile(file);
    if (!file || !service || !source) return undefined;
    const code = source.text;
    const lines = lineRanges(code);

    const removals: Range[] = [];
    const nodes: NodeWithoutPosition[] = [];
    lines.forEach(([start, end], index) => {
      const text = code.slice(start, end);
      if (ANNOTATIONS.cut.test(text)) removals.push([0, Math.min(end + 1, code.length)]);
      else if (ANNOTATIONS.errors.test(text) || hidden.includes(index)) removals.push([start, Math.min(end + 1, code.length)]);
      else if (ANNOTATIONS.query.test(text)) {
        removals.push([start, Math.min(end + 1, code.length)]);
        const above = lines[index - 1];
        const column = text.indexOf('^');
        const query = above && this.#hover(file, source, above[0] + column, 'query');
        if (query) nodes.push(query);
        else throw new Error(`${at(this.#project, block, index + 1)} the // ^? query points at no identifier on the line above`);
      }
    });
    for (const identifier of identifiers(source)) {
      const hover = this.#hover(file, source, identifier.getStart(source), 'hover');
      if (hover) nodes.push(hover);
    }

    const expected = expectedErrors(code);
    const problems: Problem[] = [];
    const diagnostics = [...service.getSyntacticDiagnostics(file), ...service.getSemanticDiagnostics(file)];
    for (const diagnostic of diagnostics) {
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const start = diagnostic.start ?? 0;
      if (expected.includes(diagnostic.code)) {
        const error: Omit<NodeError, 'line' | 'character'> = { type: 'error', start, length: diagnostic.length ?? 0, code: diagnostic.code, text, level: 'error' };
        nodes.push(error);
        continue;
      }
      const line = source.getLineAndCharacterOfPosition(start).line + 1;
      problems.push({ location: at(this.#project, block, line), message: explain(`error TS${diagnostic.code}: ${text}`, diagnostic.code, this.#project) });
    }
    for (const code_ of expected) {
      if (!diagnostics.some((diagnostic) => diagnostic.code === code_)) {
        problems.push({
          location: at(this.#project, block),
          message: `the block declares // @errors: ${code_}, but the compiler reports no error TS${code_}; update the annotation`,
        });
      }
    }

    const shown = removeCodeRanges(code, removals, nodes);
    // The file on disk ends with the newline the layout adds; the block does not.
    const shownCode = shown.code.replace(/\n$/, '');
    const result: TwoslashGenericResult = { code: shownCode, nodes: resolveNodePositions(shown.nodes ?? [], shownCode) };
    const sourceLines = lines.flatMap(([start, end], index) =>
      removals.some(([from, to]) => from <= start && to >= Math.min(end + 1, code.length)) ? [] : [index],
    );
    return { typed: { result, sourceLines }, problems };
  }

  #hover<T extends 'hover' | 'query'>(file: string, source: ts.SourceFile, position: number, type: T) {
    const info = this.#serviceOf(file).getQuickInfoAtPosition(file, position);
    if (!info?.displayParts) return undefined;
    const node = identifierAt(source, position);
    if (!node) return undefined;
    const hover: Omit<T extends 'hover' ? NodeHover : NodeQuery, 'line' | 'character'> = {
      type,
      start: node.getStart(source),
      length: node.getWidth(source),
      target: node.text,
      text: ts.displayPartsToString(info.displayParts),
      docs: info.documentation?.length ? ts.displayPartsToString(info.documentation) : undefined,
      tags: info.tags?.map((tag) => [tag.name, tag.text ? ts.displayPartsToString(tag.text) : undefined]),
    } as never;
    return hover;
  }
}

/** A language service over a page's files, with `rootFiles` as the program's roots. */
function createService(project: PageProject, rootFiles: string[], settings: object): ts.LanguageService {
  const { options } = ts.convertCompilerOptionsFromJson(settings, project.dir);
  // The shared registry hands back the source file it parsed for a path and version; the page's own files are
  // versioned by content, so a page edited under the dev server is not typed as it was.
  const own = (path: string) => path.startsWith(project.dir);
  const versions = new Map<string, string>();
  const versionOf = (file: string) =>
    own(file) ? remembered(versions, file, () => (existsSync(file) ? createHash('sha1').update(readFileSync(file)).digest('hex') : 'absent')) : '1';
  const snapshot = (file: string) => (existsSync(file) ? ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) : undefined);
  const fileExists = (file: string) => (own(file) ? ts.sys.fileExists(file) : remembered(shared.files, file, () => ts.sys.fileExists(file)));
  const directoryExists = (dir: string) => (own(dir) ? ts.sys.directoryExists(dir) : remembered(shared.directories, dir, () => ts.sys.directoryExists(dir)));
  const moduleHost: ts.ModuleResolutionHost = {
    fileExists,
    directoryExists,
    readFile: ts.sys.readFile,
    realpath: ts.sys.realpath,
    getDirectories: ts.sys.getDirectories,
    getCurrentDirectory: () => project.dir,
  };
  shared.resolutions ??= ts.createModuleResolutionCache(project.dir, (name) => name, options);
  const pageResolutions = ts.createModuleResolutionCache(project.dir, (name) => name, options);
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => rootFiles,
    getScriptVersion: versionOf,
    // The page's files never change while its language service lives.
    getProjectVersion: () => '1',
    getScriptSnapshot: (file) => (own(file) ? snapshot(file) : remembered(shared.snapshots, file, () => snapshot(file))),
    getCurrentDirectory: () => project.dir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
    resolveModuleNameLiterals: (literals, containingFile, redirectedReference, settings, containingSourceFile) => {
      const cache = own(containingFile) ? pageResolutions : shared.resolutions;
      return literals.map((literal) => {
        const mode = ts.getModeForUsageLocation(containingSourceFile, literal, settings);
        return ts.resolveModuleName(literal.text, containingFile, settings, moduleHost, cache, redirectedReference, mode);
      });
    },
  };
  return ts.createLanguageService(host, registry);
}

/** [start, end) of each line, without its line break. */
function lineRanges(code: string): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (const line of code.split('\n')) {
    ranges.push([start, start + line.length]);
    start += line.length + 1;
  }
  return ranges;
}

function identifiers(source: ts.SourceFile): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function identifierAt(source: ts.SourceFile, position: number): ts.Identifier | undefined {
  let found: ts.Identifier | undefined;
  const visit = (node: ts.Node) => {
    if (position < node.getFullStart() || position >= node.getEnd()) return;
    if (ts.isIdentifier(node) && position >= node.getStart(source)) found = node;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function explain(message: string, code: number | undefined, project: PageProject): string {
  if (code === 2307 && /typedef|__generated__|autoload/.test(message)) {
    return `${message}\n  Code generated from the reader's schema comes from a fixture: add it under ${relative(process.cwd(), project.fixtureDir)}.`;
  }
  return message;
}
