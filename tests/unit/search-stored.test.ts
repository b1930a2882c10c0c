import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanStoredHit, cleanStoredList } from '../../src/search/stored-searches';

// What DocSearch stores for a page the reader opened: the hit without its snippets, plus its own fields.
const stored = {
  objectID: 'http://127.0.0.1/docs/guides/middlewares',
  url: '/docs/guides/middlewares',
  url_without_anchor: '/docs/guides/middlewares',
  anchor: null,
  type: 'lvl1',
  content: 'A middleware wraps a resolver.',
  hierarchy: { lvl0: 'Guides', lvl1: 'Middlewares', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  __autocomplete_id: 3,
};

describe('cleanStoredList: DocSearch reads these lists with JSON.parse and renders them as HTML', () => {
  it('removes a list that is not JSON or not a list', () => {
    for (const raw of ['{not json', '{"a":1}', '"text"', 'null', '42']) assert.equal(cleanStoredList(raw), null, raw);
  });

  it('leaves a missing list alone', () => {
    assert.equal(cleanStoredList(null), undefined);
  });

  it('drops entries that are not hits, and keeps the rest', () => {
    const raw = JSON.stringify([1, null, 'x', [], { objectID: 'a' }, stored, { ...stored, hierarchy: 'Guides' }, { ...stored, type: 'other' }]);
    const cleaned = JSON.parse(cleanStoredList(raw) ?? 'null') as unknown[];
    assert.equal(cleaned.length, 1);
    assert.deepEqual(cleaned[0], cleanStoredHit(stored));
  });

  it('keeps nothing that could run script: markup becomes text, and links must be web addresses', () => {
    const attack = '<img src=x onerror=alert(document.domain)>';
    const hit = cleanStoredHit({ ...stored, content: attack, hierarchy: { ...stored.hierarchy, lvl1: `Middleware<Result, Root> ${attack}` } });
    assert.equal(hit?.hierarchy.lvl1, 'Middleware&lt;Result, Root&gt; &lt;img src=x onerror=alert(document.domain)&gt;');
    assert.equal(hit?.content, '&lt;img src=x onerror=alert(document.domain)&gt;');
    assert.equal(cleanStoredHit({ ...stored, url: 'javascript:alert(1)' }), null);
    assert.equal(cleanStoredHit({ ...stored, url: ' JavaScript:alert(1)' }), null);
  });

  it('keeps highlight marks and escaped text as they are, so a clean list is not rewritten', () => {
    const clean = JSON.stringify([cleanStoredHit({ ...stored, content: 'A <mark>middleware</mark> &amp; &lt;T&gt;' })]);
    assert.equal(cleanStoredList(clean), undefined);
  });
});
