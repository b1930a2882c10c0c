import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DocSearchHit } from '@docsearch/react';
import {
  flattenHits,
  headingPath,
  highlight,
  markedText,
  pageHits,
  toPagefindFilters,
  withoutLeadingText,
} from '../../src/search/pagefind-hits';
import type { PagefindAnchor, PagefindFragment } from '../../src/search/pagefind-runtime';
import { queryTerms } from '../../src/search/query';

const ORIGIN = 'https://baeta.io';

const anchors: PagefindAnchor[] = [
  { element: 'h2', id: 'field-resolvers', text: 'Field resolvers\u200b', location: 40 },
  { element: 'a', id: 'property-root', text: '', location: 45 },
  { element: 'h3', id: 'arguments', text: 'Arguments\u200b', location: 60 },
  { element: 'h2', id: 'errors', text: 'Errors\u200b', location: 90 },
  { element: 'h3', id: 'throwing', text: 'Throwing <errors>', location: 100 },
];

function fragment(overrides: Partial<PagefindFragment> = {}): PagefindFragment {
  return {
    url: '/docs/guides/resolvers',
    excerpt: 'A <mark>resolver</mark> produces one field.',
    meta: { title: 'Resolvers' }, filters: { section: ['Guides'] },
    anchors,
    sub_results: [
      { title: 'Resolvers', url: '/docs/guides/resolvers', excerpt: 'A <mark>resolver</mark> produces one field.' },
      {
        title: 'Arguments',
        url: '/docs/guides/resolvers#arguments',
        excerpt: 'Each <mark>resolver</mark> gets its arguments.',
        anchor: anchors[2],
      },
      {
        title: 'Throwing <errors>',
        url: '/docs/guides/resolvers#throwing',
        excerpt: 'A <mark>resolver</mark> may throw.',
        anchor: anchors[4],
      },
    ],
    ...overrides,
  };
}

const options = { origin: ORIGIN, query: 'resolver', maxSections: 3 };

describe('pageHits: one page of Pagefind results as DocSearch hits', () => {
  it('makes the page an lvl1 hit carrying section, title and the excerpt before the first heading', () => {
    const { page } = pageHits(fragment(), options);
    assert.equal(page.type, 'lvl1');
    assert.equal(page.url, 'https://baeta.io/docs/guides/resolvers');
    assert.equal(page.anchor, null);
    assert.deepEqual(
      [page.hierarchy.lvl0, page.hierarchy.lvl1, page.hierarchy.lvl2],
      ['Guides', 'Resolvers', null],
    );
    assert.equal(page._snippetResult.content.value, 'A <mark>resolver</mark> produces one field.');
    assert.equal(page.content, 'A resolver produces one field.');
  });

  it('makes each matching section a content hit that jumps to its heading', () => {
    const { sections } = pageHits(fragment(), options);
    assert.deepEqual(
      sections.map((hit) => [hit.type, hit.url, hit.anchor]),
      [
        ['content', 'https://baeta.io/docs/guides/resolvers#arguments', 'arguments'],
        ['content', 'https://baeta.io/docs/guides/resolvers#throwing', 'throwing'],
      ],
    );
    assert.equal(sections[0]?.url_without_anchor, 'https://baeta.io/docs/guides/resolvers');
  });

  it('gives a section hit its full heading path, parents first, without the heading link character', () => {
    const [args, throwing] = pageHits(fragment(), options).sections as [DocSearchHit, DocSearchHit];
    assert.deepEqual([args.hierarchy.lvl1, args.hierarchy.lvl2, args.hierarchy.lvl3], ['Resolvers', 'Field resolvers', 'Arguments']);
    assert.deepEqual([throwing.hierarchy.lvl2, throwing.hierarchy.lvl3], ['Errors', 'Throwing &lt;errors&gt;']);
    // DocSearch prints this snippet as the row's path line.
    assert.equal(args._snippetResult.hierarchy.lvl1.value, 'Field <mark>resolver</mark>s › Arguments');
    assert.equal(args._snippetResult.content.value, 'Each <mark>resolver</mark> gets its arguments.');
  });

  it('escapes raw titles and headings, keeping only its own <mark> tags', () => {
    const hits = pageHits(fragment({ meta: { title: '<img src=x onerror=alert(1)>' }, filters: { section: ['A & B'] } }), options);
    assert.equal(hits.page._highlightResult.hierarchy.lvl1.value, '&lt;img src=x onerror=alert(1)&gt;');
    assert.equal(hits.page._highlightResult.hierarchy.lvl0.value, 'A &amp; B');
    assert.equal(hits.sections[1]?._snippetResult.hierarchy.lvl1.value, 'Errors › Throwing &lt;errors&gt;');
  });

  it('makes every field DocSearch renders as HTML escaped text, the stored ones included', () => {
    // DocSearch stores a hit without its snippets and then renders hierarchy.lvl1 and content as HTML.
    const attack = '<img src=x onerror=alert(1)>';
    const hits = pageHits(
      fragment({
        meta: { title: attack }, filters: { section: ['<b>Guides</b>'] },
        sub_results: [
          { title: attack, url: '/docs/guides/resolvers', excerpt: `Before ${attack} &lt;div style="display: flex"&gt; <mark>resolver</mark>` },
          { title: 'Arguments', url: '/docs/guides/resolvers#arguments', excerpt: `<mark>${attack}</mark>`, anchor: anchors[2] },
        ],
      }),
      options,
    );
    const rendered = [hits.page, ...hits.sections].flatMap((hit) => [
      ...Object.values(hit.hierarchy),
      hit.content,
      hit._snippetResult.hierarchy.lvl1.value,
      hit._snippetResult.content.value,
      hit._highlightResult.hierarchy.lvl1.value,
    ]);
    for (const html of rendered) {
      if (html === null) continue;
      assert.doesNotMatch(html.replace(/<\/?mark>/g, ''), /[<>]/, html);
    }
    assert.equal(hits.page.hierarchy.lvl1, '&lt;img src=x onerror=alert(1)&gt;');
    assert.equal(hits.page.hierarchy.lvl0, '&lt;b&gt;Guides&lt;/b&gt;');
    assert.equal(hits.page.content, 'Before &lt;img src=x onerror=alert(1)&gt; &lt;div style=&quot;display: flex&quot;&gt; resolver');
    // Escaped first, then marked: the highlight survives.
    assert.equal(hits.page._snippetResult.content.value, 'Before &lt;img src=x onerror=alert(1)&gt; &lt;div style=&quot;display: flex&quot;&gt; <mark>resolver</mark>');
    assert.equal(hits.sections[0]?._snippetResult.content.value, '<mark>&lt;img src=x onerror=alert(1)&gt;</mark>');
  });

  it('links only to web addresses', () => {
    const { page } = pageHits(fragment({ url: 'javascript:alert(1)' }), options);
    assert.equal(page.url, `${ORIGIN}/`);
  });

  it('highlights the query words in the page title', () => {
    const { page } = pageHits(fragment({ meta: { title: 'createSerializer()' }, filters: { section: ['API'] } }), {
      ...options,
      query: 'serializer',
    });
    assert.equal(page._snippetResult.hierarchy.lvl1.value, 'create<mark>Serializer</mark>()');
    assert.equal(page._highlightResult.hierarchy.lvl1.matchLevel, 'full');
  });

  it('keeps at most maxSections sections, and leaves the page excerpt empty when only headings matched', () => {
    const onlyHeadings = fragment({ sub_results: fragment().sub_results.slice(1) });
    const hits = pageHits(onlyHeadings, { ...options, maxSections: 1 });
    assert.equal(hits.sections.length, 1);
    assert.equal(hits.page._snippetResult.content.value, '');
    assert.equal(hits.page.content, null);
  });

  it('lists the sections that match in prose or headings, strongest first, and leaves out those matching only in code', () => {
    const located = (weights: readonly number[]) => weights.map((weight, index) => ({ weight, balanced_score: (weight * 24) ** 2, location: index }));
    const [intro, args, throwing] = fragment().sub_results as [PagefindFragment['sub_results'][number], PagefindFragment['sub_results'][number], PagefindFragment['sub_results'][number]];
    const codeOnly = { ...args, weighted_locations: located([0.29, 0.29, 0.29]) };
    const inHeading = { ...throwing, weighted_locations: located([5, 1]) };
    const inProse = { ...throwing, url: '/docs/guides/resolvers#errors', anchor: anchors[3], weighted_locations: located([1]) };
    const hits = pageHits(fragment({ sub_results: [intro, codeOnly, inProse, inHeading] }), { ...options, maxSections: 3 });
    assert.deepEqual(hits.sections.map(({ anchor }) => anchor), ['throwing', 'errors']);
    const onlyCode = pageHits(fragment({ sub_results: [intro, codeOnly] }), options);
    assert.deepEqual(onlyCode.sections.map(({ anchor }) => anchor), ['arguments']);
  });

  it('falls back to the URL and the Docs section when a record has no metadata', () => {
    const { page } = pageHits(fragment({ meta: {}, filters: {} }), options);
    assert.deepEqual([page.hierarchy.lvl0, page.hierarchy.lvl1], ['Docs', '/docs/guides/resolvers']);
  });
});

describe('grouping', () => {
  it('puts each page right before its sections, so DocSearch draws them as its children', () => {
    const first = pageHits(fragment(), options);
    const second = pageHits(fragment({ url: '/docs/guides/errors', meta: { title: 'Errors' }, filters: { section: ['Guides'] } }), options);
    const flat = flattenHits([first, second]);
    assert.deepEqual(
      flat.map((hit) => `${hit.type} ${hit.hierarchy.lvl1}`),
      ['lvl1 Resolvers', 'content Resolvers', 'content Resolvers', 'lvl1 Errors', 'content Errors', 'content Errors'],
    );
  });

  it('keeps apart pages that share a title, which DocSearch would otherwise merge into one group', () => {
    const core = pageHits(fragment({ url: '/docs/api/core/index', meta: { title: 'index' }, filters: { section: ['API'] } }), options);
    const cli = pageHits(fragment({ url: '/docs/api/cli/index', meta: { title: 'index' }, filters: { section: ['API'] } }), options);
    const flat = flattenHits([core, cli]);
    assert.deepEqual(
      [...new Set(flat.map((hit) => hit.hierarchy.lvl1))],
      ['index (/docs/api/core/index)', 'index (/docs/api/cli/index)'],
    );
    assert.equal(flat[0]?._snippetResult.hierarchy.lvl1.value, 'index');
  });
});

describe('markedText: HTML that holds only text and <mark>', () => {
  it('turns any other markup into text, reading entities as characters', () => {
    assert.equal(markedText('<script>x</script> &amp; &#60;b&#x3E; &nbsp;'), '&lt;script&gt;x&lt;/script&gt; &amp; &lt;b&gt; &amp;nbsp;');
  });

  it('balances <mark> tags and leaves clean HTML as it was', () => {
    assert.equal(markedText('<mark>a<mark>b'), '<mark>ab</mark>');
    assert.equal(markedText('</mark>c'), 'c');
    const clean = 'A <mark>resolver</mark> &amp; &lt;T&gt; &quot;q&quot;';
    assert.equal(markedText(clean), clean);
    assert.equal(markedText(markedText('<i>x</i>')), markedText('<i>x</i>'));
  });
});

describe('headingPath', () => {
  it('climbs to the nearest heading of each higher level', () => {
    assert.deepEqual(
      headingPath(anchors[4] as PagefindAnchor, anchors).map((anchor) => anchor.id),
      ['errors', 'throwing'],
    );
    assert.deepEqual(headingPath(anchors[0] as PagefindAnchor, anchors).map((anchor) => anchor.id), ['field-resolvers']);
  });
});

describe('highlight and queryTerms', () => {
  it('marks every occurrence, case-insensitively, merging overlaps', () => {
    assert.equal(highlight('Cache cached', ['cache', 'ached']), '<mark>Cache</mark> <mark>cached</mark>');
  });

  it('reads query words without surrounding punctuation', () => {
    assert.deepEqual(queryTerms('  createSerializer()  "AuthOptions" '), ['createserializer', 'authoptions']);
    assert.deepEqual(queryTerms('(𝐀𝐁) ¿qué? --- 42!'), ['𝐀𝐁', 'qué', '42']);
  });

  it('reads a long run of punctuation in linear time (a trimming regular expression took 18 s on this)', () => {
    const query = `ł a${'!'.repeat(8000)}a ${'!'.repeat(8000)}`;
    const started = performance.now();
    assert.deepEqual(queryTerms(query), ['ł', `a${'!'.repeat(8000)}a`]);
    assert.ok(performance.now() - started < 250, `took ${performance.now() - started} ms`);
  });
});

describe('withoutLeadingText: excerpts do not repeat the heading the row already shows', () => {
  it('drops the heading and the sentence mark Pagefind puts after it', () => {
    assert.equal(withoutLeadingText('How <mark>middlewares</mark> run\u200b. A <mark>middleware</mark> wraps', 'How middlewares run'), 'A <mark>middleware</mark> wraps');
  });

  it('reopens a highlight that the cut falls inside, and reads entities as text', () => {
    assert.equal(withoutLeadingText('<mark>Cache</mark> &amp; <mark>store. Cache</mark> hits', 'Cache & store'), '<mark>Cache</mark> hits');
  });

  it('keeps the excerpt when it does not start with the heading, or is only the heading', () => {
    assert.equal(withoutLeadingText('Caches are shared.', 'Cache'), 'Caches are shared.');
    assert.equal(withoutLeadingText('A cache.', 'Cache'), 'A cache.');
    assert.equal(withoutLeadingText('Returns.', 'Returns'), 'Returns.');
  });

  it('is used for page and section rows', () => {
    const { page, sections } = pageHits(
      fragment({
        sub_results: [
          { title: 'Resolvers', url: '/docs/guides/resolvers', excerpt: '<mark>Resolvers</mark>. A <mark>resolver</mark> produces.' },
          { title: 'Arguments', url: '/docs/guides/resolvers#arguments', excerpt: 'Arguments. The second.', anchor: anchors[2] },
        ],
      }),
      options,
    );
    assert.equal(page._snippetResult.content.value, 'A <mark>resolver</mark> produces.');
    assert.equal(page.content, 'A resolver produces.');
    assert.equal(sections[0]?._snippetResult.content.value, 'The second.');
  });
});

describe('toPagefindFilters', () => {
  it('turns Algolia contextual facet filters (AND of ORs) into a Pagefind filter', () => {
    assert.deepEqual(
      toPagefindFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
      {
        all: [
          { language: 'en' },
          { any: [{ docusaurus_tag: 'default' }, { docusaurus_tag: 'docs-default-current' }] },
        ],
      },
    );
  });

  it('accepts a single filter string and no filters', () => {
    assert.deepEqual(toPagefindFilters('language:en'), { all: [{ language: 'en' }] });
    assert.deepEqual(toPagefindFilters(undefined), { all: [] });
  });
});
