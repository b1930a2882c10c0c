/**
 * TypeScript for typing the samples (./typecheck.ts), with two of its checker's searches indexed.
 *
 * Why: to print a hover's type, the checker names each symbol in it as the sample's file can see it. For a
 * symbol the file does not import (a graphql type inside a resolver's signature, say) it looks for every module
 * that re-exports it, and for each one walks that module's whole export table; it also walks whole scope tables,
 * the global one included, for aliases. Each page is its own program, so each page pays again for its ~390
 * modules. Those walks were about a quarter of the typing's CPU time. The two patches below answer the same
 * questions from indexes built once per checker and table, in the same order, with the same results: the
 * hover texts of every docs sample came out byte for byte the same (tests/unit/indexed-typescript.test.ts
 * compares both builds on tricky exports and on real pages).
 *
 * The patches are text edits of the installed `typescript.js`, so they fit one TypeScript release (the lock
 * pins it). When one no longer applies, this module gives plain TypeScript and says so once: typing works,
 * only slower, and the unit test fails until the patches are updated for the new release or removed.
 */
import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type TypeScript from 'typescript';

export interface SourcePatch {
  readonly name: string;
  /** Text of `typescript.js` that must occur exactly once. */
  readonly find: string;
  readonly replace: string;
}

// Helpers go in the checker's scope, before this function. `var` and `??=`: the checker runs code (and may
// reach these helpers) before its later `const` lines have run.
const HELPERS_BEFORE = '  function getAliasForSymbolInContainer(container, symbol) {';

/**
 * The indexes, as checker code: `firstExportOfSameReference` for getAliasForSymbolInContainer and
 * `forEachAliasOrNamedEntry` for trySymbolTable. Each index is kept per table and built again if the table
 * has grown. They use the checker's getMergedSymbol and resolveSymbol (tests/unit/indexed-typescript.test.ts
 * runs them on their own with stand-ins).
 */
export const INDEX_HELPERS = `  var exportIndexes, scopeIndexes;
  function sameReferenceKey(s) {
    return getMergedSymbol(resolveSymbol(getMergedSymbol(s)));
  }
  function firstExportOfSameReference(exports2, symbol) {
    exportIndexes ??= new WeakMap();
    let index = exportIndexes.get(exports2);
    if (!index || index.tableSize !== exports2.size) {
      index = new Map();
      index.tableSize = exports2.size;
      for (const exported of exports2.values()) {
        const key = sameReferenceKey(exported);
        if (!index.has(key)) index.set(key, exported);
      }
      exportIndexes.set(exports2, index);
    }
    return index.get(sameReferenceKey(symbol));
  }
  function forEachAliasOrNamedEntry(table, escapedName, callback) {
    scopeIndexes ??= new WeakMap();
    let index = scopeIndexes.get(table);
    if (!index || index.tableSize !== table.size) {
      index = { tableSize: table.size, aliases: [], others: new Map() };
      let position = 0;
      for (const [key, value] of table) {
        if (value.flags & 2097152 /* Alias */) index.aliases.push([position, value, key]);
        else {
          const named = index.others.get(value.escapedName);
          if (named) named.push([position, value, key]);
          else index.others.set(value.escapedName, [[position, value, key]]);
        }
        position += 1;
      }
      scopeIndexes.set(table, index);
    }
    const named = index.others.get(escapedName);
    const entries = named ? [...index.aliases, ...named].sort((a, b) => a[0] - b[0]) : index.aliases;
    for (const [, value, key] of entries) {
      const result = callback(value, key);
      if (result) return result;
    }
    return void 0;
  }
`;

export const PATCHES: readonly SourcePatch[] = [
  {
    // getAliasForSymbolInContainer: the first export of a module that resolves to the symbol. The original walks
    // every export of the module for every symbol asked about; the index maps each resolved target to the first
    // export (in table order) that reaches it, built on the first question about that module.
    name: 'first export of the same reference',
    find: `    return forEachEntry(exports2, (exported) => {
      if (getSymbolIfSameReference(exported, symbol)) {
        return exported;
      }
    });
  }`,
    replace: `    return firstExportOfSameReference(exports2, symbol);
  }`,
  },
  {
    // trySymbolTable (inside getAccessibleSymbolChain): its callback can only return something for an alias
    // entry or for an entry named like the symbol, so it is called for those alone, still in table order.
    name: 'only alias and same-name entries of a scope table',
    find: `      const result2 = forEachEntry(symbols, (symbolFromSymbolTable) => {
        if (symbolFromSymbolTable.flags & 2097152 /* Alias */`,
    replace: `      const result2 = forEachAliasOrNamedEntry(symbols, symbol.escapedName, (symbolFromSymbolTable) => {
        if (symbolFromSymbolTable.flags & 2097152 /* Alias */`,
  },
  {
    name: 'index helpers',
    find: HELPERS_BEFORE,
    replace: `${INDEX_HELPERS}${HELPERS_BEFORE}`,
  },
];

/** `source` with every patch applied, and the names of those whose text was not found exactly once. */
export function patchSource(source: string, patches: readonly SourcePatch[] = PATCHES): { source: string; missing: string[] } {
  const missing: string[] = [];
  let patched = source;
  for (const patch of patches) {
    const at = patched.indexOf(patch.find);
    if (at < 0 || patched.indexOf(patch.find, at + 1) >= 0) missing.push(patch.name);
    else patched = patched.slice(0, at) + patch.replace + patched.slice(at + patch.find.length);
  }
  return { source: patched, missing };
}

const requireHere = createRequire(__filename);

/** Compiles TypeScript's own file with the patches, as a separate module instance; plain TypeScript if any is missing. */
export function loadIndexedTypeScript(): { ts: typeof TypeScript; version: string; missing: string[] } {
  const file = requireHere.resolve('typescript');
  const { source, missing } = patchSource(readFileSync(file, 'utf8'));
  if (missing.length > 0) {
    const ts = requireHere('typescript') as typeof TypeScript;
    return { ts, version: ts.version, missing };
  }
  // Its own file name, so TypeScript finds its lib files beside it as usual.
  const instance = new Module(file) as Module & { _compile(code: string, filename: string): void };
  instance.filename = file;
  instance.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(file));
  instance._compile(source, file);
  const ts = instance.exports as typeof TypeScript;
  return { ts, version: ts.version, missing };
}

const loaded = loadIndexedTypeScript();
if (loaded.missing.length > 0) {
  console.warn(
    `[code-blocks] TypeScript ${loaded.version}: ${loaded.missing.join(' and ')} not found in typescript.js, so the samples are ` +
      'typed with plain TypeScript (slower, same results). Update or remove the patches in plugins/code-blocks/samples/indexed-typescript.ts.',
  );
}

/** Whether the patches applied to the installed TypeScript. */
export const indexed = loaded.missing.length === 0;

export default loaded.ts;
