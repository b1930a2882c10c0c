// Checks the code samples of a docs folder: lays out each page as a project, parses its GraphQL blocks and
// types its TypeScript blocks with the build's own code (./page-typing.ts), page after page in this process.
// See tests/samples/README.md.
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { MagicComment } from '../lines';
import { typeProject } from './page-typing';
import { layOutPage, type PageInput, type Problem } from './project';

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
  /** The site's magic comments, whose lines are left out of a block as the build leaves them out. */
  magicComments?: MagicComment[];
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

  const problems = projects.flatMap((project) => {
    const typed = typeProject(project, resolve(options.packagesDir), options.magicComments ?? []);
    return [...typed.problems, ...Object.values(typed.blocks).flatMap((block) => block.problems)];
  });
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
