import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, Options, PluginOptions } from '@docusaurus/plugin-content-docs';
import type { PropSidebar, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { sharedCommitTimes, withCommitTime } from '../../config/sitemap';

// Wraps the docs plugin (same name, same options) to shrink what the generated API pages (one folder, about
// 440 of the version's 470 docs) add to every other page:
// - The version data maps each doc to its title and description, for one reader only: DocCard, in category
//   card lists. No card list shows a generated page (the API category and its packages link to pages), so
//   their entries are dropped. Were a card list ever to show one, useDocById throws during the build ("no
//   version doc found by id"), naming it.
// - The plugin's global data (in the main bundle, so on every page of the site) lists every doc again, for the
//   navbar's doc links and the version switcher's "same page in another version": none points at a generated
//   page, so those entries go too.
// - The sidebar's tree of the generated pages is most of the version data (87 of 107 KB). The version route is
//   split in two: the generated pages get the whole sidebar; every other docs page gets it with the folder's
//   sub-categories (one per package) shown as links to their pages, whose own sidebar has the full tree.
// - What is left of the version data is mostly the docs' descriptions (3.4 of its 5.5 KB gzip), and only
//   DocCard shows them. Pages with cards (category index pages, and any doc whose source uses DocCard) get a
//   version route each, with the descriptions; every other docs page gets the version data without them.
// Together about 14 KB Brotli off every guide page and 7 KB off every other docs page.
// It also dates the hand-written pages from the build's one `git log` (config/sitemap.ts); generated pages
// have no "Last updated" line.

type VersionDocs = Record<string, { readonly id: string; readonly description?: string }>;
type VersionProp = { readonly docs?: VersionDocs; readonly docsSidebars?: Record<string, PropSidebar> };

const versionOf = (route: RouteConfig) => route.props?.version as VersionProp | undefined;
const trimSlash = (path: string) => path.replace(/\/+$/, '');

/** Returns the route with the docs under `dropDir` removed from any `props.version.docs`, at any depth. */
export function withoutDocsUnder(route: RouteConfig, dropDir: string): RouteConfig {
  const version = versionOf(route);
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => !id.startsWith(`${dropDir}/`))),
        },
      }
    : route.props;
  return {
    ...route,
    ...(props && { props }),
    ...(route.routes && { routes: route.routes.map((child) => withoutDocsUnder(child, dropDir)) }),
  };
}

/** The route with only the leaf routes whose path passes `keep` (and the parents left with any); undefined if none. */
function withLeaves(route: RouteConfig, keep: (path: string) => boolean): RouteConfig | undefined {
  if (!route.routes) return keep(route.path) ? route : undefined;
  const routes = route.routes.map((child) => withLeaves(child, keep)).filter((child) => child !== undefined);
  return routes.length > 0 ? { ...route, routes } : undefined;
}

/** The sidebar with the sub-categories of the category linking to `dirPath` turned into links to their pages. */
export function sidebarWithFolderAsLinks(items: PropSidebar, dirPath: string): PropSidebar {
  return items.map((item): PropSidebarItem => {
    if (item.type !== 'category') return item;
    if (item.href === undefined || trimSlash(item.href) !== dirPath) return { ...item, items: sidebarWithFolderAsLinks(item.items, dirPath) };
    return {
      ...item,
      items: item.items.map((child): PropSidebarItem =>
        child.type === 'category' && child.href !== undefined
          ? { type: 'link', label: child.label, href: child.href, unlisted: false, ...(child.className && { className: child.className }) }
          : child,
      ),
    };
  });
}

/**
 * Splits each version route (the one with `props.version.docsSidebars`) in two: `<version path>/<dir>` with the
 * pages under `dir` and the whole sidebar, placed first so it matches first, and the version path with the
 * other pages and the sidebar of sidebarWithFolderAsLinks.
 */
export function splitOffFolder(route: RouteConfig, dir: string): RouteConfig[] {
  const version = versionOf(route);
  if (!version?.docsSidebars) {
    return [route.routes ? { ...route, routes: route.routes.flatMap((child) => splitOffFolder(child, dir)) } : route];
  }
  const dirPath = `${trimSlash(route.path)}/${dir}`;
  const inDir = (path: string) => trimSlash(path) === dirPath || path.startsWith(`${dirPath}/`);
  const folder = withLeaves(route, inDir);
  const rest = withLeaves(route, (path) => !inDir(path));
  const docsSidebars = Object.fromEntries(
    Object.entries(version.docsSidebars).map(([name, items]) => [name, sidebarWithFolderAsLinks(items, dirPath)]),
  );
  return [
    ...(folder ? [{ ...folder, path: dirPath }] : []),
    ...(rest ? [{ ...rest, props: { ...route.props, version: { ...version, docsSidebars } } }] : []),
  ];
}

/** Every leaf (route without children) under `route`, in order. */
function leavesOf(route: RouteConfig): RouteConfig[] {
  return route.routes ? route.routes.flatMap(leavesOf) : [route];
}

/**
 * Splits each version route (the one with `props.version.docs`) so that only the leaves that pass `showsCards`
 * keep the docs' descriptions: each of those gets its own copy of the version route (exact, at the leaf's
 * path, so routing enters it first), and the version route keeps the other leaves with descriptionless docs.
 */
export function splitOffCardPages(route: RouteConfig, showsCards: (leaf: RouteConfig) => boolean): RouteConfig[] {
  const version = versionOf(route);
  if (!version?.docs) {
    return [route.routes ? { ...route, routes: route.routes.flatMap((child) => splitOffCardPages(child, showsCards)) } : route];
  }
  const cardPaths = new Set(leavesOf(route).filter(showsCards).map((leaf) => leaf.path));
  const cardPages = [...cardPaths].flatMap((path) => {
    const page = withLeaves(route, (leafPath) => leafPath === path);
    return page ? [{ ...page, path, exact: true }] : [];
  });
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, entry]) => [id, Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'description'))]),
  );
  const rest = withLeaves(route, (path) => !cardPaths.has(path));
  return [...cardPages, ...(rest ? [{ ...rest, props: { ...route.props, version: { ...version, docs } } }] : [])];
}

/** Whether a docs leaf route shows DocCards: a category index page, or a doc whose source mentions DocCard. */
export function cardPageTest(siteDir: string, categoryIndexComponent: string): (leaf: RouteConfig) => boolean {
  return (leaf) => {
    if (leaf.component === categoryIndexComponent) return true;
    const source = (leaf.metadata as { sourceFilePath?: string } | undefined)?.sourceFilePath;
    return source !== undefined && /\bDocCard/.test(readFileSync(resolve(siteDir, source), 'utf8'));
  };
}

type GlobalVersion = { readonly mainDocId: string; readonly docs: readonly { readonly id: string }[] };
type GlobalDocsData = { readonly versions: readonly GlobalVersion[] };

/** Returns the docs plugin's global data without the docs under `dropDir` (a version's main doc always stays). */
export function globalDataWithoutDocsUnder<T>(data: T, dropDir: string): T {
  const { versions } = data as GlobalDocsData;
  if (!Array.isArray(versions)) return data;
  return {
    ...data,
    versions: versions.map((version: GlobalVersion) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId || !doc.id.startsWith(`${dropDir}/`)),
    })),
  };
}

/** The loaded docs with `lastUpdatedAt` from git on every doc outside `generatedDir`. */
export function withCommitTimes(content: LoadedContent, times: ReadonlyMap<string, number>, generatedDir: string): LoadedContent {
  return {
    ...content,
    loadedVersions: content.loadedVersions.map((version) => ({
      ...version,
      docs: version.docs.map((doc) => (doc.id.startsWith(`${generatedDir}/`) ? doc : withCommitTime(doc, times))),
    })),
  };
}

/** The docs plugin's options plus the folder (under the docs path) of generated pages, e.g. "api". */
export type LeanDocsOptions = Options & { readonly generatedDocsDir: string };
type ValidatedOptions = PluginOptions & { readonly generatedDocsDir: string };

export default async function leanDocsPlugin(
  context: LoadContext,
  { generatedDocsDir, ...options }: ValidatedOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  const { loadContent } = plugin;
  if (!loadContent) throw new Error('plugins/docs-lean: the docs plugin has no loadContent; the wrapper needs updating.');
  return {
    ...plugin,
    async loadContent() {
      const [content, times] = await Promise.all([loadContent(), sharedCommitTimes(context.siteDir)]);
      return withCommitTimes(content, times, generatedDocsDir);
    },
    async contentLoaded(args) {
      const { actions } = args;
      const showsCards = cardPageTest(context.siteDir, options.docCategoryGeneratedIndexComponent);
      const addRoute = (route: RouteConfig) => {
        const lean = splitOffFolder(withoutDocsUnder(route, generatedDocsDir), generatedDocsDir).flatMap((part) => splitOffCardPages(part, showsCards));
        for (const part of lean) actions.addRoute(part);
      };
      const setGlobalData = (data: unknown) => actions.setGlobalData(globalDataWithoutDocsUnder(data, generatedDocsDir));
      await plugin.contentLoaded?.({ ...args, actions: { ...actions, addRoute, setGlobalData } });
    },
  };
}

export function validateLeanOptions(args: Parameters<typeof validateOptions>[0] & { options: LeanDocsOptions }): ValidatedOptions {
  const { generatedDocsDir, ...options } = args.options;
  if (typeof generatedDocsDir !== 'string' || !generatedDocsDir) {
    throw new Error('plugins/docs-lean: the "generatedDocsDir" option is required: the docs folder of generated pages (e.g. "api").');
  }
  return { ...validateOptions({ ...args, options }), generatedDocsDir };
}
export { validateLeanOptions as validateOptions };
