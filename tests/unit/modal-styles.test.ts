// The search modal's CSS stays out of the stylesheet every page blocks on (plugins/modal-styles).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import modalStyles, { MODAL_STYLES } from '../../plugins/modal-styles';

type StylesGroup = { test: (module: { nameForCondition?: () => string | null }) => boolean };

describe('plugins/modal-styles', () => {
  it("keeps only the search modal's stylesheets out of the site's one stylesheet", () => {
    assert.ok(MODAL_STYLES.test('/site/node_modules/@docsearch/css/dist/modal.css'));
    assert.ok(MODAL_STYLES.test('/site/src/theme/SearchBar/modal.css'));
    assert.ok(!MODAL_STYLES.test('/site/node_modules/@docsearch/css/dist/button.css'));
    assert.ok(!MODAL_STYLES.test('/site/src/theme/SearchBar/styles.css'));
    assert.ok(!MODAL_STYLES.test('/site/src/css/modal.css'));
  });

  it("narrows Docusaurus's styles cache group in the browser build only", () => {
    const plugin = modalStyles();
    const configure = plugin.configureWebpack as unknown as (config: object, isServer: boolean) => { optimization?: { splitChunks: { cacheGroups: { styles: StylesGroup } } } };
    assert.deepEqual(configure({}, true), {});
    const styles = configure({}, false).optimization?.splitChunks.cacheGroups.styles;
    assert.equal(styles?.test({ nameForCondition: () => '/site/node_modules/@docsearch/css/dist/modal.css' }), false);
    assert.equal(styles?.test({ nameForCondition: () => '/site/src/css/custom.css' }), true);
    assert.equal(styles?.test({}), true);
  });
});
