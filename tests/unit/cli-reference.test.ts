import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertNoProblems,
  interfaceMemberDocs,
  interfaceMembers,
  missingOptions,
  readPage,
  rowsUnder,
  type TableRow,
  tablesByHeading,
} from './reference-tables';

// The reference pages under docs/reference/ promise complete option tables. This test reads the option
// names from the site's declarations in packages/ with the TypeScript compiler API and fails, naming each
// option, when a table of the page does not list it. Add an option to a declaration and the test tells you
// which page and table need a row.

const CONFIGURATION_PAGE = 'docs/reference/configuration.mdx';
const CLI_PAGE = 'docs/reference/cli.mdx';

// ---------------------------------------------------------------------------------------------------------
// CLI flags
// ---------------------------------------------------------------------------------------------------------

export interface Flag {
  /** The flag as typed, for example `--skipInitial`. */
  flag: string;
  /** Its short alias, for example `-s`, if it has one. */
  alias?: string;
}

/**
 * The flags of the `baeta` command. packages/cli/*.d.ts only declare `defineConfig` and the SDK; they do
 * not describe the commands' flags, and this test may not add them there. So, as a last resort, the list
 * is kept here, copied by hand from the yargs builders of @baeta/cli 1.0.12
 * (commands/generate/index.ts, commands/build/index.ts, cli.ts). Update it when the CLI changes.
 */
export const BAETA_FLAGS: Record<'global' | 'generate' | 'build', Flag[]> = {
  global: [{ flag: '--help' }, { flag: '--version' }],
  generate: [
    { flag: '--watch', alias: '-w' },
    { flag: '--skipInitial', alias: '-s' },
    { flag: '--run', alias: '-r' },
  ],
  build: [
    { flag: '--watch', alias: '-w' },
    { flag: '--generate', alias: '-g' },
    { flag: '--onSuccess' },
    { flag: '--onError', alias: '-f' },
  ],
};

/**
 * The flags of `create-baeta`, read from its declarations: every member of `CliOptions` documents its flag
 * and alias as ``(`--package-manager`, `-p`)``. `--help` and `--version` come from yargs.
 */
export function createBaetaFlags(): Flag[] {
  const docs = interfaceMemberDocs('create-baeta/index.d.ts', 'CliOptions');
  const flags: Flag[] = [];
  for (const [member, text] of docs) {
    const match = /`(--[a-z][\w-]*)`(?:,\s*`(-\w)`)?/.exec(text);
    assert.ok(match, `CliOptions.${member} in packages/create-baeta/index.d.ts does not document its flag`);
    const [, flag, alias] = match;
    flags.push({ flag: flag ?? '', alias });
  }
  return [...flags, { flag: '--help' }, { flag: '--version' }];
}

/** The positional arguments of `create-baeta`: the members of `Args` that are not flags (`CliOptions`). */
export function createBaetaPositionals(): string[] {
  const flags = new Set(interfaceMembers('create-baeta/index.d.ts', 'CliOptions'));
  return interfaceMembers('create-baeta/index.d.ts', 'Args').filter((member) => !flags.has(member));
}

// ---------------------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------------------

/** Names each expected flag the rows do not list, and each alias that its row does not show. */
export function missingFlags(page: string, rows: TableRow[], expected: Flag[], command: string): string[] {
  const problems: string[] = [];
  for (const { flag, alias } of expected) {
    const row = rows.find((candidate) => candidate.name === flag);
    if (!row) {
      problems.push(`${page} is missing the flag ${flag} of ${command}`);
      continue;
    }
    if (alias && !row.cells.some((cell) => cell.includes(`\`${alias}\``))) {
      problems.push(`${page} does not show the alias ${alias} of ${flag} (${command})`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------------------

describe('configuration reference', () => {
  const sections = tablesByHeading(readPage(CONFIGURATION_PAGE));

  it('lists every option of BaetaOptions', () => {
    const expected = interfaceMembers('cli/index.d.ts', 'BaetaOptions');
    assert.ok(expected.includes('graphql'), 'BaetaOptions was not read from packages/cli/index.d.ts');
    const rows = rowsUnder(sections, CONFIGURATION_PAGE, 'Top-level options');
    assertNoProblems(missingOptions(CONFIGURATION_PAGE, rows, expected, ''));
  });

  it('lists every option of GeneratorOptions in the graphql table', () => {
    const expected = interfaceMembers('generator-sdk/lib/config.d.ts', 'GeneratorOptions');
    assert.ok(expected.includes('schemas'), 'GeneratorOptions was not read from packages/generator-sdk/lib/config.d.ts');
    const rows = rowsUnder(sections, CONFIGURATION_PAGE, 'The graphql section');
    assertNoProblems(missingOptions(CONFIGURATION_PAGE, rows, expected, 'graphql.'));
  });

  it('lists every option of FileOptions in the fileOptions table', () => {
    const expected = interfaceMembers('generator-sdk/lib/file.d.ts', 'FileOptions');
    const rows = rowsUnder(sections, CONFIGURATION_PAGE, 'Headers of generated files: fileOptions');
    assertNoProblems(missingOptions(CONFIGURATION_PAGE, rows, expected, 'graphql.fileOptions.'));
  });

  it('lists every option of CompilerOptions in the compiler table', () => {
    const expected = interfaceMembers('compiler/index.d.ts', 'CompilerOptions');
    assert.ok(expected.includes('src'), 'CompilerOptions was not read from packages/compiler/index.d.ts');
    const rows = rowsUnder(sections, CONFIGURATION_PAGE, 'The compiler section');
    assertNoProblems(missingOptions(CONFIGURATION_PAGE, rows, expected, 'compiler.'));
  });
});

describe('CLI reference', () => {
  const sections = tablesByHeading(readPage(CLI_PAGE));

  it('lists the global flags of baeta', () => {
    const rows = rowsUnder(sections, CLI_PAGE, 'Global options');
    assertNoProblems(missingFlags(CLI_PAGE, rows, BAETA_FLAGS.global, 'baeta'));
  });

  it('lists every flag of baeta generate with its alias', () => {
    const rows = rowsUnder(sections, CLI_PAGE, 'baeta generate');
    assertNoProblems(missingFlags(CLI_PAGE, rows, BAETA_FLAGS.generate, 'baeta generate'));
  });

  it('lists every flag of baeta build with its alias', () => {
    const rows = rowsUnder(sections, CLI_PAGE, 'baeta build');
    assertNoProblems(missingFlags(CLI_PAGE, rows, BAETA_FLAGS.build, 'baeta build'));
  });

  it('lists every flag of create-baeta with its alias', () => {
    const expected = createBaetaFlags();
    assert.ok(
      expected.some((flag) => flag.flag === '--skip-install' && flag.alias === '-s'),
      'the create-baeta flags were not read from packages/create-baeta/index.d.ts',
    );
    const rows = rowsUnder(sections, CLI_PAGE, 'Flags');
    assertNoProblems(missingFlags(CLI_PAGE, rows, expected, 'create-baeta'));
  });

  it('lists every positional argument of create-baeta', () => {
    const expected = createBaetaPositionals();
    assert.deepEqual([...expected].sort(), ['appName', 'rootDir', 'template']);
    const rows = rowsUnder(sections, CLI_PAGE, 'Positional arguments');
    assertNoProblems(missingOptions(CLI_PAGE, rows, expected, 'create-baeta '));
  });
});

describe('the checks themselves', () => {
  const page = [
    '## Options',
    '',
    '| Option | Alias | Meaning |',
    '|---|---|---|',
    '| `--watch` | `-w` | Watch. |',
    '| `schemas` | none | `a \\| b` |',
    '',
    '```md',
    '| `ignored` | inside a code block |',
    '```',
    '',
    '### Loaders {/* #loaders */}',
    '',
    '| `loaders` | x |',
  ].join('\n');
  const sections = tablesByHeading(page);

  it('groups rows by heading and drops explicit heading ids', () => {
    assert.deepEqual(
      sections.get('Options')?.map((row) => row.name),
      ['--watch', 'schemas'],
    );
    assert.deepEqual(
      sections.get('Loaders')?.map((row) => row.name),
      ['loaders'],
    );
  });

  it('names each missing option and flag', () => {
    const rows = sections.get('Options') ?? [];
    assert.deepEqual(missingOptions('page.mdx', rows, ['schemas', 'loaders'], 'graphql.'), [
      'page.mdx is missing the option graphql.loaders',
    ]);
    assert.deepEqual(
      missingFlags('page.mdx', rows, [{ flag: '--watch', alias: '-x' }, { flag: '--run', alias: '-r' }], 'baeta generate'),
      [
        'page.mdx does not show the alias -x of --watch (baeta generate)',
        'page.mdx is missing the flag --run of baeta generate',
      ],
    );
  });
});
