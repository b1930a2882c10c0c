import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isRootModulePage, rootModuleRedirects } from '../../plugins/api-reference/root-module.mjs';

describe("a package's root entry point (plugins/api-reference/root-module.mjs)", () => {
  it("is the page TypeDoc writes as <package>/index/index.md, not the package's own page or another module", () => {
    assert.equal(isRootModulePage('core/index/index.md'), true);
    assert.equal(isRootModulePage('core\\index\\index.md'), true);
    assert.equal(isRootModulePage('core/index.md'), false);
    assert.equal(isRootModulePage('core/sdk/index.md'), false);
    assert.equal(isRootModulePage('core/index/functions/createApplication.md'), false);
  });

  it('is reached from its old address, /docs/api/<package>/index', () => {
    const redirects = rootModuleRedirects('/docs/api');
    assert.deepEqual(redirects('/docs/api/core/root'), ['/docs/api/core/index']);
    assert.equal(redirects('/docs/api/core'), undefined);
    assert.equal(redirects('/docs/api/core/sdk'), undefined);
    assert.equal(redirects('/docs/api/core/index/functions/root'), undefined);
  });
});
