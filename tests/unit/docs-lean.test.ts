import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  cardPageTest,
  globalDataWithoutDocsUnder,
  sidebarWithFolderAsLinks,
  splitOffCardPages,
  splitOffFolder,
  validateLeanOptions,
  withCommitTimes,
  withoutDocsUnder,
} from '../../plugins/docs-lean';

const doc = (id: string) => ({ id, title: id, description: `About ${id}`, sidebar: 'defaultSidebar' });

function docsTree(): RouteConfig {
  return {
    path: '/docs',
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs',
        component: 'DocVersionRoot',
        props: { version: { version: 'current', docs: Object.fromEntries(['intro', 'guides/resolvers', 'api/core/index', 'api/cli/index'].map((id) => [id, doc(id)])) } },
        routes: [{ path: '/docs/intro', component: 'DocItem', exact: true }],
      },
    ],
  };
}

function versionRouteOf(route: RouteConfig): RouteConfig {
  const child = route.routes?.[0];
  assert.ok(child, 'the version route');
  return child;
}

function versionDocsOf(route: RouteConfig): Record<string, unknown> {
  return (versionRouteOf(route).props?.version as { docs: Record<string, unknown> }).docs;
}

describe('docs-lean', () => {
  it('drops the docs under the given folder from the version data, keeping the others whole', () => {
    const docs = versionDocsOf(withoutDocsUnder(docsTree(), 'api'));
    assert.deepEqual(Object.keys(docs), ['intro', 'guides/resolvers']);
    assert.deepEqual(docs.intro, doc('intro'));
  });

  it('leaves routes without version data and nested routes as they were', () => {
    const slim = withoutDocsUnder(docsTree(), 'api');
    assert.deepEqual(versionRouteOf(slim).routes, versionRouteOf(docsTree()).routes);
    assert.equal(slim.props, undefined);
    assert.equal(slim.component, 'DocsRoot');
  });

  it('matches whole folder names only', () => {
    assert.equal(Object.keys(versionDocsOf(withoutDocsUnder(docsTree(), 'ap'))).length, 4);
  });

  it('drops the docs under the folder from the global data, keeping the version main doc and other fields', () => {
    const entry = (id: string) => ({ id, path: `/docs/${id}`, sidebar: 'defaultSidebar' });
    const data = {
      path: '/docs',
      versions: [{ name: 'current', mainDocId: 'api/index', docs: ['intro', 'api/index', 'api/core/index', 'apis'].map(entry), sidebars: { defaultSidebar: {} } }],
      breadcrumbs: true,
    };
    const slim = globalDataWithoutDocsUnder(data, 'api');
    assert.deepEqual(slim.versions[0]?.docs.map((d) => d.id), ['intro', 'api/index', 'apis']);
    assert.deepEqual({ ...slim, versions: [] }, { ...data, versions: [] });
    assert.deepEqual(slim.versions[0]?.sidebars, data.versions[0]?.sidebars);
  });

  const link = (label: string, href: string) => ({ type: 'link' as const, label, href, unlisted: false });
  const category = (label: string, href: string, items: PropSidebar) => ({ type: 'category' as const, label, href, collapsed: true, collapsible: true, items });
  const sidebar = (): PropSidebar => [
    link('Introduction', '/docs/intro'),
    category('Guides', '/docs/category/guides', [link('Resolvers', '/docs/guides/resolvers')]),
    category('API', '/docs/api/', [
      category('@baeta/core', '/docs/api/core/', [link('createApplication', '/docs/api/core/functions/createApplication')]),
      link('Changelog', '/docs/api/changelog'),
    ]),
  ];

  it("shows the folder's sub-categories as links to their pages, and leaves every other item whole", () => {
    const lean = sidebarWithFolderAsLinks(sidebar(), '/docs/api');
    assert.deepEqual(lean.slice(0, 2), sidebar().slice(0, 2));
    const api = lean[2];
    assert.ok(api?.type === 'category');
    assert.deepEqual(api.items, [link('@baeta/core', '/docs/api/core/'), link('Changelog', '/docs/api/changelog')]);
    assert.equal(api.collapsed, true);
  });

  it('splits the version route: the folder first with the whole sidebar, the rest with the lean one', () => {
    const leaf = (path: string): RouteConfig => ({ path, component: 'DocItem', exact: true });
    const tree: RouteConfig = {
      path: '/docs',
      component: 'DocsRoot',
      routes: [
        {
          path: '/docs',
          component: 'DocVersionRoot',
          props: { version: { version: 'current', docsSidebars: { defaultSidebar: sidebar() } } },
          routes: [
            {
              path: '/docs',
              component: 'DocRoot',
              routes: ['/docs/intro', '/docs/api/', '/docs/api/core/functions/createApplication', '/docs/apis'].map(leaf),
            },
          ],
        },
      ],
    };
    const [top, ...others] = splitOffFolder(tree, 'api');
    assert.equal(others.length, 0);
    const [folder, rest, ...more] = top?.routes ?? [];
    assert.equal(more.length, 0);
    assert.equal(folder?.path, '/docs/api');
    assert.deepEqual(folder?.routes?.[0]?.routes?.map((route) => route.path), ['/docs/api/', '/docs/api/core/functions/createApplication']);
    assert.deepEqual((folder?.props?.version as { docsSidebars: unknown }).docsSidebars, { defaultSidebar: sidebar() });
    assert.equal(rest?.path, '/docs');
    assert.deepEqual(rest?.routes?.[0]?.routes?.map((route) => route.path), ['/docs/intro', '/docs/apis']);
    assert.deepEqual((rest?.props?.version as { docsSidebars: unknown }).docsSidebars, { defaultSidebar: sidebarWithFolderAsLinks(sidebar(), '/docs/api') });
  });

  it('says which option is missing', () => {
    assert.throws(
      () => validateLeanOptions({ options: {} as never, validate: () => ({}) as never }),
      /plugins\/docs-lean: the "generatedDocsDir" option is required/,
    );
  });

  it('dates hand-written docs from git, never the generated ones', () => {
    const loaded = (ids: string[]) =>
      ({ loadedVersions: [{ docs: ids.map((id) => ({ id, source: `@site/docs/${id}.mdx` })) }] }) as unknown as LoadedContent;
    const times = new Map([
      ['docs/intro.mdx', 1_700_000_000_000],
      ['docs/api/core/index.mdx', 1_600_000_000_000],
    ]);
    const [version] = withCommitTimes(loaded(['intro', 'api/core/index', 'guides/new']), times, 'api').loadedVersions;
    assert.ok(version);
    const dates = version.docs.map((docMeta) => [docMeta.id, docMeta.lastUpdatedAt]);
    assert.deepEqual(dates, [
      ['intro', 1_700_000_000_000],
      ['api/core/index', undefined],
      ['guides/new', undefined],
    ]);
  });
});

describe('docs-lean: descriptions only where cards show them', () => {
  const leaf = (path: string, component = 'DocItem'): RouteConfig => ({ path, component, exact: true });
  const tree = (): RouteConfig => ({
    path: '/docs',
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs',
        component: 'DocVersionRoot',
        props: { version: { version: 'current', docs: Object.fromEntries(['intro', 'guides/resolvers'].map((id) => [id, doc(id)])) } },
        routes: [{ path: '/docs', component: 'DocRoot', routes: [leaf('/docs/intro'), leaf('/docs/category/guides', 'CategoryIndex'), leaf('/docs/guides/resolvers')] }],
      },
    ],
  });
  const docsOf = (route: RouteConfig | undefined) => (route?.props?.version as { docs: Record<string, object> }).docs;
  const pathsOf = (route: RouteConfig | undefined) => route?.routes?.[0]?.routes?.map((child) => child.path);

  it('gives each card page an exact version route with the descriptions, placed first, and the rest none', () => {
    const [top, ...others] = splitOffCardPages(tree(), (route) => route.component === 'CategoryIndex');
    assert.equal(others.length, 0);
    const [cards, rest, ...more] = top?.routes ?? [];
    assert.equal(more.length, 0);
    assert.equal(cards?.path, '/docs/category/guides');
    assert.equal(cards?.exact, true);
    assert.deepEqual(pathsOf(cards), ['/docs/category/guides']);
    assert.deepEqual(docsOf(cards), docsOf(tree().routes?.[0]));
    assert.equal(rest?.path, '/docs');
    assert.deepEqual(pathsOf(rest), ['/docs/intro', '/docs/guides/resolvers']);
    assert.deepEqual(docsOf(rest).intro, { id: 'intro', title: 'intro', sidebar: 'defaultSidebar' });
  });

  it('leaves a version without card pages whole apart from the descriptions', () => {
    const [top] = splitOffCardPages(tree(), () => false);
    assert.equal(top?.routes?.length, 1);
    assert.deepEqual(pathsOf(top?.routes?.[0]), ['/docs/intro', '/docs/category/guides', '/docs/guides/resolvers']);
    assert.ok(Object.values(docsOf(top?.routes?.[0])).every((entry) => !('description' in entry)));
  });

  it('counts category index pages and docs whose source uses DocCard as card pages', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-lean-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'cards.mdx'), "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
    writeFileSync(join(dir, 'plain.mdx'), '# Plain\n');
    const showsCards = cardPageTest(dir, 'CategoryIndex');
    const withSource = (file: string): RouteConfig => ({ ...leaf(`/docs/${file}`), metadata: { sourceFilePath: file } });
    assert.deepEqual([leaf('/docs/category/x', 'CategoryIndex'), withSource('cards.mdx'), withSource('plain.mdx'), leaf('/docs/none')].map(showsCards), [true, true, false, false]);
  });
});
