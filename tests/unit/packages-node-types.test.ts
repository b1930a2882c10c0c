import assert from 'node:assert/strict';
import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

// packages/tsconfig.json loads no ambient types, so TypeDoc's per-package programs parse @types/node only
// where a declaration asks for it. A file that uses Node's types without asking would still pass the
// combined type check (another package pulls @types/node in) but render unresolved in its own package.

const PACKAGES = join(import.meta.dirname, '../../packages');
const NODE_GLOBALS = new Set(['Buffer', 'NodeJS', 'BufferEncoding']);
const isNodeModule = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? '');

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** What in a declaration file needs Node's types: imports of built-in modules and Node-only global names. */
function nodeTypeUses(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const uses: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      if (isNodeModule(specifier)) uses.push(`import '${specifier}'`);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const specifier = (node.argument.literal as ts.StringLiteral).text;
      if (isNodeModule(specifier)) uses.push(`import('${specifier}')`);
    } else if (ts.isTypeReferenceNode(node)) {
      const name = ts.isQualifiedName(node.typeName) ? node.typeName.left.getText(source) : node.typeName.text;
      if (NODE_GLOBALS.has(name.split('.')[0] ?? '')) uses.push(node.typeName.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const referencesNode = (text: string) =>
  ts.preProcessFile(text, true, false).typeReferenceDirectives.some(({ fileName }) => fileName === 'node');

describe('Node types in packages/', () => {
  it('finds built-in imports and Node-only globals, and nothing else', () => {
    const uses = nodeTypeUses(
      'x.d.ts',
      "import type { A } from 'node:path';\nimport type { B } from 'graphql';\n" +
        "export declare const c: Buffer;\nexport declare const d: NodeJS.Timeout;\nexport type E = import('fs').Stats;\n" +
        '/** Buffer in a comment */\nexport declare const f: string;',
    );
    assert.deepEqual(uses, ["import 'node:path'", 'Buffer', 'NodeJS.Timeout', "import('fs')"]);
  });

  it("every declaration that uses Node's types references them", () => {
    const users = declarationFiles(PACKAGES)
      .map((file) => ({ name: relative(PACKAGES, file), text: readFileSync(file, 'utf8') }))
      .map(({ name, text }) => ({ name, text, uses: nodeTypeUses(name, text) }))
      .filter(({ uses }) => uses.length > 0);
    assert.ok(users.length > 0, 'the scan finds the declarations that use Node types');
    const missing = users
      .filter(({ text }) => !referencesNode(text))
      .map(({ name, uses }) => `packages/${name} uses ${uses.join(', ')}`);
    assert.deepEqual(missing, [], 'add /// <reference types="node" /> before the imports of these files');
  });
});
