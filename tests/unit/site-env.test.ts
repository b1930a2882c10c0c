import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_BASE_URL, DEFAULT_EDIT_URL, DEFAULT_SITE_URL, readSiteEnv, SiteEnvError } from '../../config/env';

describe('readSiteEnv', () => {
  it('uses the canonical URL, the root base path and local search when nothing is set', () => {
    assert.deepEqual(readSiteEnv({}), {
      siteUrl: DEFAULT_SITE_URL,
      baseUrl: DEFAULT_BASE_URL,
      algolia: null,
      editUrl: DEFAULT_EDIT_URL,
    });
  });

  it('accepts a preview origin and base path', () => {
    const env = readSiteEnv({ SITE_URL: 'https://preview.example.org/', BASE_URL: '/pr-12/' });
    assert.equal(env.siteUrl, 'https://preview.example.org');
    assert.equal(env.baseUrl, '/pr-12/');
  });

  it('rejects a SITE_URL that is not an absolute URL, naming the variable', () => {
    assert.throws(() => readSiteEnv({ SITE_URL: 'baeta.io' }), (error: unknown) => {
      assert.ok(error instanceof SiteEnvError);
      assert.match(error.message, /SITE_URL="baeta.io" is not an absolute URL/);
      assert.match(error.message, /docusaurus\.config\.ts/);
      return true;
    });
  });

  it('rejects a SITE_URL with a path and says to use BASE_URL', () => {
    assert.throws(() => readSiteEnv({ SITE_URL: 'https://baeta.io/docs' }), /Put a path prefix in BASE_URL/);
  });

  it('rejects a BASE_URL the static server would refuse: no surrounding slashes, an empty or dot segment, a character to encode', () => {
    for (const value of ['preview', '//', '/../', '/a//b/', '/a b/', '/café/']) {
      assert.throws(() => readSiteEnv({ BASE_URL: value }), new RegExp(`BASE_URL="${value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}" must start and end with "/" and be a plain path`));
    }
  });

  it('takes an edit URL for a fork or another branch', () => {
    const editUrl = 'https://github.com/someone/baeta/edit/docs-fix/website/';
    assert.equal(readSiteEnv({ EDIT_URL: editUrl }).editUrl, editUrl);
  });

  it('rejects an EDIT_URL without the trailing slash the page path is appended after', () => {
    assert.throws(
      () => readSiteEnv({ EDIT_URL: 'https://github.com/someone/baeta/edit/main/website' }),
      /EDIT_URL=".*website" must be an http\(s\) URL ending in "\/"/,
    );
    assert.throws(() => readSiteEnv({ EDIT_URL: 'github.com/x/' }), /EDIT_URL/);
  });

  it('turns on Algolia only when all three variables are set', () => {
    const env = readSiteEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'baeta' });
    assert.deepEqual(env.algolia, { appId: 'APP', apiKey: 'key', indexName: 'baeta' });
  });

  it('names the missing Algolia variable when only some are set', () => {
    assert.throws(
      () => readSiteEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'baeta' }),
      /missing ALGOLIA_API_KEY\. Set the missing variable, or unset all three/,
    );
  });
});
