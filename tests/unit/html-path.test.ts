import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressFix, cleanHtmlPath } from '../../src/client/html-path';

describe('the address cleaner (src/client/clean-html-path.ts)', () => {
  it('reads a .html, /index.html or trailing-slash address as its route', () => {
    const cases: [string, string][] = [
      ['/docs/intro.html', '/docs/intro'],
      ['/docs/intro/index.html', '/docs/intro'],
      ['/docs/intro/', '/docs/intro'],
      ['/docs/intro.html/', '/docs/intro'],
      ['/docs/intro', '/docs/intro'],
      ['/index.html', '/'],
      ['/', '/'],
    ];
    for (const [address, route] of cases) assert.equal(cleanHtmlPath(address), route, address);
  });

  it("puts the route the document was prerendered for in the address bar, whatever the file's name", () => {
    assert.equal(addressFix('/docs/intro', '/docs/intro'), undefined);
    assert.deepEqual(addressFix('/docs/intro.html', '/docs/intro'), { replace: '/docs/intro' });
    assert.deepEqual(addressFix('/docs/intro/', '/docs/intro'), { replace: '/docs/intro' });
    assert.deepEqual(addressFix('/docs/intro.html/', '/docs/intro'), { replace: '/docs/intro' });
    assert.deepEqual(addressFix('/docs/api/core/root.html', '/docs/api/core/root'), { replace: '/docs/api/core/root' });
    // A file named index.html that is the page of its own folder's route keeps that route.
    assert.deepEqual(addressFix('/docs/api/core/index.html', '/docs/api/core/index'), { replace: '/docs/api/core/index' });
    // The home page under a base URL keeps its slash.
    assert.equal(addressFix('/baeta/', '/baeta/'), undefined);
    assert.deepEqual(addressFix('/baeta/index.html', '/baeta/'), { replace: '/baeta/' });
  });

  it("loads the address's route when the host answered with another page (its 404 page)", () => {
    assert.deepEqual(addressFix('/docs/api/core/index.html', '/404.html'), { replace: '/404.html', load: '/docs/api/core' });
    assert.deepEqual(addressFix('/docs/intro/', undefined), { load: '/docs/intro' });
    assert.equal(addressFix('/docs/no-such-page', '/404.html'), undefined);
  });
});
