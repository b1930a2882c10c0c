// The browser build's trims (plugins/browser-bundle): the registry loader, the one-helper tslib, and the
// search modal's CSS kept out of the site's stylesheet.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { MODAL_STYLES } from '../../plugins/browser-bundle';

const require = createRequire(import.meta.url);
type Loader = (this: { resourcePath: string }, source: string) => string;
const registryLoader = require('../../plugins/browser-bundle/registry-loader.cjs') as Loader;
const tslib = require('../../plugins/browser-bundle/tslib-lite.cjs') as { __importDefault: (mod: unknown) => unknown } & Record<string, unknown>;

const REGISTRY = [
  'export default {',
  '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],',
  '  "0089ffcd": [() => import(/* webpackChunkName: "0089ffcd" */ "@site/docs/guides/context-store.mdx"), "@site/docs/guides/context-store.mdx", require.resolveWeak("@site/docs/guides/context-store.mdx")],',
  '};',
].join('\n');
const context = { resourcePath: '/site/.docusaurus/registry.js' };

describe('browser bundle', () => {
  it('empties the module paths of the registry and drops its chunk names, keeping loaders and weak ids', () => {
    const lean = registryLoader.call(context, REGISTRY);
    assert.doesNotMatch(lean, /webpackChunkName/);
    assert.match(lean, /"0089ffcd": \[\(\) => import\("@site\/docs\/guides\/context-store\.mdx"\), "", require\.resolveWeak\("@site\/docs\/guides\/context-store\.mdx"\)\]/);
    assert.equal(lean.match(/, "", require\.resolveWeak\(/g)?.length, 2);
  });

  it('stops the build, naming the file, when the registry has a format it does not know', () => {
    const changed = REGISTRY.replaceAll('"), "@', '"), modulePath: "@');
    assert.throws(() => registryLoader.call(context, changed), /plugins\/browser-bundle: no module path found to drop in \/site\/\.docusaurus\/registry\.js/);
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
