import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadedPlugin } from '@docusaurus/types';
import { CODE_WEIGHT, markContentRegion, regionHtml, separateBlocks, visibleText, weighCode, withoutHiddenParts } from '../../plugins/search-index/html';
import { homesOf, keywordsByRoute } from '../../plugins/search-index/keywords';
import { pagesToIndex, routeOf, sectionsByDocId, thirdPartyNames, type IndexedPage } from '../../plugins/search-index/pages';
import { htmlFileOf, toRecord } from '../../plugins/search-index/records';
import { fileExtensions, tokenOf, tokensIn } from '../../plugins/search-index/tokens';

const fields = { filters: { language: 'en', docusaurus_tag: 'docs-default-current' }, meta: { section: 'Getting "Started"' } };

describe('markContentRegion', () => {
  it('marks the content region of minified HTML (unquoted attributes) and inserts the fields into it', () => {
    const html =
      '<nav class=navbar>Docs</nav><article><nav class=breadcrumbs>Home</nav><div class="theme-doc-markdown markdown"><h1>Intro</h1></div></article>';
    assert.equal(
      markContentRegion(html, { class: 'theme-doc-markdown' }, fields),
      '<nav class=navbar>Docs</nav><article><nav class=breadcrumbs>Home</nav><div class="theme-doc-markdown markdown" data-pagefind-body>' +
        '<meta data-pagefind-filter="language[content]" content="en">' +
        '<meta data-pagefind-filter="docusaurus_tag[content]" content="docs-default-current">' +
        '<meta data-pagefind-meta="section[content]" content="Getting &quot;Started&quot;">' +
        '<h1>Intro</h1></div></article>',
    );
  });

  it('finds a region by id, and sets a weight when asked', () => {
    const html = '<header><h1>Post</h1></header><div id=__blog-post-container class=markdown><p>Body</p></div>';
    const marked = markContentRegion(html, { id: '__blog-post-container' }, { filters: {}, meta: {}, weight: 0.6 });
    assert.equal(marked, '<header><h1>Post</h1></header><div id=__blog-post-container class=markdown data-pagefind-body data-pagefind-weight="0.6"><p>Body</p></div>');
  });

  it('matches whole class tokens only, and says when there is no region', () => {
    const html = '<div class="theme-doc-markdown-toc"></div>';
    assert.equal(markContentRegion(html, { class: 'theme-doc-markdown' }, fields), null);
  });
});

describe('separateBlocks', () => {
  it('keeps the words of cells and list items apart when the minifier dropped their end tags', () => {
    assert.equal(
      separateBlocks('<table><tr><th>Type<th>Default<tbody><tr><td><code>any</code><td>Runtime type</table><ul><li>one<li class=x>two</ul>'),
      '<table> <tr> <th>Type <th>Default<tbody> <tr> <td><code>any</code> <td>Runtime type</table><ul> <li>one <li class=x>two</ul>',
    );
  });

  it('keeps the last word of a code line apart from the first of the next', () => {
    assert.equal(
      separateBlocks('<code><span class=line>a;</span><span class="line highlighted">import</span></code>'),
      '<code> <span class=line>a;</span> <span class="line highlighted">import</span></code>',
    );
  });

  it('leaves other tags alone', () => {
    assert.equal(separateBlocks('<tdx><list><trace><span class=lines><span class="liner">'), '<tdx><list><trace><span class=lines><span class="liner">');
  });
});

const version = {
  versionName: 'current',
  docs: [
    { id: 'intro', permalink: '/docs/intro', title: 'Introduction' },
    { id: 'guides/resolvers', permalink: '/docs/guides/resolvers', title: 'Resolvers' },
    { id: 'api/index', permalink: '/docs/api', title: 'API' },
    { id: 'api/core/functions/createApplication', permalink: '/docs/api/core/functions/createApplication', title: 'createApplication()' },
    { id: 'api/core/index/index', permalink: '/docs/api/core/index/', title: 'index' },
    { id: 'api/core/interfaces/Options', permalink: '/docs/api/core/interfaces/Options', title: 'Options' },
    { id: 'api/core/esbuild/interfaces/BuildOptions', permalink: '/docs/api/core/esbuild/interfaces/BuildOptions', title: 'BuildOptions' },
    { id: 'secret', permalink: '/docs/secret', title: 'Secret' },
  ],
  sidebars: {
    defaultSidebar: [
      { type: 'doc', id: 'intro' },
      {
        type: 'category',
        label: 'Guides',
        items: [{ type: 'doc', id: 'guides/resolvers' }],
        link: { type: 'generated-index', slug: '/category/guides', permalink: '/docs/category/guides', description: 'Task-focused pages.' },
      },
      {
        type: 'category',
        label: 'API',
        link: { type: 'doc', id: 'api/index' },
        items: [
          {
            type: 'category',
            label: '@baeta/core',
            items: [
              { type: 'doc', id: 'api/core/functions/createApplication' },
              { type: 'doc', id: 'api/core/index/index' },
              { type: 'doc', id: 'api/core/interfaces/Options' },
              { type: 'doc', id: 'api/core/esbuild/interfaces/BuildOptions' },
            ],
          },
        ],
      },
    ],
  },
};

const plugins = [
  { name: 'docusaurus-plugin-content-docs', options: { id: 'default' }, content: { loadedVersions: [version] } },
  {
    name: 'docusaurus-plugin-content-blog',
    options: { id: 'default' },
    content: { blogPosts: [{ metadata: { permalink: '/blog/baeta-1-0', title: 'Baeta 1.0' } }, { metadata: { permalink: '/blog/draft-notes', title: 'Draft' } }] },
  },
  { name: 'docusaurus-plugin-content-pages', options: { id: 'default' }, content: [] },
] as unknown as LoadedPlugin[];

const settings = { baseUrl: '/', trailingSlash: false };

describe('pagesToIndex', () => {
  const noIndex = { '/docs/secret': { noIndex: true }, '/blog/draft-notes': { noIndex: true } };
  const isThirdParty = (route: string) => route.startsWith('/docs/api/core/esbuild/');
  const pages = pagesToIndex(plugins, noIndex, settings, { weights: [{ path: 'docs/api', weight: 0.6 }], isThirdParty });
  const byRoute = new Map<string, IndexedPage>(pages.map((page) => [page.route, page]));

  it('indexes every doc and blog post and each generated category index, and nothing else', () => {
    assert.deepEqual(
      [...byRoute.keys()].sort(),
      [
        '/blog/baeta-1-0',
        '/docs/api',
        '/docs/api/core/esbuild/interfaces/BuildOptions',
        '/docs/api/core/functions/createApplication',
        '/docs/api/core/index',
        '/docs/api/core/interfaces/Options',
        '/docs/category/guides',
        '/docs/guides/resolvers',
        '/docs/intro',
      ],
    );
  });

  it('skips the routes Docusaurus marked no-index', () => {
    assert.equal(byRoute.has('/docs/secret'), false);
    assert.equal(byRoute.has('/blog/draft-notes'), false);
  });

  it('gives each page its section: top-level sidebar category, Docs, or Blog', () => {
    const sections = Object.fromEntries(pages.map((page) => [page.route, page.section]));
    assert.equal(sections['/docs/intro'], 'Docs');
    assert.equal(sections['/docs/guides/resolvers'], 'Guides');
    assert.equal(sections['/docs/category/guides'], 'Guides');
    assert.equal(sections['/docs/api'], 'API');
    assert.equal(sections['/docs/api/core/functions/createApplication'], 'API');
    assert.equal(sections['/blog/baeta-1-0'], 'Blog');
  });

  it('tags docs with their version and everything else with the default tag, like Algolia facets', () => {
    assert.equal(byRoute.get('/docs/intro')?.tag, 'docs-default-current');
    assert.equal(byRoute.get('/docs/category/guides')?.tag, 'docs-default-current');
    assert.equal(byRoute.get('/blog/baeta-1-0')?.tag, 'default');
  });

  it('reads pages from their built HTML, except generated category indexes, which are records', () => {
    const category = byRoute.get('/docs/category/guides');
    assert.deepEqual(category?.source === 'record' && [category.title, category.content], ['Guides', 'Task-focused pages.']);
    const doc = byRoute.get('/docs/guides/resolvers');
    assert.deepEqual(doc?.source === 'html' && [doc.title, doc.region], ['Resolvers', { class: 'theme-doc-markdown' }]);
    const post = byRoute.get('/blog/baeta-1-0');
    assert.deepEqual(post?.source === 'html' && [post.title, post.region], ['Baeta 1.0', { id: '__blog-post-container' }]);
  });

  it('tells what each page is: docs, a blog post, the API reference, or a third-party page of it', () => {
    const kinds = Object.fromEntries(pages.map((page) => [page.route, page.kind]));
    assert.deepEqual(kinds, {
      '/docs/intro': 'docs',
      '/docs/guides/resolvers': 'docs',
      '/docs/category/guides': 'docs',
      '/docs/api': 'api',
      '/docs/api/core/functions/createApplication': 'api',
      '/docs/api/core/index': 'api',
      '/docs/api/core/interfaces/Options': 'api',
      '/docs/api/core/esbuild/interfaces/BuildOptions': 'third-party',
      '/blog/baeta-1-0': 'blog',
    });
  });

  it("names a third-party page by the parts of its route no page of the site's own has", () => {
    assert.deepEqual([...thirdPartyNames(pages, settings)], [['/docs/api/core/esbuild/interfaces/BuildOptions', ['esbuild', 'buildoptions']]]);
  });

  it('weights pages under a configured path', () => {
    const weight = (route: string) => {
      const page = byRoute.get(route);
      return page?.source === 'html' ? page.weight : 'record';
    };
    assert.equal(weight('/docs/api'), 0.6);
    assert.equal(weight('/docs/api/core/functions/createApplication'), 0.6);
    assert.equal(weight('/docs/guides/resolvers'), undefined);
  });
});

describe('routes and files', () => {
  it('applies trailingSlash to permalinks as Docusaurus does to routes', () => {
    assert.equal(routeOf('/docs/api/core/index/', settings), '/docs/api/core/index');
    assert.equal(routeOf('/docs/intro', { baseUrl: '/', trailingSlash: true }), '/docs/intro/');
    assert.equal(routeOf('/docs/api/core/index/', { baseUrl: '/', trailingSlash: undefined }), '/docs/api/core/index/');
    assert.equal(routeOf('/preview/', { baseUrl: '/preview/', trailingSlash: false }), '/preview/');
  });

  it('finds the HTML file Docusaurus wrote for a route', () => {
    assert.equal(htmlFileOf('build', '/', '/docs/intro', false), 'build/docs/intro.html');
    assert.equal(htmlFileOf('build', '/preview/', '/preview/docs/intro', false), 'build/docs/intro.html');
    assert.equal(htmlFileOf('build', '/', '/docs/intro/', true), 'build/docs/intro/index.html');
    assert.equal(htmlFileOf('build', '/', '/docs/intro', undefined), 'build/docs/intro/index.html');
  });

  it('maps docs nested in a category to that top-level category', () => {
    const sections = sectionsByDocId(version as never);
    assert.equal(sections.get('api/core/index/index'), 'API');
    assert.equal(sections.get('intro'), 'Docs');
  });
});

describe('what Pagefind indexes of a page', () => {
  const page = [
    '<nav>Sidebar</nav><div class="theme-doc-markdown markdown"><h1>Data loading</h1><div class=note><p>The N+1 problem.</p></div>',
    '<ul role=tablist><li>npm<li>Yarn</ul><div role=tabpanel><pre>npm install dataloader</pre></div>',
    '<div role=tabpanel hidden><pre>yarn add dataloader</pre></div><p>Call <code>$use</code> &amp; more.</p></div><footer>Copyright</footer>',
  ].join('');

  it('leaves out the tab labels and hidden tab panels a reader does not see', () => {
    const html = withoutHiddenParts(page);
    assert.ok(!/Yarn|yarn add|tablist/.test(html), html);
    assert.match(html, /<div role=tabpanel><pre>npm install dataloader<\/pre><\/div>/);
  });

  it(`weighs code blocks at ${CODE_WEIGHT} of prose`, () => {
    assert.equal(weighCode('<pre class=x><code>curl -N</code></pre><p>N+1</p><prefix>'), `<pre data-pagefind-weight="${CODE_WEIGHT}" class=x><code>curl -N</code></pre><p>N+1</p><prefix>`);
  });

  it('reads the text of the content region only, nested elements included', () => {
    const region = regionHtml(withoutHiddenParts(page), { class: 'theme-doc-markdown' });
    assert.equal(visibleText(region ?? '').replace(/\s+/g, ' ').trim(), 'Data loading The N+1 problem. npm install dataloader Call $use more.');
    assert.equal(regionHtml(page, { id: 'missing' }), null);
  });

  it('gives a page several values of one filter', () => {
    const marked = markContentRegion('<div id=x></div>', { id: 'x' }, { filters: { token: ['$use', 'n+1'] }, meta: { keywords: 'bugs defects' } });
    assert.equal(
      marked,
      '<div id=x data-pagefind-body><meta data-pagefind-filter="token[content]" content="$use"><meta data-pagefind-filter="token[content]" content="n+1">' +
        '<meta data-pagefind-meta="keywords[content]" content="bugs defects"></div>',
    );
  });

  it('makes a record with the page kind, tokens, third-party names and keywords', () => {
    const loaded = {
      page: { source: 'record', kind: 'docs', route: '/docs/category/guides', title: 'Guides', content: 'Task pages.', section: 'Guides', tag: 't' },
      html: null,
      text: 'Guides Task pages.',
    } as const;
    const record = toRecord(loaded, { keywords: ['howto'], tokens: ['$use'], thirdPartyNames: [] }, 'en');
    assert.deepEqual(record, {
      custom: {
        url: '/docs/category/guides',
        content: 'Task pages.',
        language: 'en',
        meta: { title: 'Guides', keywords: 'howto' },
        filters: { language: ['en'], docusaurus_tag: ['t'], section: ['Guides'], kind: ['docs'], token: ['$use'] },
      },
    });
  });
});

describe('tokens: terms whose punctuation is their meaning', () => {
  const extensions = fileExtensions(['Put each `.gql` file in', 'schemas: ["src/**/*.graphql"]']);

  it('learns the file types the site writes alone', () => {
    assert.deepEqual([...extensions].sort(), ['.gql', '.graphql']);
  });

  it('finds $names, @names, N+1 and file types, not addresses, package scopes or property accesses', () => {
    const text = 'Use $use and @auth; the N+1 problem; book.gql and ctx.user; mail me@example.com; import @baeta/core; `$x` costs $5.';
    assert.deepEqual([...tokensIn(text, extensions)].sort(), ['$use', '$x', '.gql', '@auth', 'n+1']);
  });

  it('tells a query term that is a token', () => {
    assert.deepEqual(['$use', '@Auth', 'N+1', '.gql', 'use', 'node.js', '@baeta/core'].map(tokenOf), ['$use', '@auth', 'n+1', '.gql', null, null, null]);
  });
});

describe('keywords: readers words on the pages that are their concepts homes', () => {
  const pages = [
    { route: '/docs/guides/context', title: 'Context' },
    { route: '/docs/guides/context-store', title: 'Context store' },
    { route: '/docs/integrations/aws-lambda', title: 'AWS Lambda' },
    { route: '/docs/getting-started/first-module', title: 'Your first module' },
    { route: '/docs/getting-started/extend-modules', title: 'Extend modules' },
    { route: '/docs/guides/typed-pubsub', title: 'Typed PubSub' },
    { route: '/docs/guides/subscriptions', title: 'Subscriptions' },
  ];

  it('takes the page titled exactly as the name, or else every page whose title contains it, plurals aside', () => {
    assert.deepEqual(homesOf('context', pages).map(({ route }) => route), ['/docs/guides/context']);
    assert.deepEqual(homesOf('Lambda', pages).map(({ route }) => route), ['/docs/integrations/aws-lambda']);
    assert.deepEqual(homesOf('module', pages).map(({ route }) => route), ['/docs/getting-started/first-module', '/docs/getting-started/extend-modules']);
  });

  it("gives the homes the readers' words, and the other way round for a two-way rule", () => {
    const keywords = keywordsByRoute(
      [
        { readers: ['dataSources', 'per request'], site: ['Context'] },
        { readers: ['pubsub'], site: ['Subscriptions'], twoWay: true },
      ],
      pages,
    );
    assert.deepEqual(Object.fromEntries(keywords), {
      '/docs/guides/context': ['datasources', 'per request'],
      '/docs/guides/subscriptions': ['pubsub'],
      '/docs/guides/typed-pubsub': ['subscriptions'],
    });
  });

  it('stops on a rule that leads nowhere, naming it and the file', () => {
    assert.throws(() => keywordsByRoute([{ readers: ['bugs'], site: ['Known problems'] }], pages), /config\/search-synonyms\.ts: the rule for \["bugs"\] names "Known problems", which is in no page's title/);
    assert.throws(() => keywordsByRoute([{ readers: [], site: ['Context'] }], pages), /needs at least one reader's word/);
  });
});
