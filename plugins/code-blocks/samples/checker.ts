// Checks the code samples of a docs folder: lays out each page as a project, parses its GraphQL blocks and
// types its TypeScript blocks with twoslash, as the site's build does (plugins/code-blocks/remark.ts).
// See tests/samples/README.md.
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { layOutPage, type PageInput, type Problem, TYPESCRIPT_LANGS } from './project';
import { checkGraphql } from './schema';
import { PageTypes } from './typecheck';

export type CheckOptions = {
  /** Folder of the hand-written pages; its `api/` folder (generated) is left out. */
  docsDir: string;
  /** Folder of the generated-code fixtures, one folder per page id. */
  fixturesDir: string;
  /** Scratch folder for the laid-out pages; emptied first. */
  outDir: string;
  /** Folder of the framework's declarations and their `tsconfig.json`. */
  packagesDir: string;
  /** Page ids to check (`guides/context`); all pages when absent or empty. */
  only?: readonly string[];
};

export type CheckResult = {
  /** Pages with at least one checked block. */
  pages: number;
  typescriptBlocks: number;
  graphqlBlocks: number;
  /** Blocks marked `nocheck`. */
  skipped: number;
  /** Sorted by page and line. */
  problems: Problem[];
};

export function checkSamples(options: CheckOptions): CheckResult {
  const outDir = resolve(options.outDir);
  rmSync(outDir, { recursive: true, force: true });
  const only = new Set(options.only ?? []);
  const pages = findPages(resolve(options.docsDir)).filter((page) => only.size === 0 || only.has(page.id));
  const unknown = [...only].filter((id) => !pages.some((page) => page.id === id));
  if (unknown.length > 0) throw new Error(`No docs page ${unknown.map((id) => `${join(options.docsDir, id)}.mdx`).join(', ')}; name pages by id, e.g. guides/context.`);
  const projects = pages.map((page) => layOutPage(page, outDir, resolve(options.fixturesDir)));

  const problems = [
    ...projects.flatMap((project) => project.problems),
    ...projects.flatMap(checkGraphql),
    ...projects.flatMap((project) => {
      if (project.typescriptFiles.length === 0) return [];
      const types = new PageTypes(project, resolve(options.packagesDir));
      return [...project.blocksByFile.values()]
        .filter((block) => TYPESCRIPT_LANGS.has(block.lang))
        .flatMap((block) => types.type(block)?.problems ?? []);
    }),
  ];
  const order = new Intl.Collator('en', { numeric: true });
  problems.sort((a, b) => order.compare(a.location, b.location));

  return {
    pages: projects.filter((project) => project.typescriptFiles.length + project.graphqlBlocks.length > 0).length,
    typescriptBlocks: sum(projects.map((project) => project.typescriptFiles.length)),
    graphqlBlocks: sum(projects.map((project) => project.graphqlBlocks.length)),
    skipped: sum(projects.map((project) => project.skipped)),
    problems,
  };
}

function findPages(docsDir: string): PageInput[] {
  return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') && !name.startsWith(`api/`))
    .sort()
    .map((name) => ({ file: join(docsDir, name), id: name.replace(/\.mdx$/, '') }));
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
