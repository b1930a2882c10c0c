// The browser build's trims (plugins/browser-bundle): the registry loader, the short registry keys, the
// one-helper tslib, and the search modal's CSS kept out of the site's stylesheet.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MODAL_STYLES } from '../../plugins/browser-bundle';
import { lazily } from '../../plugins/browser-bundle/lazy-route';

const require = createRequire(import.meta.url);
type Loader = (this: { resourcePath: string }, source: string) => string;
const registryLoader = require('../../plugins/browser-bundle/registry-loader.cjs') as Loader;
const chunkNamesLoader = require('../../plugins/browser-bundle/chunk-names-loader.cjs') as Loader;
const routesLoader = require('../../plugins/browser-bundle/routes-loader.cjs') as Loader;
const tslib = require('../../plugins/browser-bundle/tslib-lite.cjs') as { __importDefault: (mod: unknown) => unknown } & Record<string, unknown>;

const REGISTRY = [
  'export default {',
  '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],',
  '  "0089ffcd": [() => import(/* webpackChunkName: "0089ffcd" */ "@site/docs/guides/context-store.mdx"), "@site/docs/guides/context-store.mdx", require.resolveWeak("@site/docs/guides/context-store.mdx")],',
  '};',
].join('\n');
const context = { resourcePath: '/site/.docusaurus/registry.js' };

describe('browser bundle', () => {
  it('empties the module paths of the registry, drops its chunk names and shortens its keys, keeping loaders and weak ids', () => {
    const lean = registryLoader.call(context, REGISTRY);
    assert.doesNotMatch(lean, /webpackChunkName/);
    assert.match(lean, /"1": \[\(\) => import\("@site\/docs\/guides\/context-store\.mdx"\), "", require\.resolveWeak\("@site\/docs\/guides\/context-store\.mdx"\)\]/);
    assert.equal(lean.match(/, "", require\.resolveWeak\(/g)?.length, 2);
  });

  it("moves each route's chunk names, as the registry's short keys, into its ComponentCreator call, and empties the table", () => {
    const dir = mkdtempSync(join(tmpdir(), 'baeta-chunk-names-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'registry.js'), REGISTRY);
    const names = JSON.stringify({ '/docs/guides/context-store-1a2': { __comp: '0089ffcd', content: '0058b4c6' } });
    writeFileSync(join(dir, 'routesChunkNames.json'), names);
    const routes = "import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [{ path: '/docs/guides/context-store', component: ComponentCreator('/docs/guides/context-store', '1a2'), exact: true }, { path: '*', component: ComponentCreator('*') }];";
    const inlined = routesLoader.call({ resourcePath: join(dir, 'routes.js') }, routes);
    assert.match(inlined, /component: ComponentCreator\('\/docs\/guides\/context-store', '1a2', \{"__comp":"1","content":"0"\}\)/);
    assert.match(inlined, /ComponentCreator\('\*'\)/);
    assert.equal(chunkNamesLoader.call({ resourcePath: join(dir, 'routesChunkNames.json') }, names), '{}');
    // A route without chunk names, or a name the registry lacks, would leave a route without its component: the
    // build stops, naming the file.
    const unnamed = routes.replace("'1a2')", "'9f9')");
    assert.throws(() => routesLoader.call({ resourcePath: join(dir, 'routes.js') }, unnamed), /routes\.js names routes routesChunkNames\.json lacks \(\/docs\/guides\/context-store-9f9\)/);
    writeFileSync(join(dir, 'routesChunkNames.json'), JSON.stringify({ '/docs/guides/context-store-1a2': { __comp: 'deadbeef' } }));
    assert.throws(
      () => routesLoader.call({ resourcePath: join(dir, 'routes.js') }, routes),
      /routesChunkNames\.json names chunks the registry beside it lacks \(deadbeef\)/,
    );
  });

  it('stops the build, naming the file, when the registry has a format it does not know', () => {
    const changed = REGISTRY.replaceAll('"), "@', '"), modulePath: "@');
    assert.throws(() => registryLoader.call(context, changed), /plugins\/browser-bundle: no module path found to drop in \/site\/\.docusaurus\/registry\.js/);
  });

  it("builds a route's component only when the route is first preloaded or rendered, and once", async () => {
    const made: string[] = [];
    const preloaded: string[] = [];
    const create = (path: string, hash: string) => {
      made.push(path);
      const Page: ComponentType<unknown> & { preload: () => Promise<string> } = Object.assign(
        (props: unknown) => createElement('p', null, `${path} ${hash} ${(props as { label: string }).label}`),
        { preload: async () => (preloaded.push(path), path) },
      );
      return Page;
    };
    const creator = lazily(create);
    const routes = ['/docs/a', '/docs/b', '/docs/c'].map((path) => creator(path, 'h1'));
    assert.deepEqual(made, [], 'making the route table builds nothing');
    const [first, second] = routes;
    assert.equal(await first?.preload(), '/docs/a');
    assert.equal(renderToString(createElement(first as ComponentType<{ label: string }>, { label: 'x' })), '<p>/docs/a h1 x</p>');
    assert.equal(renderToString(createElement(second as ComponentType<{ label: string }>, { label: 'y' })), '<p>/docs/b h1 y</p>');
    assert.deepEqual(made, ['/docs/a', '/docs/b']);
    assert.deepEqual(preloaded, ['/docs/a']);
  });

  it("gives tslib's __importDefault and names the fix for any helper it lacks", () => {
    const commonJs = { value: 1 };
    assert.deepEqual(tslib.__importDefault(commonJs), { default: commonJs });
    const esModule = { __esModule: true, default: 2 };
    assert.equal(tslib.__importDefault(esModule), esModule);
    assert.equal(tslib.__esModule, undefined);
    assert.throws(() => tslib.__assign, /has no tslib helper __assign.*add it there \(copied from tslib\)/);
  });

  it("keeps only the search modal's stylesheets out of the site's one stylesheet", () => {
    assert.ok(MODAL_STYLES.test('/site/node_modules/@docsearch/css/dist/modal.css'));
    assert.ok(MODAL_STYLES.test('/site/src/theme/SearchBar/modal.css'));
    assert.ok(!MODAL_STYLES.test('/site/node_modules/@docsearch/css/dist/button.css'));
    assert.ok(!MODAL_STYLES.test('/site/src/theme/SearchBar/styles.css'));
    assert.ok(!MODAL_STYLES.test('/site/src/css/modal.css'));
  });
});
