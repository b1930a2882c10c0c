// The API pages set apart as re-exports of other projects or internals (plugins/api-reference/reexports.ts), and
// the sidebar that lists them last (config/api-sidebar.ts).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, it } from 'node:test';
import { API_DOCS_DIR, type TypedocSidebarItem, withSetAsideLast } from '../../config/api-sidebar';
import { API_ROUTE, SET_ASIDE, apiRouteOf, isReexportedRoute } from '../../plugins/api-reference/reexports';

const inventory = readFileSync(join(__dirname, '../fixtures/api-inventory.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** Every declaration file of a package, with the route prefix of its entry point's pages. */
function declarationFiles(pkg: string): { file: string; prefix: string }[] {
  const dir = join('packages', pkg);
  const entries = readdirSync(dir).filter((name) => name.endsWith('.d.ts'));
  // A package with one entry point has its pages at <package>/<kind>/<Item>; others at <package>/<entry>/<kind>/<Item>.
  const prefixOf = (entry: string) => (entries.length > 1 ? `${pkg}/${basename(entry, '.d.ts')}` : pkg);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.d.ts'));
  return files.map((file) => ({ file: join(dir, file), prefix: entries.includes(file) ? prefixOf(file) : pkg }));
}

/** Names a declaration file exports from another package: `export { a } from 'x'`, or `import a from 'x'` then `export { a }`. */
function reexportedNames(source: string): string[] {
  const foreign = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('@baeta/') && !specifier.startsWith('node:');
  const names = (list: string) => list.split(',').map((name) => name.trim().split(/\s+as\s+/).pop() ?? '').filter(Boolean);
  const direct = [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)].flatMap((match) =>
    foreign(match[2] as string) ? names(match[1] as string) : [],
  );
  const imported = new Set(
    [...source.matchAll(/import\s+(?:\*\s+as\s+)?(\w+)\s+from\s*'([^']+)'/g)].flatMap((match) => (foreign(match[2] as string) ? [match[1] as string] : [])),
  );
  const passedOn = [...source.matchAll(/export\s+\{([^}]*)\}\s*;/g)].flatMap((match) => names(match[1] as string).filter((name) => imported.has(name)));
  return [...direct, ...passedOn];
}

describe('the API pages set apart (plugins/api-reference/reexports.ts)', () => {
  it('reads a route relative to the reference, a path as served (base URL, twin, fragment) and a full URL', () => {
    for (const page of [
      'compiler/esbuild',
      'cli/ink/functions/Text',
      '/docs/api/compiler/esbuild',
      '/docs/api/cli/ink/functions/Text/',
      '/baeta/docs/api/cli/ink/functions/Text.md#returns',
      'https://baeta.io/docs/api/util-path/variables/join?q=1',
      '/docs/api/generator-sdk/namespaces/micromatch/interfaces/Options',
      '/docs/api/create-baeta/functions/copyTemplate',
    ]) {
      assert.equal(isReexportedRoute(page), true, page);
    }
  });

  it("leaves Baeta's own API and every other page in", () => {
    for (const page of [
      'cli/sdk',
      'cli/index/functions/defineConfig',
      '/docs/api/cli',
      '/docs/api/compiler/root',
      '/docs/api/util-path',
      '/docs/api/util-path/functions/posixPath',
      '/docs/api/create-baeta/functions/handler',
      '/docs/api/create-baeta/interfaces/Args',
      '/docs/api/create-baeta/type-aliases/PackageManager',
      '/docs/api/generator-sdk/classes/Watcher',
      '/docs/api',
      '/docs/guides/resolvers',
      '/docs/api-like/cli/ink',
      'cli/inkling',
      '/',
    ]) {
      assert.equal(isReexportedRoute(page), false, page);
    }
    assert.equal(apiRouteOf('/docs/guides/resolvers'), undefined);
  });

  it('is served where the docs put the API folder', () => {
    assert.equal(API_ROUTE, `/docs/${API_DOCS_DIR}`);
  });

  it('names only pages of the API inventory', () => {
    const unknown = SET_ASIDE.flatMap((group) => group.routes).filter(
      (prefix) => !inventory.some((route) => route === prefix || route.startsWith(`${prefix}/`)),
    );
    assert.deepEqual(unknown, []);
    for (const group of SET_ASIDE) {
      assert.ok(group.routes.every((route) => route.startsWith(`${group.package}/`)), `${group.package}: a route of another package`);
    }
  });

  it('covers everything the declarations in packages/ re-export from another package', () => {
    const missed: string[] = [];
    for (const pkg of readdirSync('packages', { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const { file, prefix } of declarationFiles(pkg.name)) {
        for (const name of reexportedNames(readFileSync(file, 'utf8'))) {
          const pages = inventory.filter((route) => route.startsWith(`${prefix}/`) && route.split('/').includes(name));
          if (pages.length === 0) missed.push(`${file}: ${name} has no page under ${prefix}`);
          missed.push(...pages.filter((route) => !isReexportedRoute(route)).map((route) => `${file}: ${route}`));
        }
      }
    }
    assert.deepEqual(missed, []);
    // The scan above does see the re-exports: Ink's Text, esbuild's build and micromatch.
    assert.ok(reexportedNames(readFileSync('packages/cli/ink.d.ts', 'utf8')).includes('Text'));
    assert.ok(reexportedNames(readFileSync('packages/generator-sdk/lib/watcher.d.ts', 'utf8')).includes('micromatch'));
  });
});

describe('the API sidebar (config/api-sidebar.ts)', () => {
  const doc = (id: string): TypedocSidebarItem => ({ type: 'doc', id: `api/${id}`, label: id.split('/').pop() as string });
  const kind = (label: string, items: TypedocSidebarItem[]): TypedocSidebarItem => ({ type: 'category', label, items });
  const pkg = (folder: string, items: TypedocSidebarItem[]): TypedocSidebarItem => ({
    type: 'category',
    label: `@baeta/${folder}`,
    link: { type: 'doc', id: `api/${folder}/index` },
    items,
  });
  const esbuild: TypedocSidebarItem = {
    type: 'category',
    label: 'esbuild',
    link: { type: 'doc', id: 'api/compiler/esbuild/index' },
    items: [kind('Functions', [doc('compiler/esbuild/functions/build')])],
  };
  const compilerIndex: TypedocSidebarItem = {
    type: 'category',
    label: 'index',
    link: { type: 'doc', id: 'api/compiler/index/index' },
    items: [kind('Functions', [doc('compiler/index/functions/compile')])],
  };
  const core = pkg('core', [kind('Functions', [doc('core/functions/createApplication')])]);
  const typedoc = [
    pkg('compiler', [esbuild, compilerIndex]),
    pkg('create-baeta', [
      kind('Functions', [doc('create-baeta/functions/copyTemplate'), doc('create-baeta/functions/handler')]),
      kind('Variables', [doc('create-baeta/variables/templates')]),
    ]),
    core,
  ];
  const groups = [
    { package: 'compiler', label: 'Re-exported from esbuild', routes: ['compiler/esbuild'] },
    { package: 'create-baeta', label: 'Internals', routes: ['create-baeta/functions/copyTemplate', 'create-baeta/variables'] },
  ];

  it("lists each package's own items first, then the ones set apart in one collapsed category, keeping their modules and kinds", () => {
    assert.deepEqual(withSetAsideLast(typedoc, groups), [
      pkg('compiler', [compilerIndex, { type: 'category', label: 'Re-exported from esbuild', collapsed: true, items: [esbuild] }]),
      pkg('create-baeta', [
        kind('Functions', [doc('create-baeta/functions/handler')]),
        {
          type: 'category',
          label: 'Internals',
          collapsed: true,
          items: [kind('Functions', [doc('create-baeta/functions/copyTemplate')]), kind('Variables', [doc('create-baeta/variables/templates')])],
        },
      ]),
      core,
    ]);
  });

  it('names the file to fix when a route or package set apart is in no page of the sidebar', () => {
    assert.throws(
      () => withSetAsideLast(typedoc, [{ package: 'compiler', label: 'Re-exported from esbuild', routes: ['compiler/esbuild', 'compiler/rollup'] }]),
      /plugins\/api-reference\/reexports\.ts: SET_ASIDE names API routes that are in no page of the "@baeta\/compiler" sidebar: compiler\/rollup\./,
    );
    assert.throws(
      () => withSetAsideLast(typedoc, [{ package: 'bundler', label: 'Internals', routes: ['bundler/functions/x'] }]),
      /plugins\/api-reference\/reexports\.ts: SET_ASIDE names packages the API sidebar does not have: bundler\./,
    );
  });

  it('moves exactly the pages isReexportedRoute names, in a sidebar of every inventory page', () => {
    // The real sidebar is checked in the browser (tests/e2e/api-reference.spec.ts).
    const fromInventory = (folder: string) =>
      pkg(
        folder,
        inventory.filter((route) => route.startsWith(`${folder}/`)).map((route) => doc(route)),
      );
    const packages = [...new Set(inventory.map((route) => route.split('/')[0] as string))].map(fromInventory);
    const result = withSetAsideLast(packages);
    for (const group of SET_ASIDE) {
      const category = result.find((item) => item.type === 'category' && item.label === `@baeta/${group.package}`);
      const last = category?.type === 'category' ? category.items.at(-1) : undefined;
      assert.equal(last?.label, group.label);
      const moved = last?.type === 'category' ? last.items.map((item) => (item.type === 'doc' ? item.id.slice('api/'.length) : '')) : [];
      assert.deepEqual(moved, inventory.filter((route) => route.startsWith(`${group.package}/`) && isReexportedRoute(route)));
    }
  });
});
