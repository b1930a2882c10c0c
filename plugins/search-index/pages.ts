/**
 * Decides what goes into the search index, from the content the docs and blog plugins loaded: each doc page
 * and blog post (read from its built HTML), and each generated category index (a record of its title and
 * description). Each entry carries its section (the top-level sidebar category, "Docs", or "Blog") and the
 * Docusaurus search tag of its docs version, the same tag Algolia's contextual search filters on.
 */
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as DocsContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import type { LoadedPlugin, RouteBuildMetadata } from '@docusaurus/types';
import type { ContentRegion } from './html';
import { API_SECTION, KIND, type Kind } from './schema';

type SidebarItem = LoadedVersion['sidebars'][string][number];
type CategoryItem = Extract<SidebarItem, { type: 'category' }>;

/** Section of docs that sit at the top level of the sidebar, outside any category. */
export const DOCS_SECTION = 'Docs';
export const BLOG_SECTION = 'Blog';
/** Docusaurus's search tag for pages outside any docs version (DEFAULT_SEARCH_TAG in theme-common). */
export const DEFAULT_SEARCH_TAG = 'default';

// Stable markers of the content region in the classic theme: ThemeClassNames.docs.docMarkdown, and the id
// the blog post page gives its Markdown container (blogPostContainerID in @docusaurus/utils-common).
export const DOC_REGION: ContentRegion = { class: 'theme-doc-markdown' };
export const BLOG_POST_REGION: ContentRegion = { id: '__blog-post-container' };

interface PageBase {
  /** Route path, base URL included; also the record's URL. */
  readonly route: string;
  readonly title: string;
  readonly section: string;
  readonly tag: string;
  readonly kind: Kind;
}
export interface HtmlPage extends PageBase {
  readonly source: 'html';
  readonly region: ContentRegion;
  /** Pagefind weight of the page's text, when not 1. */
  readonly weight?: number;
}
export interface RecordPage extends PageBase {
  readonly source: 'record';
  readonly content: string;
}
export type IndexedPage = HtmlPage | RecordPage;

/** The search tag Docusaurus gives a docs version (see useDocsContextualSearchTags). */
export function docsVersionTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

function docIdsIn(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type !== 'category') return [];
    return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...docIdsIn(item.items)];
  });
}

function categoriesIn(items: readonly SidebarItem[]): CategoryItem[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...categoriesIn(item.items)] : []));
}

/** Section of each doc: the label of the top-level sidebar category it is in, or DOCS_SECTION. */
export function sectionsByDocId(version: Pick<LoadedVersion, 'sidebars'>): Map<string, string> {
  const sections = new Map<string, string>();
  for (const sidebar of Object.values(version.sidebars)) {
    for (const item of sidebar) {
      const label = item.type === 'category' ? item.label : DOCS_SECTION;
      for (const id of docIdsIn([item])) if (!sections.has(id)) sections.set(id, label);
    }
  }
  return sections;
}

function generatedIndexes(version: LoadedVersion, tag: string): RecordPage[] {
  return Object.values(version.sidebars).flatMap((sidebar) =>
    sidebar.flatMap((top) =>
      top.type !== 'category'
        ? []
        : categoriesIn([top]).flatMap(({ label, link }) =>
            link?.type === 'generated-index'
              ? [
                  {
                    source: 'record' as const,
                    kind: top.label === API_SECTION ? KIND.api : KIND.docs,
                    route: link.permalink,
                    title: link.title ?? label,
                    content: link.description ?? '',
                    section: top.label,
                    tag,
                  },
                ]
              : [],
          ),
    ),
  );
}

function docsPages(plugin: LoadedPlugin): IndexedPage[] {
  const { loadedVersions } = plugin.content as DocsContent;
  return loadedVersions.flatMap((version) => {
    const tag = docsVersionTag(plugin.options.id, version.versionName);
    const sections = sectionsByDocId(version);
    const docs = version.docs.map((doc): HtmlPage => {
      const section = sections.get(doc.id) ?? DOCS_SECTION;
      const kind = section === API_SECTION ? KIND.api : KIND.docs;
      return { source: 'html', kind, route: doc.permalink, title: doc.title, region: DOC_REGION, section, tag };
    });
    return [...docs, ...generatedIndexes(version, tag)];
  });
}

function blogPages(plugin: LoadedPlugin): IndexedPage[] {
  const { blogPosts } = plugin.content as BlogContent;
  return blogPosts.map(({ metadata }) => ({
    source: 'html',
    kind: KIND.blog,
    route: metadata.permalink,
    title: metadata.title,
    region: BLOG_POST_REGION,
    section: BLOG_SECTION,
    tag: DEFAULT_SEARCH_TAG,
  }));
}

export interface RouteSettings {
  readonly baseUrl: string;
  readonly trailingSlash: boolean | undefined;
}

/** Pages under a path (relative to the base URL, e.g. "docs/api") whose words weigh less or more than others. */
export interface PathWeight {
  readonly path: string;
  readonly weight: number;
}

function weightOf(route: string, { baseUrl }: RouteSettings, weights: readonly PathWeight[]): number | undefined {
  const path = route.slice(baseUrl.length).replace(/\/+$/, '');
  return weights.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`))?.weight;
}

/** The route Docusaurus serves a permalink at, after its trailingSlash setting (applyTrailingSlash). */
export function routeOf(permalink: string, { baseUrl, trailingSlash }: RouteSettings): string {
  if (trailingSlash === undefined || permalink === baseUrl) return permalink;
  const bare = permalink.replace(/\/+$/, '');
  return trailingSlash ? `${bare}/` : bare;
}

/**
 * Whether a page of the API reference documents a third-party module that a package re-exports (esbuild's
 * options, Ink's components) or a package's internals: given the route as served, base URL included. Such pages
 * rank last and stay out of results unless a query names them.
 */
export type ThirdPartyRoute = (route: string) => boolean;

export interface PageSelection {
  /** Sections of the site whose text should count less (or more) than the rest when ranking. */
  readonly weights?: readonly PathWeight[];
  readonly isThirdParty?: ThirdPartyRoute;
}

/** Every page to index, minus those Docusaurus marked no-index (unlisted pages, robots noindex). */
export function pagesToIndex(
  plugins: readonly LoadedPlugin[],
  routesBuildMetadata: Readonly<Record<string, RouteBuildMetadata>>,
  settings: RouteSettings,
  { weights = [], isThirdParty }: PageSelection = {},
): IndexedPage[] {
  const pages = plugins.flatMap((plugin) => {
    if (plugin.name === 'docusaurus-plugin-content-docs') return docsPages(plugin);
    if (plugin.name === 'docusaurus-plugin-content-blog') return blogPages(plugin);
    return [];
  });
  return pages
    .map((page): IndexedPage => {
      const route = routeOf(page.route, settings);
      const kind = page.kind === KIND.api && isThirdParty?.(route) ? KIND.thirdParty : page.kind;
      if (page.source === 'record') return { ...page, route, kind };
      const weight = weightOf(route, settings, weights);
      return weight === undefined ? { ...page, route, kind } : { ...page, route, kind, weight };
    })
    .filter((page) => !routesBuildMetadata[page.route]?.noIndex);
}

/**
 * The names each third-party page answers to: the segments of its route that no page of the site's own has
 * (`esbuild` and `BuildOptions` in docs/api/compiler/esbuild/interfaces/BuildOptions), in lower case. A query
 * with one of them is asking for those pages.
 */
export function thirdPartyNames(pages: readonly IndexedPage[], { baseUrl }: Pick<RouteSettings, 'baseUrl'>): Map<string, string[]> {
  const segments = (route: string) => route.slice(baseUrl.length).toLowerCase().split('/').filter(Boolean);
  const own = new Set(pages.filter((page) => page.kind !== KIND.thirdParty).flatMap((page) => segments(page.route)));
  return new Map(
    pages
      .filter((page) => page.kind === KIND.thirdParty)
      .map((page) => [page.route, [...new Set(segments(page.route).filter((segment) => !own.has(segment)))]] as const),
  );
}
