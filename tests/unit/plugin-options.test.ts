import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  assertNoProblems,
  type DeclaredOption,
  declaredOptions,
  readPage,
  rowsUnder,
  type TableRow,
  tablesByHeading,
} from './reference-tables';

// Every plugin page has one table under "## Options" with the columns Option | Type | Default | What it does.
// This test reads each plugin's options from the site's declarations in packages/ and fails, naming page and
// option, when the table lacks an option, leaves a column empty, or shows a default other than the
// declaration's. Options of a nested interface are listed with a dotted prefix (`resolvers.suffix`).

interface PluginPage {
  page: string;
  options: () => DeclaredOption[];
}

const PLUGIN_PAGES: PluginPage[] = [
  {
    page: 'docs/plugins/autoloading.mdx',
    options: () => [
      ...declaredOptions('plugin-autoload/index.d.ts', 'AutoloadPluginOptions'),
      ...declaredOptions('plugin-autoload/index.d.ts', 'AutoloadResolverOptions', 'resolvers.'),
      ...declaredOptions('plugin-autoload/index.d.ts', 'AutoloadModuleOptions', 'modules.'),
    ],
  },
  { page: 'docs/plugins/builtin-directives.mdx', options: () => declaredOptions('plugin-directives/index.d.ts', 'DirectivesOptions') },
  { page: 'docs/plugins/exec.mdx', options: () => declaredOptions('plugin-exec/index.d.ts', 'ExecPluginOptions') },
  { page: 'docs/plugins/gitignore.mdx', options: () => declaredOptions('plugin-gitignore/index.d.ts', 'GitignoreOptions') },
  {
    page: 'docs/plugins/pagination.mdx',
    options: () => [
      ...declaredOptions('plugin-pagination/index.d.ts', 'PaginationOptions'),
      ...declaredOptions('plugin-pagination/index.d.ts', 'PaginationTypeOptions', 'types.<Type>.'),
    ],
  },
  { page: 'docs/plugins/prisma.mdx', options: () => declaredOptions('plugin-prisma/index.d.ts', 'PrismaPluginOptions') },
  { page: 'docs/plugins/cloudflare.mdx', options: () => declaredOptions('plugin-cloudflare/index.d.ts', 'CloudflarePluginOptions') },
];

const COLUMNS = ['Option', 'Type', 'Default', 'What it does'];

/** Problems of one options table against the declared options. */
export function optionTableProblems(page: string, rows: TableRow[], declared: DeclaredOption[]): string[] {
  const problems: string[] = [];
  for (const option of declared) {
    const row = rows.find((candidate) => candidate.name === option.name);
    if (!row) {
      problems.push(`${page}: the Options table is missing \`${option.name}\``);
      continue;
    }
    if (row.cells.length !== COLUMNS.length || row.cells.some((cell) => cell === '')) {
      problems.push(`${page}: the row of \`${option.name}\` needs the columns ${COLUMNS.join(' | ')}, none empty`);
      continue;
    }
    const defaultCell = row.cells[2] ?? '';
    if (!option.optional) {
      if (!/\brequired\b/i.test(defaultCell)) problems.push(`${page}: \`${option.name}\` is required; its Default cell must say so`);
      continue;
    }
    // A default the declaration writes as code (`'ID!'`) must appear as that code; prose defaults are free.
    const code = /^`([^`]+)`/.exec(option.defaultValue ?? '')?.[1];
    if (code && !defaultCell.includes(`\`${code}\``)) {
      problems.push(`${page}: \`${option.name}\` defaults to \`${code}\` in packages/, but the table says ${defaultCell}`);
    }
  }
  const declaredNames = new Set(declared.map((option) => option.name));
  for (const row of rows) {
    if (!declaredNames.has(row.name)) problems.push(`${page}: the Options table lists \`${row.name}\`, which packages/ does not declare`);
  }
  return problems;
}

describe('plugin pages list every option of their plugin', () => {
  for (const { page, options } of PLUGIN_PAGES) {
    it(page, () => {
      const declared = options();
      assert.ok(declared.length > 0, `no options were read for ${page}`);
      const rows = rowsUnder(tablesByHeading(readPage(page)), page, 'Options');
      assertNoProblems(optionTableProblems(page, rows, declared));
    });
  }
});

describe('the options-table check itself', () => {
  const table = [
    '## Options',
    '',
    '| Option | Type | Default | What it does |',
    '|---|---|---|---|',
    "| `ws.databaseName` | `string` | `'BAETA'` | Name. |",
    '| `exec` | `string` | none | Command. |',
    '| `extra` | `string` | none | Not declared. |',
    '| `output` | `string` | |  |',
  ].join('\n');
  const rows = tablesByHeading(table).get('Options') ?? [];

  it('names a missing option, a wrong default, a required option without "required", an undeclared row and an empty cell', () => {
    const declared: DeclaredOption[] = [
      { name: 'ws.databaseName', optional: true, defaultValue: "`'SUBSCRIPTIONS'`" },
      { name: 'exec', optional: false },
      { name: 'output', optional: true, defaultValue: '`autoload.ts` inside the modules folder' },
      { name: 'ws.enable', optional: true, defaultValue: '`true`' },
    ];
    assert.deepEqual(optionTableProblems('p.mdx', rows, declared), [
      "p.mdx: `ws.databaseName` defaults to `'SUBSCRIPTIONS'` in packages/, but the table says `'BAETA'`",
      'p.mdx: `exec` is required; its Default cell must say so',
      'p.mdx: the row of `output` needs the columns Option | Type | Default | What it does, none empty',
      'p.mdx: the Options table is missing `ws.enable`',
      'p.mdx: the Options table lists `extra`, which packages/ does not declare',
    ]);
  });

  it('reads nested inline options of a declaration with dotted names and their defaults', () => {
    const options = declaredOptions('plugin-cloudflare/index.d.ts', 'CloudflarePluginOptions');
    const databaseName = options.find((option) => option.name === 'ws.databaseName');
    assert.deepEqual(databaseName, { name: 'ws.databaseName', optional: true, defaultValue: "`'SUBSCRIPTIONS'`" });
    assert.ok(options.some((option) => option.name === 'cache.baetaCacheBinding'));
  });
});
