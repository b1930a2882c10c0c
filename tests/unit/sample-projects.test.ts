import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { unzipSync, strFromU8 } from 'fflate';
import ts from 'typescript';
import { readProjectSettings } from '../../plugins/code-blocks/samples/chain';
import { assembleProject, dependenciesOf, ProjectError, requirements } from '../../plugins/sample-projects/assemble';
import { zipProject } from '../../plugins/sample-projects';

// Every page's downloadable project (plugins/sample-projects), type-checked as one program the way a reader's `tsc`
// checks it: the project's own tsconfig.json, only its own files, no sample of another page. @baeta/* resolves to
// the declarations in packages/ (the framework is not on this registry); everything else to the site's node_modules.

const DOCS = resolve('docs');
const FIXTURES = resolve('tests/samples/fixtures');
const OUT = resolve('.tmp/projects');

function pagesWithProjects(): { id: string; file: string }[] {
  return readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') && !name.startsWith('api/'))
    .map((name) => ({ id: name.replace(/\.mdx$/, '').split('\\').join('/'), file: join(DOCS, name) }))
    .filter((page) => readProjectSettings(page.file) !== undefined)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

const baetaPaths = (() => {
  const { config } = ts.readConfigFile(resolve('packages/tsconfig.json'), ts.sys.readFile);
  const paths = (config?.compilerOptions?.paths ?? {}) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(paths).map(([name, targets]) => [name, targets.map((target) => resolve('packages', target))]));
})();

// Library and package declarations are the same for every project: parse each once.
const shared = new Map<string, ts.SourceFile | undefined>();

function typeCheck(dir: string): string[] {
  const configFile = join(dir, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) return [ts.flattenDiagnosticMessageText(error.messageText, '\n')];
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, dir, { paths: baetaPaths }, configFile);
  const host = ts.createCompilerHost(parsed.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (fileName.startsWith(dir)) return getSourceFile(fileName, languageVersion, ...rest);
    if (!shared.has(fileName)) shared.set(fileName, getSourceFile(fileName, languageVersion, ...rest));
    return shared.get(fileName);
  };
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${diagnostic.file.fileName.slice(dir.length + 1)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}` : dir;
    return `${where} TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe("the pages' downloadable projects", () => {
  const pages = pagesWithProjects();
  rmSync(OUT, { recursive: true, force: true });

  it('exist for the tutorial at least', () => {
    assert.ok(pages.some((page) => page.id === 'getting-started/wrapping-up'), pages.map((page) => page.id).join(', '));
  });

  it('exist for every guide, extension, plugin, recipe, integration and migration page that shows TypeScript', () => {
    const sections = /^(?:guides|extensions|plugins|recipes|integrations|migration)\//;
    const withProject = new Set(pages.map((page) => page.id));
    const missing = readdirSync(DOCS, { recursive: true, encoding: 'utf8' })
      .map((name) => name.split('\\').join('/'))
      .filter((name) => sections.test(name) && name.endsWith('.mdx'))
      .filter((name) => /^```tsx?\b/m.test(readFileSync(join(DOCS, name), 'utf8')))
      .map((name) => name.replace(/\.mdx$/, ''))
      .filter((id) => !withProject.has(id));
    assert.deepEqual(missing, [], 'pages with TypeScript samples and no `project:` front matter (tests/samples/README.md, "One project under the pages", says how to add one)');
  });

  for (const page of pages) {
    it(`${page.id}: type-checks as one program with its own tsconfig.json, every import in the project or its package.json`, () => {
      const project = assembleProject(page, FIXTURES, { title: page.id, url: `https://baeta.io/docs/${page.id}` });
      const dir = join(OUT, project.name);
      for (const [name, text] of project.files) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
      assert.ok(project.files.has('tsconfig.json'), 'the project has no tsconfig.json: its chain of pages must reach the tutorial');
      // Only the page's display hints: a reader's file never carries them.
      const hinted = [...project.files].filter(([, text]) => /highlight-(?:next-line|start|end)|\/\/ ?\^\?|---cut---/.test(text)).map(([name]) => name);
      assert.deepEqual(hinted, [], 'files with magic comments or twoslash annotations');
      assert.deepEqual(typeCheck(dir), []);
      const manifest = JSON.parse(project.files.get('package.json') ?? '{}') as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
      assert.equal(manifest.dependencies['@baeta/core'], '1.0.12');
    });
  }
});

describe('assembling a project', () => {
  it('pins what the files import, as dependencies for src/ and as devDependencies for tools and tests', () => {
    const files = new Map([
      ['src/app.ts', "import { createYoga } from 'graphql-yoga';\nimport type { Request } from 'express';\nimport { x } from './x.ts';\n"],
      ['baeta.ts', "import { defineConfig } from '@baeta/cli';\nimport { autoloadPlugin } from '@baeta/plugin-autoload';\n"],
      ['src/app.test.ts', "import { describe } from 'vitest';\n"],
    ]);
    const { dependencies, devDependencies } = dependenciesOf(files, 'test');
    assert.deepEqual(Object.keys(dependencies), ['@baeta/core', 'graphql', 'graphql-yoga']);
    assert.ok(['@baeta/cli', '@baeta/plugin-autoload', '@types/express', 'express', 'vitest', 'typescript'].every((name) => name in devDependencies), JSON.stringify(devDependencies));
  });

  it('reads imports in JavaScript configuration files, and not in comments', () => {
    const files = new Map([
      ['prisma.config.mjs', "import { defineConfig } from 'prisma/config';\n"],
      ['src/__generated__/prisma/client.ts', "/**\n * import { PrismaPg } from '@prisma/adapter-pg'\n */\n// import x from 'left-pad';\nimport * as runtime from '@prisma/client/runtime/client';\n"],
    ]);
    const { dependencies, devDependencies } = dependenciesOf(files, 'test');
    assert.ok('@prisma/client' in dependencies, JSON.stringify(dependencies));
    assert.ok('prisma' in devDependencies, JSON.stringify(devDependencies));
  });

  it('stops on an import with no pinned version, naming the file and the fix', () => {
    assert.throws(() => dependenciesOf(new Map([['src/app.ts', "import leftPad from 'left-pad';\n"]]), 'docs/x.mdx'), (error: unknown) => {
      assert.ok(error instanceof ProjectError);
      assert.match(error.message, /docs\/x\.mdx: src\/app\.ts imports "left-pad", which config\/sample-project\.ts has no version for/);
      return true;
    });
  });

  it("leaves out what a page removes and adds the packages it names, which the pages built on it keep", () => {
    const docs = mkdtempSync(join(tmpdir(), 'docs-'));
    const page = (id: string, front: string, body: string) => {
      mkdirSync(dirname(join(docs, `${id}.mdx`)), { recursive: true });
      writeFileSync(join(docs, `${id}.mdx`), `---\ntitle: ${id}\n${front}---\n\n${body}`);
      return { id, file: join(docs, `${id}.mdx`) };
    };
    const block = (title: string, code: string) => `\`\`\`ts title="${title}"\n${code}\`\`\`\n\n`;
    try {
      page('a/server', 'project: {}\n', block('src/app.ts', 'export const app = 1;\n') + block('src/db.ts', 'export const db = 1;\n'));
      const nextjs = page('b/nextjs', 'project:\n  from: a/server\n  removes: [src/app.ts]\n  dependencies: [next]\n  devDependencies: [\'@types/bun\']\n', block('src/route.ts', 'export const route = 1;\n'));
      const later = page('c/later', 'project:\n  from: b/nextjs\n', block('src/later.ts', 'export const later = 1;\n'));
      for (const [project, files] of [[nextjs, ['src/db.ts', 'src/route.ts']], [later, ['src/db.ts', 'src/route.ts', 'src/later.ts']]] as const) {
        const assembled = assembleProject(project, join(docs, 'no-fixtures'), { title: project.id, url: 'https://baeta.io/x' });
        assert.deepEqual([...assembled.files.keys()].filter((name) => name.startsWith('src/')).sort(), [...files].sort());
        const manifest = JSON.parse(assembled.files.get('package.json') ?? '{}') as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
        assert.equal(manifest.dependencies['next'], '16.4.6');
        assert.equal(manifest.devDependencies['@types/bun'], '1.4.5');
      }
      page('b/nextjs', 'project:\n  from: a/server\n  removes: [src/ap.ts]\n', '');
      assert.throws(() => assembleProject(nextjs, join(docs, 'no-fixtures'), { title: 'x', url: 'x' }), /b\/nextjs\.mdx: front matter "project\.removes" names src\/ap\.ts, which the project of a\/server does not have.*src\/app\.ts/);
      page('b/nextjs', 'project:\n  from: a/server\n  dependencies: [left-pad]\n', '');
      assert.throws(() => assembleProject(nextjs, join(docs, 'no-fixtures'), { title: 'x', url: 'x' }), /names left-pad, which config\/sample-project\.ts has no version for/);
      page('b/nextjs', 'project:\n  from: a/server\n  removes: src/app.ts\n', '');
      assert.throws(() => assembleProject(nextjs, join(docs, 'no-fixtures'), { title: 'x', url: 'x' }), /"removes" must be a list of project paths/);
    } finally {
      rmSync(docs, { recursive: true, force: true });
    }
  });

  it('says which runtime the start command needs besides Node.js', () => {
    assert.equal(requirements('npm start'), 'You need Node.js 22.12 or newer.');
    assert.equal(requirements(undefined), 'You need Node.js 22.12 or newer.');
    assert.equal(requirements('bun src/app.ts'), 'You need Node.js 22.12 or newer, and Bun to run the server.');
    assert.equal(requirements('deno run --allow-net --allow-env src/app.ts'), 'You need Node.js 22.12 or newer, and Deno 2 to run the server.');
  });

  it('zips the files under the project folder, the same bytes for the same files', () => {
    const files = new Map([['src/app.ts', 'export {};\n'], ['README.md', '# x\n']]);
    const zip = zipProject('bookshelf-x', files);
    assert.deepEqual(zip, zipProject('bookshelf-x', new Map([...files].reverse())));
    const entries = unzipSync(zip);
    assert.deepEqual(Object.keys(entries).sort(), ['bookshelf-x/README.md', 'bookshelf-x/src/app.ts']);
    assert.equal(strFromU8(entries['bookshelf-x/src/app.ts'] as Uint8Array), 'export {};\n');
  });

  it('writes a README with the request to send and the answer to expect', () => {
    const page = pagesWithProjects().find((candidate) => readProjectSettings(candidate.file)?.request);
    assert.ok(page, 'no page has a request in its project front matter');
    const readme = assembleProject(page, FIXTURES, { title: 'T', url: 'https://baeta.io/x' }).files.get('README.md') ?? '';
    assert.match(readme, /npm install\n/);
    assert.match(readme, /curl -s http:\/\/localhost:4000\/graphql/);
    // The answer as the page's front matter writes it, whatever its first key (errors come first in a refusal).
    assert.ok(readme.includes(`It answers:\n\n\`\`\`json\n${JSON.stringify(readProjectSettings(page.file)?.answer)}\n\`\`\``), readme);
    assert.equal(readFileSync(page.file, 'utf8').includes('project:'), true);
  });
});
