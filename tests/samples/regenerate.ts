// Makes a page's fixture with Baeta's real generator: lays out the page's project (its chain of pages and its own
// blocks, plugins/code-blocks/samples/chain.ts), runs `baeta generate` in it, and keeps in
// tests/samples/fixtures/<page id>/ the files the generator wrote that the project did not already have as they are,
// with the digest of the configuration and schema they were made from (fixture.json `generatedFrom`).
//
// The framework is not on this site's npm registry, so the generator comes from a folder where it is installed:
//   BAETA_RUNTIME=<folder whose node_modules has @baeta/cli and the packages the pages use> \
//   TSX_TSCONFIG_PATH=tests/tsconfig.json node --import tsx tests/samples/regenerate.ts <page id>…
// Pages are made in the order given; name a page after the pages its project builds on. Plugin outputs in
// src/__generated__/ (the Prisma client of plugins/prisma) are kept too; the gitignore plugin's .gitignore is not. Prisma's CLI downloads its schema engine
// before `prisma generate`, which does not use it: without network, set PRISMA_SCHEMA_ENGINE_BINARY=/bin/true.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  chainFiles,
  FIXTURE_CONFIG,
  generatorInputHash,
  isGeneratorOutput,
  isKeptInFixture,
  isProjectFile,
  type ChainPage,
} from '../../plugins/code-blocks/samples/chain';
import { extractCodeBlocks } from '../../plugins/code-blocks/samples/extract';

const FIXTURES = resolve('tests/samples/fixtures');
const DOCS = resolve('docs');
const SCRATCH = resolve('.tmp/regenerate');

function fail(message: string): never {
  console.error(`tests/samples/regenerate.ts: ${message}`);
  process.exit(1);
}

function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (name.split(sep)[0] === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isFile()) files.set(name.split(sep).join('/'), readFileSync(path, 'utf8'));
  }
  return files;
}

function write(dir: string, files: ReadonlyMap<string, string>) {
  for (const [name, text] of files) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

function regenerate(page: ChainPage, runtime: string) {
  const fixtureDir = join(FIXTURES, page.id);
  // What the project has before the generator runs: the chain (with its generated files), the page's hand-written
  // fixture files, and its blocks.
  const inherited = chainFiles(page, FIXTURES);
  const ownFixture = existsSync(fixtureDir) ? filesOf(fixtureDir) : new Map<string, string>();
  const handWritten = new Map([...ownFixture].filter(([name, text]) => name !== FIXTURE_CONFIG && !isGeneratorOutput(name, text)));
  const blocks = new Map(
    extractCodeBlocks(readFileSync(page.file, 'utf8'))
      .filter(isProjectFile)
      .map((block) => [block.title, `${block.code}\n`] as const),
  );
  const before = new Map([...inherited, ...handWritten, ...blocks]);
  if (!before.has('baeta.ts')) fail(`${page.id}: the project has no baeta.ts; give the page a "project.from" in its front matter.`);

  const dir = join(SCRATCH, page.id);
  rmSync(dir, { recursive: true, force: true });
  write(dir, before);
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ private: true, type: 'module' })}\n`);
  symlinkSync(join(runtime, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const run = spawnSync(join(runtime, 'node_modules', '.bin', 'baeta'), ['generate'], { cwd: dir, encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  // `baeta generate` exits with 0 even when generation fails (a known issue): read what it printed.
  if (run.status !== 0 || /\[ERROR\]|Error:/.test(output)) fail(`${page.id}: baeta generate failed in ${relative(process.cwd(), dir)}:\n${output}`);

  const after = filesOf(dir);
  const generated = new Map(
    [...after].filter(([name, text]) => name !== 'package.json' && before.get(name) !== text && !blocks.has(name) && !handWritten.has(name)),
  );
  const stale = [...generated.keys()].filter((name) => !isGeneratorOutput(name, after.get(name) ?? '') && !/\.(gql|graphql)$/.test(name));
  if (stale.length > 0) fail(`${page.id}: the generator changed files it does not own: ${stale.join(', ')}`);

  // The fixture: the page's hand-written files, and what the generator wrote that differs from what the chain has.
  for (const [name, text] of ownFixture) if (isGeneratorOutput(name, text)) rmSync(join(fixtureDir, name));
  const kept = new Map([...generated].filter(([name]) => isKeptInFixture(name)));
  write(fixtureDir, kept);
  const hash = generatorInputHash(new Map([...before, ...generated]));
  const config = { generatedFrom: hash };
  mkdirSync(fixtureDir, { recursive: true });
  writeFileSync(join(fixtureDir, FIXTURE_CONFIG), `${JSON.stringify(config)}\n`);
  console.log(`${page.id}: ${kept.size} generated ${kept.size === 1 ? 'file' : 'files'} kept (${[...kept.keys()].join(', ') || 'none differ from the chain'}); digest ${hash}`);
}

const runtime = process.env.BAETA_RUNTIME;
if (!runtime || !existsSync(join(runtime, 'node_modules', '.bin', 'baeta'))) {
  fail('set BAETA_RUNTIME to a folder whose node_modules has @baeta/cli installed (with the packages the pages import).');
}
const ids = process.argv.slice(2);
if (ids.length === 0) fail('name the pages to regenerate by id, e.g. guides/context.');
for (const id of ids) {
  const file = join(DOCS, `${id}.mdx`);
  if (!existsSync(file)) fail(`no page ${relative(process.cwd(), file)}.`);
  regenerate({ file, id }, resolve(runtime));
}
