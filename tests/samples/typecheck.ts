// Type-checks the laid-out pages with the TypeScript compiler API and maps each diagnostic back
// to the page line it comes from.
//
// Each page is its own program: extensions and samples augment global interfaces
// (`BaetaExtensions`, `AuthExtension.Scopes`), so one program over every page would let a page
// compile thanks to another page's declarations. Parsed library files are shared between the
// programs, which keeps the whole run to a few seconds.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { at, type PageProject, type Problem } from './project';

/**
 * The samples' compiler settings: an ES module project as a Baeta server is (`"type": "module"`,
 * `.ts` import extensions), strict, and with `isolatedModules` because `baeta build` compiles
 * each file on its own with esbuild. `@baeta/*` resolves to the declarations in `packages/`,
 * with the mapping of `packages/tsconfig.json`.
 */
function sampleTsconfig(packagesDir: string) {
  const { config } = ts.readConfigFile(join(packagesDir, 'tsconfig.json'), ts.sys.readFile);
  const packagePaths = (config?.compilerOptions?.paths ?? {}) as Record<string, string[]>;
  const paths = Object.fromEntries(
    Object.entries(packagePaths).map(([name, targets]) => [name, targets.map((target) => resolve(packagesDir, target))]),
  );
  return {
    compilerOptions: {
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
    },
  };
}

/**
 * Writes the shared configuration and one `tsconfig.json` per page, so a failure can be
 * reproduced with `npx tsc -p .tmp/samples/<page>`.
 */
function writeConfigs(projects: PageProject[], outDir: string, packagesDir: string) {
  mkdirSync(outDir, { recursive: true });
  const base = join(outDir, 'tsconfig.base.json');
  writeFileSync(base, `${JSON.stringify(sampleTsconfig(packagesDir), null, 2)}\n`);
  writeFileSync(join(outDir, 'package.json'), `${JSON.stringify({ private: true, type: 'module' }, null, 2)}\n`);
  for (const project of projects) {
    const pageConfig = { extends: relative(project.dir, base), include: ['**/*'] };
    writeFileSync(join(project.dir, 'tsconfig.json'), `${JSON.stringify(pageConfig, null, 2)}\n`);
  }
  return base;
}

/** A compiler host that parses each file outside the page folders (libs, packages) only once. */
function sharedHost(options: ts.CompilerOptions, outDir: string): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  const cache = new Map<string, ts.SourceFile>();
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (!relative(outDir, fileName).startsWith('..')) return parse(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}|${JSON.stringify(languageVersion)}`;
    const cached = cache.get(key) ?? parse(fileName, languageVersion, onError, shouldCreate);
    if (cached) cache.set(key, cached);
    return cached;
  };
  return host;
}

function listSources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => join(dir, name));
}

export function typecheckPages(projects: PageProject[], outDir: string, packagesDir: string): Problem[] {
  const base = writeConfigs(projects, outDir, packagesDir);
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(base, ts.sys.readFile).config, ts.sys, outDir);
  const { options } = parsed;
  // TS18003 (no input files) only means that no page has a TypeScript block.
  const errors = parsed.errors.filter((error) => error.code !== 18003);
  if (errors.length > 0) {
    return errors.map((error) => ({ location: base, message: ts.flattenDiagnosticMessageText(error.messageText, '\n') }));
  }
  const host = sharedHost(options, outDir);
  const problems: Problem[] = [];
  for (const project of projects) {
    if (project.typescriptFiles.length === 0) continue;
    const program = ts.createProgram({ rootNames: listSources(project.dir), options, host });
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) problems.push(toProblem(diagnostic, project));
  }
  return problems;
}

function toProblem(diagnostic: ts.Diagnostic, project: PageProject): Problem {
  let message = `error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')}`;
  if (diagnostic.code === 2307 && /typedef|__generated__|autoload/.test(message)) {
    message += `\n  Code generated from the reader's schema comes from a fixture: add it under ${relative(process.cwd(), project.fixtureDir)}.`;
  }
  const { file, start } = diagnostic;
  if (!file || start === undefined) return { location: project.page, message };

  const line = file.getLineAndCharacterOfPosition(start).line + 1;
  const fileName = resolve(file.fileName);
  const block = project.blocksByFile.get(fileName);
  if (block) return { location: at(project, block, line), message };

  // A fixture or declaration file: name the file as it is in the repository, and the page.
  const inProject = relative(project.dir, fileName);
  const source = inProject.startsWith('..') ? fileName : join(project.fixtureDir, inProject);
  return { location: `${relative(process.cwd(), source)}:${line}`, message: `${message}\n  (while checking ${project.page})` };
}
