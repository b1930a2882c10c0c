// TypeDoc's per-package programs share parsed files (plugins/api-reference/shared-source-files.cjs): a file is
// reused only with the same text and settings, a caller's own host is left alone, and the hook really reaches
// TypeDoc's programs in the build and in the bench's TypeDoc run.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const requireHere = createRequire(__filename);
const shared = requireHere('../../plugins/api-reference/shared-source-files.cjs') as {
  typescriptForTypeDoc: typeof ts;
  releaseSharedSourceFiles: () => void;
  sharedSourceFileCount: () => number;
};
const HOOK = resolve('plugins/api-reference/typescript-hook.mjs');
const REGISTER = './plugins/api-reference/register.cjs';

function project(): { dir: string; a: string; b: string } {
  const dir = mkdtempSync(join(tmpdir(), 'baeta-shared-files-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const a = join(dir, 'a.ts');
  const b = join(dir, 'b.ts');
  writeFileSync(a, "import { b } from './b.js';\nexport const a: number = b;\n");
  writeFileSync(b, 'export const b = 1;\n');
  return { dir, a, b };
}

// No ambient types: the temporary folder must not pick up whatever @types the machine has.
const OPTIONS: ts.CompilerOptions = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, lib: ['lib.es2022.d.ts'], types: [], strict: true, noEmit: true };

describe('plugins/api-reference/shared-source-files.cjs', () => {
  it('gives a second program with the same options the files the first one parsed, type-checked as before', () => {
    const { a, b } = project();
    const first = shared.typescriptForTypeDoc.createProgram([a], OPTIONS);
    const second = shared.typescriptForTypeDoc.createProgram({ rootNames: [a], options: OPTIONS });
    assert.equal(second.getSourceFile(b), first.getSourceFile(b));
    const lib = first.getSourceFiles().find((file) => file.fileName.includes('/typescript/lib/lib.'));
    assert.ok(lib, 'the program includes the standard library');
    assert.equal(second.getSourceFile(lib.fileName), lib);
    assert.deepEqual(ts.getPreEmitDiagnostics(second), []);
  });

  it('parses a file again when its text changed', () => {
    const { a, b } = project();
    const before = shared.typescriptForTypeDoc.createProgram([a], OPTIONS);
    writeFileSync(b, 'export const b = "one";\n');
    const after_ = shared.typescriptForTypeDoc.createProgram([a], OPTIONS);
    assert.notEqual(after_.getSourceFile(b), before.getSourceFile(b));
    assert.match(after_.getSourceFile(b)?.text ?? '', /"one"/);
    const message = ts.getPreEmitDiagnostics(after_).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    assert.match(message.join('\n'), /Type 'string' is not assignable to type 'number'/, 'the edit is type-checked');
  });

  it('shares nothing between programs with different options, nor with a caller that passes its own host', () => {
    const { a, b } = project();
    const strict = shared.typescriptForTypeDoc.createProgram([a], OPTIONS);
    const loose = shared.typescriptForTypeDoc.createProgram([a], { ...OPTIONS, target: ts.ScriptTarget.ES2020 });
    assert.notEqual(loose.getSourceFile(b), strict.getSourceFile(b));
    const own = shared.typescriptForTypeDoc.createProgram([a], OPTIONS, ts.createCompilerHost(OPTIONS));
    assert.notEqual(own.getSourceFile(b), strict.getSourceFile(b));
  });

  it('forgets every file when released', () => {
    const { a, b } = project();
    const first = shared.typescriptForTypeDoc.createProgram([a], OPTIONS);
    assert.ok(shared.sharedSourceFileCount() > 0);
    shared.releaseSharedSourceFiles();
    assert.equal(shared.sharedSourceFileCount(), 0);
    assert.notEqual(shared.typescriptForTypeDoc.createProgram([a], OPTIONS).getSourceFile(b), first.getSourceFile(b));
  });

  it('leaves the rest of the typescript module as it is', () => {
    assert.equal(shared.typescriptForTypeDoc.createSourceFile, ts.createSourceFile);
    assert.equal(shared.typescriptForTypeDoc.version, ts.version);
  });
});

describe('plugins/api-reference/typescript-hook.mjs', () => {
  it("redirects TypeDoc's typescript import, and only TypeDoc's", async () => {
    const { resolve: resolveHook } = (await import(pathToFileURL(HOOK).href)) as {
      resolve: (specifier: string, context: { parentURL?: string }, next: (specifier: string) => unknown) => Promise<{ url: string }>;
    };
    const next = (specifier: string) => ({ url: `next:${specifier}` });
    const fromTypeDoc = await resolveHook('typescript', { parentURL: 'file:///site/node_modules/typedoc/dist/index.js' }, next);
    assert.match(fromTypeDoc.url, /plugins\/api-reference\/typescript-for-typedoc\.cjs$/);
    assert.equal((await resolveHook('typescript', { parentURL: 'file:///site/plugins/x.mjs' }, next)).url, 'next:typescript');
    assert.equal((await resolveHook('typedoc', { parentURL: 'file:///site/node_modules/typedoc/dist/index.js' }, next)).url, 'next:typedoc');
  });

  // Converts the fixture package with real TypeDoc in a child process and reports how many files its programs
  // shared: the hook must reach them when register.cjs is loaded first, as the config and the bench do.
  function sharedByTypeDoc(register: boolean): number {
    const script = `
      import { Application, TSConfigReader } from 'typedoc';
      import { createRequire } from 'node:module';
      const app = await Application.bootstrapWithPlugins(
        { entryPoints: ['tests/fixtures/typedoc-packages/documented/index.d.ts'], tsconfig: 'tests/fixtures/typedoc-packages/tsconfig.json', logLevel: 'Error' },
        [new TSConfigReader()],
      );
      await app.convert();
      console.log(createRequire(import.meta.url)('./plugins/api-reference/shared-source-files.cjs').sharedSourceFileCount());`;
    const args = [...(register ? ['--require', REGISTER] : []), '--input-type=module', '--eval', script];
    const run = spawnSync(process.execPath, args, { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    return Number(run.stdout.trim().split('\n').at(-1));
  }

  it("reaches TypeDoc's programs when register.cjs is loaded before TypeDoc", () => {
    assert.ok(sharedByTypeDoc(true) > 0, 'TypeDoc parsed its files through the sharing host');
    assert.equal(sharedByTypeDoc(false), 0, 'without the hook TypeDoc uses its own host');
  });
});
