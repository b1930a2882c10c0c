import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoadedPlugin } from '@docusaurus/types';
import { markContentRegion, separateBlocks } from '../../plugins/search-index/html';
import { pagesToIndex, routeOf, sectionsByDocId, type IndexedPage } from '../../plugins/search-index/pages';
import { htmlFileOf } from '../../plugins/search-index/records';

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
    { id: 'intro', permalink: '/docs/intro' },
    { id: 'guides/resolvers', permalink: '/docs/guides/resolvers' },
    { id: 'api/index', permalink: '/docs/api' },
    { id: 'api/core/functions/createApplication', permalink: '/docs/api/core/functions/createApplication' },
    { id: 'api/core/index/index', permalink: '/docs/api/core/index/' },
    { id: 'secret', permalink: '/docs/secret' },
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
            items: [{ type: 'doc', id: 'api/core/functions/createApplication' }, { type: 'doc', id: 'api/core/index/index' }],
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
    content: { blogPosts: [{ metadata: { permalink: '/blog/baeta-1-0' } }, { metadata: { permalink: '/blog/draft-notes' } }] },
  },
  { name: 'docusaurus-plugin-content-pages', options: { id: 'default' }, content: [] },
] as unknown as LoadedPlugin[];

const settings = { baseUrl: '/', trailingSlash: false };

describe('pagesToIndex', () => {
  const noIndex = { '/docs/secret': { noIndex: true }, '/blog/draft-notes': { noIndex: true } };
  const pages = pagesToIndex(plugins, noIndex, settings, [{ path: 'docs/api', weight: 0.6 }]);
  const byRoute = new Map<string, IndexedPage>(pages.map((page) => [page.route, page]));

  it('indexes every doc and blog post and each generated category index, and nothing else', () => {
    assert.deepEqual(
      [...byRoute.keys()].sort(),
      [
        '/blog/baeta-1-0',
        '/docs/api',
        '/docs/api/core/functions/createApplication',
        '/docs/api/core/index',
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
    assert.deepEqual(category?.kind === 'record' && [category.title, category.content], ['Guides', 'Task-focused pages.']);
    const doc = byRoute.get('/docs/guides/resolvers');
    assert.deepEqual(doc?.kind === 'html' && doc.region, { class: 'theme-doc-markdown' });
    const post = byRoute.get('/blog/baeta-1-0');
    assert.deepEqual(post?.kind === 'html' && post.region, { id: '__blog-post-container' });
  });

  it('weights pages under a configured path', () => {
    const weight = (route: string) => {
      const page = byRoute.get(route);
      return page?.kind === 'html' ? page.weight : 'record';
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
