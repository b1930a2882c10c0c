// Which pages of the API reference document what Baeta re-exports from other projects, or the internals of a
// package, rather than Baeta's own API. Their routes stay (tests/fixtures/api-inventory.txt), but they are set
// apart: each package's sidebar lists them last, in one collapsed category (config/api-sidebar.ts); llms.txt lists
// them in its Optional section (plugins/markdown-twins/llms.ts); and the search keeps them out of its default
// results. Without this, esbuild's, Ink's, upath's and micromatch's types were a quarter of the reference's pages.
//
// Decided by hand from the declarations in packages/ (tests/unit/api-reexports.test.ts checks that every entry
// point re-exporting another package is here, and that every route here is a page of the inventory). No Node
// imports: the browser's search code imports this module.

/** The pages of one package that are set apart, under one sidebar category. */
export interface SetAside {
  /** The package's folder under packages/, which is also its route under the API reference. */
  readonly package: string;
  /** The label of the package's sidebar category holding them. */
  readonly label: string;
  /** Routes relative to the API reference (as in the inventory); each sets apart its page and every page under it. */
  readonly routes: readonly string[];
}

export const SET_ASIDE: readonly SetAside[] = [
  {
    // packages/cli/ink.d.ts is `export … from 'ink'`: Ink's API unchanged, so that tools share the CLI's Ink.
    package: 'cli',
    label: 'Re-exported from Ink',
    routes: ['cli/ink'],
  },
  {
    // packages/compiler/esbuild.d.ts is `export … from 'esbuild'`: the esbuild version the compiler runs.
    package: 'compiler',
    label: 'Re-exported from esbuild',
    routes: ['compiler/esbuild'],
  },
  {
    // packages/generator-sdk/lib/watcher.d.ts re-exports micromatch (a value and a namespace of its types) and
    // its isMatch function, so that plugins match paths the way the watcher does.
    package: 'generator-sdk',
    label: 'Re-exported from micromatch',
    routes: ['generator-sdk/namespaces/micromatch', 'generator-sdk/variables/micromatch', 'generator-sdk/variables/isMatch'],
  },
  {
    // Every variable of packages/util-path/index.d.ts is a function or value of the upath library (node:path with
    // forward slashes), and the default export is upath itself; posixPath and winPath are Baeta's own.
    package: 'util-path',
    label: 'Re-exported from upath',
    routes: ['util-path/variables'],
  },
  {
    // packages/create-baeta/index.d.ts exports the steps `npm create baeta` is made of. Scripts call handler with
    // Args (whose packageManager is a PackageManager), as docs/reference/cli.mdx says; the other steps, the
    // constants they read and the types only they take are the command's internals.
    package: 'create-baeta',
    label: 'Internals',
    routes: [
      'create-baeta/functions/copyTemplate',
      'create-baeta/functions/getAppName',
      'create-baeta/functions/getInstallCommand',
      'create-baeta/functions/getPackageManager',
      'create-baeta/functions/getRuntime',
      'create-baeta/functions/getTemplate',
      'create-baeta/interfaces/CliOptions',
      'create-baeta/type-aliases/JavaScriptRuntime',
      'create-baeta/type-aliases/Template',
      'create-baeta/type-aliases/TemplateFile',
      'create-baeta/variables',
    ],
  },
];

/** Where the API reference is served, after the base URL: the docs' route and API_DOCS_DIR (config/api-sidebar.ts). */
export const API_ROUTE = '/docs/api';

/**
 * The route of an API page relative to the reference (`cli/ink/functions/Text`), from that route itself, from
 * the page's path as the site serves it (with any base URL, `.md` twin suffix, query or fragment), or from its
 * full URL. Undefined for anything outside the reference.
 */
export function apiRouteOf(page: string): string | undefined {
  let path = page.replace(/[?#].*$/, '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  if (path.startsWith('/')) {
    const at = `${path}/`.indexOf(`${API_ROUTE}/`);
    if (at < 0) return undefined;
    path = path.slice(at + API_ROUTE.length);
  }
  return path.replace(/\.(md|html)$/, '').replace(/^\/+|\/+$/g, '');
}

/** What is set apart that covers `page` (any form apiRouteOf reads), or undefined for Baeta's own API and other pages. */
export function setAsideOf(page: string): SetAside | undefined {
  const route = apiRouteOf(page);
  if (!route) return undefined;
  return SET_ASIDE.find((group) => group.routes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)));
}

/**
 * Whether `page` documents something Baeta re-exports from another project or a package's internals: a route
 * relative to the reference (`compiler/esbuild`), a path as served (`/docs/api/compiler/esbuild`,
 * `/baeta/docs/api/cli/ink/functions/Text.md#returns`) or a full URL.
 */
export function isReexportedRoute(page: string): boolean {
  return setAsideOf(page) !== undefined;
}
