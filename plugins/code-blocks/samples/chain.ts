// The example project behind the pages. Every page with code builds on another page's project, named in its front
// matter (`project: { from: getting-started/wrapping-up }`), and adds its own files: the titled code blocks it
// shows, and its fixture (the files Baeta's generator writes for the page's schema). So the project of a page is
// its chain of pages, oldest first, each layer replacing the files it shows again. The sample checker types a
// page inside that project, and the build zips the same files for the reader to download (plugins/sample-projects):
// one source, no second copy to drift.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { magicComments } from '../../../config/code-theme';
import { parseLines } from '../lines';
import { type CodeBlock, extractCodeBlocks, SKIP_FLAG } from './extract';

/** Optional file in a page's fixture folder: `{ "generatedFrom": "<digest>" }`, what its generated files were made from. */
export const FIXTURE_CONFIG = 'fixture.json';

/** The request a page's project answers, as its README tells the reader to send it. */
export interface ProjectRequest {
  /** The GraphQL document. */
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
  /** Extra HTTP headers, such as `authorization`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Where the server answers; `http://localhost:4000/graphql` when absent. */
  readonly url?: string;
}

/** The `project` front matter of a page. */
export interface ProjectSettings {
  /** The page whose project this page builds on, by id (`getting-started/wrapping-up`); absent for the first step. */
  readonly from?: string;
  /** The command that starts the server; `npm start` when absent. */
  readonly start?: string;
  /** What the README says to send once the server runs, and the answer to expect. */
  readonly request?: ProjectRequest;
  readonly answer?: unknown;
  /** Files of the project the page starts from that this page's project no longer has (what its topic replaces). */
  readonly removes?: readonly string[];
  /** Packages the project needs that none of its files imports (a framework and its peers), by name. */
  readonly dependencies?: readonly string[];
  /** The same for tools and types used only while developing (a runtime's CLI, its type package). */
  readonly devDependencies?: readonly string[];
}

export class ProjectSettingsError extends Error {}

const DEFAULT_SETTINGS_KEY = 'project';

function frontMatter(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return {};
  const data = parseYaml(match[1] ?? '') as unknown;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** The page's `project` front matter, checked; undefined when the page has none. */
export function readProjectSettings(pageFile: string, source = readFileSync(pageFile, 'utf8')): ProjectSettings | undefined {
  const raw = frontMatter(source)[DEFAULT_SETTINGS_KEY];
  if (raw === undefined) return undefined;
  const where = relative(process.cwd(), pageFile);
  const fail = (message: string) => new ProjectSettingsError(`${where}: front matter "project": ${message}`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw fail('must be a mapping, such as { from: getting-started/wrapping-up }.');
  const settings = raw as Record<string, unknown>;
  const known = new Set(['from', 'start', 'request', 'answer', 'removes', 'dependencies', 'devDependencies']);
  const unknown = Object.keys(settings).filter((key) => !known.has(key));
  if (unknown.length > 0) throw fail(`unknown key ${unknown.join(', ')}; the keys are ${[...known].join(', ')}.`);
  if (settings.from !== undefined && typeof settings.from !== 'string') throw fail('"from" must be a page id such as getting-started/wrapping-up.');
  if (settings.start !== undefined && typeof settings.start !== 'string') throw fail('"start" must be a command such as "npm start".');
  const request = settings.request as Record<string, unknown> | undefined;
  if (request !== undefined && (typeof request !== 'object' || request === null || typeof request.query !== 'string')) {
    throw fail('"request" must have a "query" (the GraphQL document), and may have "variables", "headers" and "url".');
  }
  if ((request === undefined) !== (settings.answer === undefined)) throw fail('give both "request" and "answer", or neither.');
  for (const key of ['removes', 'dependencies', 'devDependencies'] as const) {
    const list = settings[key];
    if (list !== undefined && (!Array.isArray(list) || list.some((item) => typeof item !== 'string'))) {
      throw fail(`"${key}" must be a list of ${key === 'removes' ? 'project paths, such as [src/app.ts]' : 'package names, such as [next]'}.`);
    }
  }
  if (settings.removes !== undefined && settings.from === undefined) throw fail('"removes" needs "from": it names files of the project the page starts from.');
  return settings as ProjectSettings;
}

/** Languages whose blocks are commands or output, never files of the project. */
const NOT_FILES = new Set(['bash', 'sh', 'shell', 'console', 'text', 'txt', '']);
/** The download writes its own package.json (plugins/sample-projects); a page shows only the part it discusses. */
const GENERATED_BY_THE_DOWNLOAD = new Set(['package.json']);
const ERRORS_ON_PURPOSE = /^[ \t]*\/\/[ \t]*@errors:/m;

/**
 * Whether a block is a file of the page's project: a titled block that is neither a command nor output, nor
 * marked `nocheck`, nor a sample that shows compiler errors on purpose (`// @errors:`).
 */
export function isProjectFile(block: CodeBlock): block is CodeBlock & { title: string } {
  if (!block.title || NOT_FILES.has(block.lang) || block.flags.includes(SKIP_FLAG)) return false;
  if (GENERATED_BY_THE_DOWNLOAD.has(block.title)) return false;
  return !ERRORS_ON_PURPOSE.test(block.code);
}

export interface ChainPage {
  /** Absolute path of the MDX page. */
  readonly file: string;
  /** The page's id (`guides/context`). */
  readonly id: string;
}

/** Stops on fixture settings this checker no longer reads: a page's files come from its chain, not a shared base. */
function checkFixtureConfig(fixtureDir: string): void {
  const config = join(fixtureDir, FIXTURE_CONFIG);
  if (!existsSync(config)) return;
  const unknown = Object.keys(JSON.parse(readFileSync(config, 'utf8')) as object).filter((key) => key !== 'generatedFrom');
  if (unknown.length > 0) {
    throw new Error(
      `${relative(process.cwd(), config)}: unknown setting ${unknown.map((key) => `"${key}"`).join(', ')}; a fixture records only ` +
        '"generatedFrom". A page builds on another page\'s project with `project: { from: <page id> }` in its front matter (tests/samples/README.md).',
    );
  }
}

/** Every file under a folder, by path relative to it (with `/`), with its text. */
function filesUnder(dir: string, skip: (relative: string) => boolean = () => false): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    const key = name.split(sep).join('/');
    if (skip(key) || !statSync(path).isFile()) continue;
    files.set(key, readFileSync(path, 'utf8'));
  }
  return files;
}

/** The files of a page's fixture (fixture.json is a setting, not a file). */
export function fixtureFiles(pageId: string, fixturesDir: string): Map<string, string> {
  const dir = join(fixturesDir, pageId);
  checkFixtureConfig(dir);
  return filesUnder(dir, (key) => key === FIXTURE_CONFIG);
}

/** The page of a page id, beside `page` in the same docs folder. */
export function pageById(page: ChainPage, id: string): ChainPage {
  const docsDir = page.file.slice(0, page.file.length - `${page.id}.mdx`.length);
  const file = join(docsDir, `${id}.mdx`);
  if (!existsSync(file)) {
    throw new ProjectSettingsError(`${relative(process.cwd(), page.file)}: front matter "project.from" names ${id}, but there is no page ${relative(process.cwd(), file)}.`);
  }
  return { file, id };
}

/** A line holding only one of the theme's magic comments, in any comment syntax. */
const MAGIC_LINE = new RegExp(
  `^\\s*(?://|#|/\\*|\\{\\s*/\\*|<!--)\\s*(?:${magicComments
    .flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end])
    .filter(Boolean)
    .join('|')})\\s*(?:\\*/\\s*\\}?|\\*/|-->)?\\s*$`,
);

const TWOSLASH_LINE = /^[ \t]*\/\/[ \t]*(?:\^\?|---cut---)[ \t]*$/;

/**
 * A block's code as a file of the reader's project: without the lines that only steer how the page shows it
 * (the theme's magic comments such as `// highlight-next-line`, twoslash's `// ^?` and `// ---cut---`).
 */
export function fileText(block: CodeBlock): string {
  const { code } = parseLines(block.code, { language: block.lang, magicComments });
  return `${code
    .split('\n')
    .filter((line) => !TWOSLASH_LINE.test(line))
    .join('\n')}\n`;
}

/** The files the page's own layer adds: its fixture, then its project blocks. */
function ownLayer(page: ChainPage, source: string, fixturesDir: string): Map<string, string> {
  const files = fixtureFiles(page.id, fixturesDir);
  for (const block of extractCodeBlocks(source)) if (isProjectFile(block)) files.set(block.title, fileText(block));
  return files;
}

/**
 * The project a page builds on: the files of the page its front matter names, with that page's own chain under
 * them, less the files the page's `project.removes` names. Empty for a page without `project.from`.
 */
export function chainFiles(page: ChainPage, fixturesDir: string, seen: readonly string[] = []): Map<string, string> {
  const settings = readProjectSettings(page.file);
  if (!settings?.from) return new Map();
  if (seen.includes(settings.from) || settings.from === page.id) {
    throw new ProjectSettingsError(`${relative(process.cwd(), page.file)}: front matter "project.from" makes a loop: ${[...seen, page.id, settings.from].join(' -> ')}.`);
  }
  const from = pageById(page, settings.from);
  const files = projectFiles(from, fixturesDir, [...seen, page.id]);
  for (const path of settings.removes ?? []) {
    if (!files.delete(path)) {
      const kept = [...files.keys()].filter((name) => !name.includes('__generated__'));
      throw new ProjectSettingsError(
        `${relative(process.cwd(), page.file)}: front matter "project.removes" names ${path}, which the project of ${settings.from} does not have; take it off the list (that project has ${kept.join(', ')}).`,
      );
    }
  }
  return files;
}

/** A page's whole project: its chain (less what the page removes), then its own fixture and project blocks. */
export function projectFiles(page: ChainPage, fixturesDir: string, seen: readonly string[] = []): Map<string, string> {
  const source = readFileSync(page.file, 'utf8');
  return new Map([...chainFiles(page, fixturesDir, seen), ...ownLayer(page, source, fixturesDir)]);
}

/** The ids of the pages a page's project is made of, oldest first, the page last. */
export function chainIds(page: ChainPage): string[] {
  const ids = [page.id];
  for (let current = page, settings = readProjectSettings(page.file); settings?.from; ) {
    current = pageById(current, settings.from);
    if (ids.includes(current.id)) break;
    ids.unshift(current.id);
    settings = readProjectSettings(current.file);
  }
  return ids;
}

/** The first line of every file Baeta's generator writes. */
const GENERATED_HEADER = 'This file was generated by Baeta';

export function isGeneratedFile(text: string): boolean {
  return text.slice(0, 200).includes(GENERATED_HEADER);
}

/** Where Baeta writes its types and where plugins put their outputs (the Prisma client): never a hand-written file. */
const GENERATED_FOLDER = 'src/__generated__/';

/** The first line of the block the gitignore plugin keeps in a project's `.gitignore`. */
const GITIGNORE_BLOCK_START = '# Generated by Baeta - Begin';

/**
 * Whether a file of a project is the generator's output (tests/samples/regenerate.ts keeps those in a fixture): Baeta's
 * header, a plugin's output in the generated folder, or a `.gitignore` that holds the gitignore plugin's block (the
 * plugin writes the file when the project has none, and the block carries no header).
 */
export function isGeneratorOutput(name: string, text: string): boolean {
  if (name === '.gitignore') return text.includes(GITIGNORE_BLOCK_START);
  return isGeneratedFile(text) || name.startsWith(GENERATED_FOLDER);
}

/**
 * Whether tests/samples/regenerate.ts keeps a file the generator wrote in the page's fixture: every one but a
 * `.gitignore`, which git would read as ignore rules for the fixture's own files (no sample depends on it; the
 * reader's first `baeta generate` writes it).
 */
export function isKeptInFixture(name: string): boolean {
  return name.split('/').at(-1) !== '.gitignore';
}

/** Files the generator reads: the configuration and the schema files (not those it wrote itself). */
function isGeneratorInput(name: string, text: string): boolean {
  return (name === 'baeta.ts' || /\.(gql|graphql)$/.test(name)) && !isGeneratedFile(text);
}

/**
 * A digest of what the generator reads in a project. A fixture records the digest of the project it was generated
 * from (`generatedFrom` in its fixture.json); when the page's project no longer has that digest, its generated
 * files are stale and the checker asks for them to be made again (tests/samples/regenerate.ts).
 */
export function generatorInputHash(files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    const text = files.get(name) ?? '';
    if (!isGeneratorInput(name, text)) continue;
    // The page's own blocks are laid out as written, the chain's as files (fileText): hash what both share.
    const lines = text.replace(/\r\n?/g, '\n').split('\n').filter((line) => !MAGIC_LINE.test(line));
    hash.update(`${name}\0${lines.join('\n').trim()}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The fixture settings of a page: the digest its generated files were made from. */
export function fixtureSettings(pageId: string, fixturesDir: string): { generatedFrom?: string } {
  const config = join(fixturesDir, pageId, FIXTURE_CONFIG);
  return existsSync(config) ? (JSON.parse(readFileSync(config, 'utf8')) as { generatedFrom?: string }) : {};
}

/**
 * The page whose fixture holds the generated files of a page's project: the page itself or the nearest page of its
 * chain that recorded `generatedFrom`; undefined when none did.
 */
export function generatedFilesOwner(page: ChainPage, fixturesDir: string): { id: string; generatedFrom: string } | undefined {
  for (const id of chainIds(page).reverse()) {
    const { generatedFrom } = fixtureSettings(id, fixturesDir);
    if (generatedFrom) return { id, generatedFrom };
  }
  return undefined;
}
