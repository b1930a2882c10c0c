/**
 * The llms.txt files (https://llmstxt.org): `llms.txt` lists every page by section with its title,
 * description and twin URL; `llms-full.txt` is the hand-written docs in reading order; `llms-api.txt` is the
 * API reference, apart because it is large. Reading order is the docs sidebar's, then the blog's, newest first,
 * then the API pages of what Baeta re-exports from other projects and of packages' internals.
 */
import type { LoadedVersion } from '@docusaurus/plugin-content-docs';
import { isReexportedRoute } from '../api-reference/reexports';
// Top-level docs outside any category: the same section name the search index gives them.
import { DOCS_SECTION } from '../search-index/pages';

type SidebarItem = LoadedVersion['sidebars'][string][number];

export interface Section {
  readonly name: string;
  readonly kind: 'docs' | 'api' | 'blog';
  readonly routes: string[];
}

/**
 * The section of the API pages that document other projects' code (esbuild, Ink...) or packages' internals
 * (plugins/api-reference/reexports.ts). llmstxt.org gives this name its meaning: the pages a reader may skip
 * when it needs a shorter context, which tools that expand llms.txt into one file leave out by default.
 */
export const OPTIONAL_SECTION = 'Optional';

export interface ListedPage {
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the page's Markdown twin. */
  readonly url: string;
}


function routesIn(items: readonly SidebarItem[], permalinks: ReadonlyMap<string, string>): string[] {
  return items.flatMap((item): string[] => {
    if (item.type === 'doc' || item.type === 'ref') return permalinks.has(item.id) ? [permalinks.get(item.id) as string] : [];
    if (item.type !== 'category') return [];
    const link = item.link?.type === 'doc' ? permalinks.get(item.link.id) : item.link?.type === 'generated-index' ? item.link.permalink : undefined;
    return [...(link ? [link] : []), ...routesIn(item.items, permalinks)];
  });
}

/**
 * Sections in reading order: top-level docs, each top-level category of the sidebar, the API, the blog, and the
 * API pages set apart (OPTIONAL_SECTION).
 */
export function readingOrder(versions: readonly LoadedVersion[], apiDocsDir: string, blogPermalinks: readonly string[]): Section[] {
  const version = versions.find((candidate) => candidate.isLast) ?? versions[0];
  const sections: Section[] = [];
  if (version) {
    const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
    const loose: string[] = [];
    for (const sidebar of Object.values(version.sidebars)) {
      for (const item of sidebar) {
        if (item.type !== 'category') {
          loose.push(...routesIn([item], permalinks));
          continue;
        }
        const isApi = item.link?.type === 'doc' && item.link.id.startsWith(`${apiDocsDir}/`);
        sections.push({ name: isApi ? 'API reference' : item.label, kind: isApi ? 'api' : 'docs', routes: routesIn([item], permalinks) });
      }
    }
    if (loose.length > 0) sections.unshift({ name: DOCS_SECTION, kind: 'docs', routes: loose });
    // Docs in no sidebar (a folder's index page, a package's landing page) join the section of their folder.
    const folder = (id: string) => id.split('/')[0] ?? '';
    const sectionOfFolder = new Map<string, Section>();
    const idOf = new Map(version.docs.map((doc) => [doc.permalink, doc.id]));
    for (const section of sections) {
      for (const route of section.routes) {
        const id = idOf.get(route);
        if (id?.includes('/') && !sectionOfFolder.has(folder(id))) sectionOfFolder.set(folder(id), section);
      }
    }
    const listed = new Set(sections.flatMap((section) => section.routes));
    for (const doc of version.docs) {
      if (listed.has(doc.permalink)) continue;
      const section = sectionOfFolder.get(folder(doc.id)) ?? sections.find((candidate) => candidate.name === DOCS_SECTION);
      if (section) section.routes.push(doc.permalink);
      else sections.unshift({ name: DOCS_SECTION, kind: 'docs', routes: [doc.permalink] });
    }
  }
  if (blogPermalinks.length > 0) sections.push({ name: 'Blog', kind: 'blog', routes: [...blogPermalinks] });
  const apart = sections.filter((section) => section.kind === 'api').flatMap((section) => section.routes.filter(isReexportedRoute));
  if (apart.length === 0) return sections;
  return [
    ...sections.map((section) => (section.kind === 'api' ? { ...section, routes: section.routes.filter((route) => !isReexportedRoute(route)) } : section)),
    { name: OPTIONAL_SECTION, kind: 'api', routes: apart },
  ];
}

export interface LlmsContext {
  readonly title: string;
  readonly summary: string;
  /** The site's address: its origin and base URL, ending in `/`. */
  readonly rootUrl: string;
  /** Title, description and twin URL of a route; undefined when it has no twin. */
  readonly page: (route: string) => ListedPage | undefined;
  readonly markdown: (route: string) => string | undefined;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function listing(sections: readonly Section[], context: LlmsContext): string {
  const parts = [
    `# ${context.title}`,
    `> ${oneLine(context.summary)}`,
    [
      `Every page below is Markdown (the HTML page is the same URL without \`.md\`).`,
      `All hand-written docs in one file: [llms-full.txt](${context.rootUrl}llms-full.txt).`,
      `The API reference in one file: [llms-api.txt](${context.rootUrl}llms-api.txt).`,
      ...(sections.some((section) => section.name === OPTIONAL_SECTION)
        ? [`The last section, ${OPTIONAL_SECTION}, lists the API pages of what Baeta re-exports from other projects and of packages' internals.`]
        : []),
    ].join(' '),
  ];
  for (const section of sections) {
    const entries = section.routes.flatMap((route) => {
      const page = context.page(route);
      if (!page) return [];
      return [`- [${page.title.replace(/[[\]]/g, '\\$&')}](${page.url})${page.description ? `: ${oneLine(page.description)}` : ''}`];
    });
    if (entries.length > 0) parts.push(`## ${section.name}\n\n${entries.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

function concatenated(sections: readonly Section[], context: LlmsContext, heading: string): string {
  const pages = sections.flatMap((section) =>
    section.routes.flatMap((route) => {
      const markdown = context.markdown(route);
      const page = context.page(route);
      return markdown && page ? [`<!-- source: ${page.url} -->\n\n${markdown.trim()}`] : [];
    }),
  );
  return `# ${heading}\n\n> ${oneLine(context.summary)}\n\n${pages.join('\n\n---\n\n')}\n`;
}

/** The three files, by name under the site root. */
export function llmsFiles(sections: readonly Section[], context: LlmsContext): Record<string, string> {
  const docs = sections.filter((section) => section.kind === 'docs');
  const api = sections.filter((section) => section.kind === 'api');
  return {
    'llms.txt': listing(sections, context),
    'llms-full.txt': concatenated(docs, context, `${context.title} documentation`),
    'llms-api.txt': concatenated(api, context, `${context.title} API reference`),
  };
}
