import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RouteConfig } from '@docusaurus/types';
import { validateLeanOptions, withoutDocsUnder } from '../../plugins/docs-lean';

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

  it('says which option is missing', () => {
    assert.throws(
      () => validateLeanOptions({ options: {} as never, validate: () => ({}) as never }),
      /plugins\/docs-lean: the "cardlessDocsDir" option is required/,
    );
  });
});
