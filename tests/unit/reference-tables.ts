import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// Shared by the tests that hold reference tables in docs/ to the site's declarations in packages/: read
// option names (and their documented defaults) with the TypeScript compiler API, and read a page's tables
// grouped by heading.

export const ROOT = join(import.meta.dirname, '../..');
const PACKAGES = join(ROOT, 'packages');

// ---------------------------------------------------------------------------------------------------------
// Declarations
// ---------------------------------------------------------------------------------------------------------

function parseDeclaration(relativePath: string): ts.SourceFile {
  const fileName = join(PACKAGES, relativePath);
  return ts.createSourceFile(fileName, readFileSync(fileName, 'utf8'), ts.ScriptTarget.ES2022, true);
}

function findInterface(source: ts.SourceFile, name: string): ts.InterfaceDeclaration {
  let found: ts.InterfaceDeclaration | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  assert.ok(found, `${source.fileName} declares no interface ${name}`);
  return found;
}

function memberName(member: ts.TypeElement): string | undefined {
  if (!member.name) return undefined;
  if (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) return member.name.text;
  return undefined;
}

/** The property and method names of an interface, in declaration order. */
export function interfaceMembers(relativePath: string, name: string): string[] {
  const declaration = findInterface(parseDeclaration(relativePath), name);
  return declaration.members.map(memberName).filter((member): member is string => member !== undefined);
}

/** The JSDoc text of each member of an interface. */
export function interfaceMemberDocs(relativePath: string, name: string): Map<string, string> {
  const declaration = findInterface(parseDeclaration(relativePath), name);
  const docs = new Map<string, string>();
  for (const member of declaration.members) {
    const member_ = memberName(member);
    if (!member_) continue;
    const text = ts
      .getJSDocCommentsAndTags(member)
      .filter(ts.isJSDoc)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .join('\n');
    docs.set(member_, text);
  }
  return docs;
}

export interface DeclaredOption {
  /** Dotted path of the option, for example `ws.databaseId`. */
  name: string;
  /** Whether the declaration marks it optional (`?`). */
  optional: boolean;
  /** The text of its `@defaultValue` tag, if it has one. */
  defaultValue?: string;
}

function defaultValueOf(member: ts.Node): string | undefined {
  const tag = ts.getJSDocTags(member).find((candidate) => candidate.tagName.text === 'defaultValue');
  if (!tag) return undefined;
  return (typeof tag.comment === 'string' ? tag.comment : ts.getTextOfJSDocComment(tag.comment) ?? '').trim();
}

function optionsOf(members: ts.NodeArray<ts.TypeElement>, prefix: string): DeclaredOption[] {
  const options: DeclaredOption[] = [];
  for (const member of members) {
    const name = memberName(member);
    if (!name) continue;
    options.push({ name: prefix + name, optional: Boolean(member.questionToken), defaultValue: defaultValueOf(member) });
    // An option whose type is an inline object (`ws?: { enable?: boolean }`) lists its members as `ws.enable`.
    if (ts.isPropertySignature(member) && member.type && ts.isTypeLiteralNode(member.type)) {
      options.push(...optionsOf(member.type.members, `${prefix}${name}.`));
    }
  }
  return options;
}

/** The options an interface declares, with nested inline objects flattened to dotted names. */
export function declaredOptions(relativePath: string, name: string, prefix = ''): DeclaredOption[] {
  return optionsOf(findInterface(parseDeclaration(relativePath), name).members, prefix);
}

// ---------------------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------------------

export interface TableRow {
  /** The first code span of the row's first cell, for example `schemas` or `--watch`. */
  name: string;
  /** The whole row, for checking other columns such as the alias. */
  cells: string[];
}

/**
 * The table rows of a page, grouped by the innermost heading above them. Code blocks are skipped, and
 * an explicit heading id (MDX's comment form: `#loaders` in a comment in braces) is dropped from the heading text.
 */
export function tablesByHeading(page: string): Map<string, TableRow[]> {
  const sections = new Map<string, TableRow[]>();
  let heading = '';
  let inFence = false;
  for (const line of page.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const headingMatch = /^#{2,6}\s+(.*?)\s*(\{\/\*\s*#[\w-]+\s*\*\/\})?\s*$/.exec(line);
    if (headingMatch) {
      heading = headingMatch[1] ?? '';
      continue;
    }
    if (!line.startsWith('|') || /^\|[\s:|-]+\|\s*$/.test(line)) continue;
    // Split on the pipes that are not escaped (`\|` inside a cell is a literal pipe).
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.replace(/\\\|/g, '|').trim());
    const name = /`([^`]+)`/.exec(cells[0] ?? '')?.[1];
    if (!name) continue;
    const rows = sections.get(heading) ?? [];
    rows.push({ name, cells });
    sections.set(heading, rows);
  }
  return sections;
}

/** Names each expected option that the rows do not list. */
export function missingOptions(page: string, rows: TableRow[], expected: string[], prefix: string): string[] {
  const listed = new Set(rows.map((row) => row.name));
  return expected
    .filter((option) => !listed.has(option))
    .map((option) => `${page} is missing the option ${prefix}${option}`);
}

export function rowsUnder(sections: Map<string, TableRow[]>, page: string, heading: string): TableRow[] {
  const rows = sections.get(heading);
  assert.ok(rows, `${page} has no table under the heading "${heading}"`);
  return rows;
}

export function readPage(page: string): string {
  return readFileSync(join(ROOT, page), 'utf8');
}

export function assertNoProblems(problems: string[]) {
  assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
}

