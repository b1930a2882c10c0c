// The samples are typed with TypeScript's checker patched to index two searches
// (plugins/code-blocks/samples/indexed-typescript.ts). The patches must apply to the installed release, and
// every hover text must read exactly as plain TypeScript prints it: on exports re-exported, renamed, gathered
// into namespaces, `export =`, global aliases and UMD globals, and on real docs pages.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import plain from 'typescript';
import indexedTs, { INDEX_HELPERS, indexed, loadIndexedTypeScript, PATCHES, patchSource } from '../../plugins/code-blocks/samples/indexed-typescript';
import { layOutPage } from '../../plugins/code-blocks/samples/project';
import { sampleCompilerOptions } from '../../plugins/code-blocks/samples/typecheck';

type TS = typeof plain;

/** Every identifier's quick info in `files`, as `file:position name :: text`, read with `ts`. */
function hoverTexts(ts: TS, files: string[], options: plain.CompilerOptions): string[] {
  const host: plain.LanguageServiceHost = {
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      try {
        return ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8'));
      } catch {
        return undefined;
      }
    },
    getCurrentDirectory: () => dirname(files[0] as string),
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  const service = ts.createLanguageService(host);
  const texts: string[] = [];
  for (const file of files) {
    const source = service.getProgram()?.getSourceFile(file);
    assert.ok(source, `${file} is in the program`);
    const visit = (node: plain.Node) => {
      if (ts.isIdentifier(node)) {
        const info = service.getQuickInfoAtPosition(file, node.getStart(source));
        const text = info ? ts.displayPartsToString(info.displayParts) : '(none)';
        texts.push(`${file.split('/').pop()}:${node.getStart(source)} ${node.text} :: ${text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  service.dispose();
  return texts;
}

function writeProject(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'baeta-indexed-ts-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return Object.entries(files).map(([name, text]) => {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    return path;
  });
}

// Symbols the samples' files do not import, reachable under other names and through other modules, so the
// checker falls back to searching every module's exports and every scope table when it prints them.
const TRICKY_EXPORTS = {
  'lib/defs.ts': [
    'export interface Thing { id: string }',
    'export class Box<T> { constructor(public value: T) {} }',
    'export type Pair = [Thing, Box<Thing>];',
    "export const make = (): Thing => ({ id: 'x' });",
    'export function pair(): Pair { const t = make(); return [t, new Box(t)]; }',
  ].join('\n'),
  'lib/index.ts': [
    "export * from './defs';",
    "export { Thing as Renamed, Box as Crate } from './defs';",
    "export * as defs from './defs';",
  ].join('\n'),
  // Case only under other names, so the first name in the module's table is the one printed.
  'lib/case.ts': 'export class Case<T> { constructor(public item: T) {} }\n',
  'lib/renamed.ts': "export { Case as Chest, Case as Trunk } from './case';\n",
  'lib/legacy.ts': 'declare namespace Legacy { interface Old { v: number } }\nexport = Legacy;\n',
  'lib/umd.d.ts': 'export as namespace UmdLib;\nexport interface Shape { sides: number }\nexport declare function shape(): Shape;\n',
  'globals.ts': 'declare namespace Space { interface Inner { deep: true } }\nimport InnerAlias = Space.Inner;\ndeclare const inner: InnerAlias;\n',
  'main.ts': [
    "import { pair, Crate } from './lib/index';",
    "import * as all from './lib/index';",
    "import * as renamed from './lib/renamed';",
    'export const chest = new renamed.Trunk(1);',
    "import type Legacy = require('./lib/legacy');",
    'const [t, box] = pair();',
    'const crate = new Crate(t);',
    'export function both() { return { t, box, crate, copy: all.defs.make() } as const; }',
    'export const old: Legacy.Old = { v: 1 };',
    'export const fromUmd: UmdLib.Shape = { sides: inner.deep ? 3 : 4 };',
    'namespace Local { import Alias = all.defs; export const x: Alias.Thing = t; export const y = [x, both()]; }',
    'export const local = Local.y;',
    'declare global { interface Array<T> { extra?: T } }',
  ].join('\n'),
};

const TRICKY_OPTIONS: plain.CompilerOptions = {
  target: plain.ScriptTarget.ES2022,
  module: plain.ModuleKind.CommonJS,
  moduleResolution: plain.ModuleResolutionKind.Node10,
  lib: ['lib.es2022.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
};

// Symbols as the helpers see them: flags, a name, and what an alias resolves to.
interface FakeSymbol {
  flags: number;
  escapedName: string;
  target?: FakeSymbol;
}
const ALIAS = 2097152;

/** The helpers on their own, with the checker's getMergedSymbol and resolveSymbol played by stand-ins. */
function helpers() {
  const make = new Function('getMergedSymbol', 'resolveSymbol', `${INDEX_HELPERS}\nreturn { firstExportOfSameReference, forEachAliasOrNamedEntry };`);
  return make(
    (symbol: FakeSymbol) => symbol,
    (symbol: FakeSymbol) => symbol.target ?? symbol,
  ) as {
    firstExportOfSameReference(table: Map<string, FakeSymbol>, symbol: FakeSymbol): FakeSymbol | undefined;
    forEachAliasOrNamedEntry<R>(table: Map<string, FakeSymbol>, name: string, callback: (symbol: FakeSymbol, key: string) => R): R | undefined;
  };
}

/** A deterministic pseudo-random sequence in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('the index helpers patched into the checker', () => {
  const symbol = (escapedName: string, target?: FakeSymbol): FakeSymbol => ({ flags: target ? ALIAS : 0, escapedName, target });

  it('firstExportOfSameReference: the first export, in table order, that resolves to the same symbol', () => {
    const { firstExportOfSameReference } = helpers();
    const thing = symbol('Thing');
    const other = symbol('Other');
    const table = new Map([
      ['Renamed', symbol('Renamed', thing)],
      ['Thing', thing],
      ['Other', symbol('Other', other)],
      ['Again', symbol('Again', thing)],
    ]);
    assert.equal(firstExportOfSameReference(table, thing), table.get('Renamed'));
    assert.equal(firstExportOfSameReference(table, symbol('Elsewhere', thing)), table.get('Renamed'));
    assert.equal(firstExportOfSameReference(table, other), table.get('Other'));
    const late = symbol('Late');
    assert.equal(firstExportOfSameReference(table, late), undefined);
    table.set('Late', symbol('Late', late));
    assert.equal(firstExportOfSameReference(table, late), table.get('Late'), 'a table that grew is indexed again');
  });

  it('forEachAliasOrNamedEntry: what walking the whole table gives, for callbacks that only answer aliases and the name', () => {
    const { forEachAliasOrNamedEntry } = helpers();
    const next = random(7);
    const names = ['a', 'b', 'c', 'd'];
    for (let round = 0; round < 300; round += 1) {
      const table = new Map<string, FakeSymbol>();
      const size = Math.floor(next() * 12);
      for (let index = 0; index < size; index += 1) {
        const name = names[Math.floor(next() * names.length)] as string;
        // Keys usually are the names; some are not, as the helper must not assume.
        const key = next() < 0.8 && !table.has(name) ? name : `${name}#${index}`;
        table.set(key, symbol(name, next() < 0.4 ? symbol('target') : undefined));
      }
      const asked = names[Math.floor(next() * names.length)] as string;
      const answering = new Set([...table.values()].filter((entry) => (entry.flags & ALIAS || entry.escapedName === asked) && next() < 0.3));
      const visited: FakeSymbol[] = [];
      const callback = (entry: FakeSymbol) => {
        visited.push(entry);
        return answering.has(entry) ? entry : undefined;
      };
      const whole = [...table.values()].find((entry) => answering.has(entry));
      assert.equal(forEachAliasOrNamedEntry(table, asked, callback), whole, `round ${round}`);
      const expectedVisits = [...table.values()].filter((entry) => entry.flags & ALIAS || entry.escapedName === asked);
      assert.deepEqual(visited, expectedVisits.slice(0, whole ? expectedVisits.indexOf(whole) + 1 : undefined), `round ${round}: visits in table order`);
    }
  });
});

describe('plugins/code-blocks/samples/indexed-typescript.ts', () => {
  it('applies every patch to the installed TypeScript (else update the patches for this release, or remove them)', () => {
    const { missing, version } = loadIndexedTypeScript();
    assert.deepEqual(missing, [], `TypeScript ${version}`);
    assert.equal(indexed, true);
    assert.notEqual(indexedTs, plain, 'a separate instance, so plain TypeScript stays as it is for everyone else');
    assert.equal(indexedTs.version, plain.version);
  });

  it('names a patch whose text is missing or occurs more than once, and leaves that spot alone', () => {
    const [first] = PATCHES;
    assert.ok(first);
    const once = `before ${first.find} after`;
    assert.deepEqual(patchSource(once, [first]), { source: `before ${first.replace} after`, missing: [] });
    assert.deepEqual(patchSource('no such text', [first]), { source: 'no such text', missing: [first.name] });
    const twice = `${first.find}\n${first.find}`;
    assert.deepEqual(patchSource(twice, [first]), { source: twice, missing: [first.name] });
  });

  it('prints the same hover texts as plain TypeScript on re-exported, renamed and global names', () => {
    const files = writeProject(TRICKY_EXPORTS);
    const expected = hoverTexts(plain, files, TRICKY_OPTIONS);
    assert.deepEqual(hoverTexts(indexedTs, files, TRICKY_OPTIONS), expected);
    // The fixture reaches the searches: names the file never imported, printed through what it did import.
    const printed = (text: string) => assert.ok(expected.some((line) => line.endsWith(text)), text);
    printed(' t :: const t: all.Thing'); // found among the namespace import's re-exports
    printed(' x :: const Local.x: Alias.Thing'); // through an alias in a local scope
    printed(' inner :: const inner: InnerAlias'); // through an alias in the global scope
    printed(' box :: const box: Crate<all.Thing>'); // a class under its re-exported name
    printed(' chest :: const chest: renamed.Chest<number>'); // the first of two other names
  });

  it('prints the same hover texts as plain TypeScript on the docs pages with the most samples', () => {
    const packagesDir = resolve('packages');
    const { options } = plain.convertCompilerOptionsFromJson(sampleCompilerOptions(packagesDir), process.cwd());
    const outDir = mkdtempSync(join(tmpdir(), 'baeta-indexed-pages-'));
    after(() => rmSync(outDir, { recursive: true, force: true }));
    for (const id of ['guides/testing', 'guides/resolvers']) {
      const project = layOutPage({ file: resolve(`docs/${id}.mdx`), id }, outDir, resolve('tests/samples/fixtures'));
      const files = readdirSync(project.dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => join(project.dir, name));
      writeFileSync(join(project.dir, 'package.json'), '{ "type": "module" }\n');
      const expected = hoverTexts(plain, files, options);
      assert.ok(expected.length > 300, `${id} has ${expected.length} identifiers`);
      assert.deepEqual(hoverTexts(indexedTs, files, options), expected, id);
    }
  });
});
