import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupByPage, markedHtml, type AlgoliaRecord } from '../../src/search/algolia-pages';

// The search page's Algolia back end (src/search/algolia-pages.ts): DocSearch records grouped into pages, their
// highlighted text escaped with only the highlight tags turned into <mark>.

const PRE = '\u0002mark\u0003';
const POST = '\u0002/mark\u0003';
const page = 'https://baeta.io/docs/guides/context';
const record = (objectID: string, type: string, anchor: string, lvl2: string | null, snippet = ''): AlgoliaRecord => ({
  objectID,
  type,
  url: anchor ? `${page}#${anchor}` : page,
  hierarchy: { lvl0: 'Guides', lvl1: 'Context', lvl2 },
  _highlightResult: { hierarchy: { lvl1: { value: `${PRE}Context${POST}` }, ...(lvl2 && { lvl2: { value: lvl2 } }) } },
  _snippetResult: { content: { value: snippet } },
});

describe('the Algolia search page back end', () => {
  it('escapes the record text and keeps only the highlight tags as marks', () => {
    assert.equal(markedHtml(`<img src=x onerror=alert(1)> ${PRE}ctx${POST} & <mark>`), '&lt;img src=x onerror=alert(1)&gt; <mark>ctx</mark> &amp; &lt;mark&gt;');
  });

  it('groups records by page in the order they rank, the page first and its sections under it', () => {
    const other = { ...record('9', 'lvl1', '', null), url: 'https://baeta.io/docs/guides/errors', hierarchy: { lvl0: 'Guides', lvl1: 'Errors' }, _highlightResult: {} };
    const pages = groupByPage([record('2', 'content', 'store', 'Per-request <store>', `a ${PRE}ctx${POST}`), other, record('1', 'lvl1', '', null)], 3);
    assert.deepEqual(pages.map(({ page: hit }) => hit.url), [page, 'https://baeta.io/docs/guides/errors']);
    const [first] = pages;
    assert.equal(first?.page.objectID, '1');
    assert.equal(first?.page._snippetResult?.hierarchy?.lvl1?.value, '<mark>Context</mark>');
    assert.equal(first?.sections.length, 1);
    assert.equal(first?.sections[0]?.url, `${page}#store`);
    assert.equal(first?.sections[0]?._snippetResult?.hierarchy?.lvl1?.value, 'Per-request &lt;store&gt;');
    assert.equal(first?.sections[0]?._snippetResult?.content?.value, 'a <mark>ctx</mark>');
  });

  it('makes a page row from a section when no record of the page itself ranks, and keeps at most maxSections', () => {
    const [only] = groupByPage(['a', 'b', 'c'].map((anchor, index) => record(String(index), 'content', anchor, `H ${anchor}`)), 2);
    assert.equal(only?.page.url, page);
    assert.equal(only?.page.type, 'lvl1');
    assert.equal(only?.sections.length, 2);
  });
});
