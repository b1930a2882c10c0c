// Lays out one docs page as a small project on disk: every TypeScript block and every titled
// GraphQL block is written at the path its title names, next to the page's fixtures (the files
// Baeta's generator would emit for the page's schema, plus files the page assumes exist).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { chainFiles, fixtureFiles } from './chain';
import { type CodeBlock, extractCodeBlocks, SKIP_FLAG } from './extract';

export const TYPESCRIPT_LANGS = new Set(['ts', 'tsx', 'typescript']);
export const GRAPHQL_LANGS = new Set(['graphql', 'gql']);

/** One failure, reported as `location message`. */
export type Problem = { location: string; message: string };

/** A titled GraphQL block, with the fixture's copy of the same file when the fixture has one. */
export type SchemaFile = { block: CodeBlock; fixtureCopy: string | undefined };

export type PageProject = {
  /** The page as reported, relative to the working directory (`docs/guides/context.mdx`). */
  page: string;
  /** The page itself, and the folder of all fixtures. */
  input: PageInput;
  fixturesDir: string;
  /** Folder of the laid-out project. */
  dir: string;
  /** Folder of the page's fixtures (`tests/samples/fixtures/<page id>`), and whether it exists. */
  fixtureDir: string;
  hasFixture: boolean;
  /** The block each written sample file comes from, by absolute path. */
  blocksByFile: Map<string, CodeBlock>;
  typescriptFiles: string[];
  graphqlBlocks: CodeBlock[];
  schemaFiles: SchemaFile[];
  /** Blocks marked `nocheck`. */
  skipped: number;
  problems: Problem[];
};

export type PageInput = {
  /** Absolute path of the MDX page. */
  file: string;
  /** The page's path inside the docs folder, without extension (`guides/context`). */
  id: string;
};

export function layOutPage(page: PageInput, outDir: string, fixturesDir: string): PageProject {
  const dir = join(outDir, page.id);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  const fixtureDir = join(fixturesDir, page.id);
  const hasFixture = existsSync(fixtureDir);
  // The project the page builds on (its front matter's `project.from`, ./chain.ts), then the page's fixture.
  const chain = chainFiles(page, fixturesDir);
  const fixture = hasFixture ? fixtureFiles(page.id, fixturesDir) : new Map<string, string>();
  for (const [name, text] of [...chain, ...fixture]) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }

  const project: PageProject = {
    page: relative(process.cwd(), page.file),
    input: page,
    fixturesDir,
    dir,
    fixtureDir,
    hasFixture,
    blocksByFile: new Map(),
    typescriptFiles: [],
    graphqlBlocks: [],
    schemaFiles: [],
    skipped: 0,
    problems: [],
  };

  // A fixture file the chain already has, unchanged, is a second copy that can drift.
  const own = hasFixture ? fixtureFiles(page.id, fixturesDir) : new Map<string, string>();
  for (const [name, text] of own) {
    if (chain.get(name) === text && existsSync(join(fixtureDir, name))) {
      project.problems.push({
        location: relative(process.cwd(), join(fixtureDir, name)),
        message: `is the same as the file the page's project already has from ${relative(process.cwd(), page.file)}'s "project.from"; delete the copy`,
      });
    }
  }

  for (const block of extractCodeBlocks(readFileSync(page.file, 'utf8'))) {
    const isTypeScript = TYPESCRIPT_LANGS.has(block.lang);
    const isGraphql = GRAPHQL_LANGS.has(block.lang);
    if (!isTypeScript && !isGraphql) continue;
    if (block.flags.includes(SKIP_FLAG)) {
      project.skipped += 1;
      continue;
    }
    if (isGraphql) project.graphqlBlocks.push(block);
    // Untitled TypeScript blocks still get a file of their own; untitled GraphQL blocks are
    // operations or excerpts, which are only parsed.
    if (isGraphql && !block.title) continue;

    const path = resolve(dir, block.title ?? `snippets/line-${block.line}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`);
    if (relative(dir, path).startsWith('..')) {
      project.problems.push({ location: at(project, block), message: `the title "${block.title}" leaves the project folder` });
      continue;
    }
    const clash = project.blocksByFile.get(path);
    if (clash) {
      project.problems.push({
        location: at(project, block),
        message: `the block at line ${clash.line} already writes ${block.title}; give one of them another title or mark it ${SKIP_FLAG}`,
      });
      continue;
    }
    // The fixture's copy of a schema file the page shows (the chain's files are the page's to replace).
    const fixtureCopy = fixture.get(relative(dir, path).split(sep).join('/'));
    // A page may show its own version of a file of its chain (the tutorial's resolvers, reworked), but a file in
    // the page's own fixture would silently stand in for the sample.
    const ownFixtureFile = join(fixtureDir, relative(dir, path));
    if (isTypeScript && hasFixture && existsSync(ownFixtureFile)) {
      project.problems.push({
        location: at(project, block),
        message: `the fixture ${relative(process.cwd(), ownFixtureFile)} has the same path; a fixture must not replace a sample`,
      });
      continue;
    }

    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${block.code}\n`);
    project.blocksByFile.set(path, block);
    if (isTypeScript) project.typescriptFiles.push(path);
    else project.schemaFiles.push({ block, fixtureCopy });
  }
  return project;
}

/** The page location of a block's opening fence, or of line `codeLine` (1-based) of its code. */
export function at(project: PageProject, block: CodeBlock, codeLine = 0): string {
  return `${project.page}:${block.line + codeLine}`;
}
