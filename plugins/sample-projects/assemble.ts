/**
 * The project a reader downloads from a page: the files the sample checker types the page in (its chain of pages,
 * plugins/code-blocks/samples/chain.ts), plus the package.json they need (the packages they import, at the versions
 * the projects were run with, config/sample-project.ts) and a README that says how to run it.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { chainIds, pageById, projectFiles, readProjectSettings, type ChainPage, type ProjectSettings } from '../code-blocks/samples/chain';
import { extractCodeBlocks } from '../code-blocks/samples/extract';
import { projectName } from './paths';
import { ALWAYS, DEFAULT_REQUEST_URL, NODE_ENGINE, PROJECT_VERSIONS, RUNTIME_MODULES, TYPES_PACKAGES } from '../../config/sample-project';

export class ProjectError extends Error {}

/** What a page's download holds. */
export interface AssembledProject {
  /** The folder name inside the zip, and the zip's name without `.zip`. */
  readonly name: string;
  /** Every file by its path in the project. */
  readonly files: ReadonlyMap<string, string>;
  readonly settings: ProjectSettings;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const TYPE_ONLY = /^\s*(?:import|export)\s+type\b/;
/** Files whose imports the project installs: TypeScript, and JavaScript such as `prisma.config.mjs`. */
const CODE_FILE = /\.(?:tsx?|mts|cts|m?js|cjs)$/;
/** A line inside or starting a comment (generated clients show imports in their JSDoc examples). */
const COMMENT_LINE = /^\s*(?:\/\/|\/?\*)/;

/** The package an import names (`@baeta/core/sdk` -> `@baeta/core`), or undefined for a relative path. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Test files and tool configuration run only while developing. */
const isDevelopmentFile = (path: string) => !path.startsWith('src/') || /\.test\.tsx?$/.test(path);

/** The dependencies and devDependencies of a project's files, each at its pinned version. */
export function dependenciesOf(
  files: ReadonlyMap<string, string>,
  where: string,
  needed: { readonly dependencies: readonly string[]; readonly devDependencies: readonly string[] } = { dependencies: [], devDependencies: [] },
): { dependencies: Record<string, string>; devDependencies: Record<string, string> } {
  const unknown = [...needed.dependencies, ...needed.devDependencies].filter((name) => PROJECT_VERSIONS[name] === undefined);
  if (unknown.length > 0) {
    throw new ProjectError(`${where}: front matter "project" names ${unknown.join(', ')}, which config/sample-project.ts has no version for; add it there with the version the project was run with.`);
  }
  const runtime = new Set<string>([...ALWAYS.dependencies, ...needed.dependencies]);
  const development = new Set<string>([...ALWAYS.devDependencies, ...needed.devDependencies]);
  for (const [path, text] of files) {
    if (!CODE_FILE.test(path)) continue;
    for (const line of text.split('\n')) {
      if (COMMENT_LINE.test(line)) continue;
      for (const match of line.matchAll(IMPORT)) {
        const name = packageOf(match[1] ?? '');
        if (!name || RUNTIME_MODULES.test(name)) continue;
        const typesOnly = TYPE_ONLY.test(line);
        const types = TYPES_PACKAGES[name];
        if (types) development.add(types);
        if (PROJECT_VERSIONS[name] !== undefined) {
          (typesOnly || isDevelopmentFile(path) ? development : runtime).add(name);
        } else if (!types || !typesOnly) {
          throw new ProjectError(
            `${where}: ${path} imports "${name}", which config/sample-project.ts has no version for; add it there with the version the project was run with.`,
          );
        }
      }
    }
  }
  const pinned = (names: Iterable<string>) => Object.fromEntries([...names].sort().map((name) => [name, PROJECT_VERSIONS[name] as string]));
  return { dependencies: pinned(runtime), devDependencies: pinned([...development].filter((name) => !runtime.has(name))) };
}

type Json = Record<string, unknown>;

/** The package.json blocks of the pages of the chain, oldest first: each shows part of the file (its scripts). */
function packageJsonParts(page: ChainPage): Json[] {
  return chainIds(page).flatMap((id) => {
    const chained = pageById(page, id);
    return extractCodeBlocks(readFileSync(chained.file, 'utf8'))
      .filter((block) => block.title === 'package.json')
      .map((block) => {
        try {
          return JSON.parse(block.code) as Json;
        } catch (error) {
          throw new ProjectError(`${relative(process.cwd(), chained.file)}:${block.line}: the package.json block is not JSON (${(error as Error).message}).`);
        }
      });
  });
}

function packageJson(page: ChainPage, files: ReadonlyMap<string, string>): string {
  const where = relative(process.cwd(), page.file);
  const parts = packageJsonParts(page);
  const scripts = Object.assign({}, ...parts.map((part) => (part.scripts ?? {}) as Json)) as Json;
  // What a page adds without importing it (a framework's CLI and peers) stays for the pages that build on it.
  const chained = chainIds(page).map((id) => readProjectSettings(pageById(page, id).file));
  const needed = { dependencies: chained.flatMap((settings) => settings?.dependencies ?? []), devDependencies: chained.flatMap((settings) => settings?.devDependencies ?? []) };
  const { dependencies, devDependencies } = dependenciesOf(files, where, needed);
  const manifest = {
    name: projectName(page.id),
    version: '0.0.0',
    private: true,
    type: 'module',
    engines: { node: NODE_ENGINE },
    scripts,
    dependencies,
    devDependencies,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** What the README tells the reader about the page the project comes from. */
export interface ReadmeContext {
  readonly title: string;
  readonly url: string;
  /** The page the project builds on, when it has one. */
  readonly from?: { readonly title: string; readonly url: string };
}

/** The runtime a start command needs besides Node.js (which installs the packages and runs the generator). */
const OTHER_RUNTIMES: readonly [RegExp, string][] = [
  [/^bunx? /, 'Bun'],
  [/^deno /, 'Deno 2'],
];

export function requirements(start: string | undefined): string {
  const other = OTHER_RUNTIMES.find(([command]) => command.test(start ?? ''))?.[1];
  return `You need Node.js 22.12 or newer${other ? `, and ${other} to run the server` : ''}.`;
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

export function readme(settings: ProjectSettings, context: ReadmeContext): string {
  const lines = [
    `# ${context.title}: the project`,
    '',
    `The complete project behind ${context.url}, as that page leaves it${context.from ? `. It builds on the project of "${context.from.title}" (${context.from.url}) and adds what the page shows` : ''}.`,
    '',
    requirements(settings.start),
    '',
    '```bash',
    'npm install',
    'npx baeta generate  # writes the typed code: src/__generated__/ and each module\'s typedef.ts',
    `${settings.start ?? 'npm start'}`,
    '```',
  ];
  if (settings.request) {
    const { query, variables, headers = {}, url = DEFAULT_REQUEST_URL } = settings.request;
    const body = JSON.stringify({ query, ...(variables && { variables }) });
    const flags = ["-H 'content-type: application/json'", ...Object.entries(headers).map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`)];
    lines.push(
      '',
      'Once the server is up, send it a request from another terminal:',
      '',
      '```bash',
      `curl -s ${url} \\`,
      ...flags.map((flag) => `  ${flag} \\`),
      `  -d ${shellQuote(body)}`,
      '```',
      '',
      'It answers:',
      '',
      '```json',
      JSON.stringify(settings.answer),
      '```',
    );
  }
  lines.push('', 'The generated files are included so that `tsc` works before the first `npm run generate`; the generator rewrites them.', '');
  return lines.join('\n');
}

/** The download of a page with `project` in its front matter. */
export function assembleProject(page: ChainPage, fixturesDir: string, context: ReadmeContext): AssembledProject {
  const settings = readProjectSettings(page.file);
  if (!settings) throw new ProjectError(`${relative(process.cwd(), page.file)} has no "project" in its front matter.`);
  const files = new Map(projectFiles(page, fixturesDir));
  files.set('package.json', packageJson(page, files));
  files.set('README.md', readme(settings, context));
  return { name: projectName(page.id), files, settings };
}
