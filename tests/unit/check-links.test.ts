import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { brokenFragments } from '../../scripts/check-links.mjs';

describe('the link check reads #fragments from the built pages', () => {
  it('names a same-site link whose fragment no element of its page has, with quoted or unquoted attributes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fragments-'));
    try {
      mkdirSync(join(dir, 'docs', 'guides'), { recursive: true });
      writeFileSync(join(dir, 'docs', 'guides', 'errors.html'), '<h2 id=unexpected-error>Mask</h2><h2 id="http-status">Codes</h2>');
      writeFileSync(join(dir, 'index.html'), '<main id=top></main>');
      writeFileSync(
        join(dir, 'docs', 'intro.html'),
        [
          '<a href=/docs/guides/errors#unexpected-error>ok</a>',
          '<a href="/docs/guides/errors#http-status">ok</a>',
          '<a href=/#top>ok</a>',
          '<a href=/docs/guides/errors#gone>broken</a>',
          "<a href='/docs/guides/errors#also-gone'>broken</a>",
          '<a href=/docs/guides/errors#gone>the same link twice</a>',
          '<a href=https://example.com/#anything>external</a>',
        ].join(''),
      );
      assert.deepEqual(
        brokenFragments(dir).map(({ page, target }) => `${page} -> ${target}`),
        ['/docs/intro -> /docs/guides/errors#gone', '/docs/intro -> /docs/guides/errors#also-gone'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
