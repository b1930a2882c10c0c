import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
type Category = Extract<SidebarItem, { type: 'category' }>;

// The sidebar follows the URLs: a page sits in the category of its folder (docs/plugins/pagination.mdx, at
// /docs/plugins/pagination, is a generator plugin), and the guides link the plugin pages where a reader needs them.
// A folder's category takes its label, link and state from the folder's _category_.json, so they have one home.

/** The category of a docs folder, with the items given here and the rest from `docs/<dir>/_category_.json`. */
function folderCategory(dir: string, items: SidebarItem[]): Category {
  const file = join(__dirname, '..', 'docs', dir, '_category_.json');
  let data: Pick<Category, 'label' | 'link' | 'collapsed'>;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`config/docs-sidebar.ts: cannot read ${file} (${(error as Error).message}); every docs folder needs a _category_.json with its label.`);
  }
  if (typeof data.label !== 'string' || data.label.trim() === '') {
    throw new Error(`config/docs-sidebar.ts: ${file} has no "label"; add the name the sidebar shows for docs/${dir}.`);
  }
  return { type: 'category', label: data.label, collapsed: data.collapsed ?? true, ...(data.link && { link: data.link }), items };
}

/**
 * A group of pages inside a category; its description is the text of its card on the category's index page and
 * of its own landing page, which lists the group's pages (every sidebar category has one).
 */
function group(parent: string, label: string, description: string, items: string[]): Category {
  const slug = `/category/${parent}/${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return { type: 'category', label, description, collapsed: true, link: { type: 'generated-index', slug, description }, items };
}

/** The hand-written part of the docs sidebar, in reading order. Every page of docs/ outside docs/api is listed once. */
export function handWrittenSidebar(): SidebarItem[] {
  return [
    'intro',
    folderCategory('getting-started', [
      'getting-started/quick-start',
      'getting-started/installation',
      'getting-started/first-module',
      'getting-started/configuration',
      'getting-started/extend-modules',
      'getting-started/wrapping-up',
    ]),
    folderCategory('migration', ['migration/from-apollo-server', 'migration/from-graphql-modules', 'migration/compared-with']),
    folderCategory('guides', [
      group('guides', 'Schema and resolvers', 'Resolvers and their types, scalars, interfaces and unions, and directives.', [
        'guides/resolvers',
        'guides/parent-types',
        'guides/scalars',
        'guides/interfaces-unions',
        'guides/directives',
        'guides/input-directives',
      ]),
      group('guides', 'The server', 'The application, context, data loading, middlewares, errors and environment variables.', [
        'guides/application',
        'guides/context',
        'guides/context-store',
        'guides/data-loading',
        'guides/middlewares',
        'guides/errors',
        'guides/environment',
      ]),
      group('guides', 'Real time', 'Subscriptions and a typed PubSub to publish their events.', ['guides/subscriptions', 'guides/typed-pubsub']),
      group('guides', 'Testing and operations', 'Testing a Baeta server, building it and deploying it.', ['guides/testing', 'guides/deployment']),
    ]),
    folderCategory('integrations', [
      'integrations/node-http',
      'integrations/express',
      'integrations/fastify',
      'integrations/hono',
      'integrations/nextjs',
      'integrations/aws-lambda',
      'integrations/bun',
      'integrations/deno',
      'integrations/cloudflare-workers',
    ]),
    folderCategory('recipes', [
      'recipes/authentication',
      'recipes/file-uploads',
      'recipes/observability',
      'recipes/cors',
      'recipes/persisted-operations',
    ]),
    folderCategory('extensions', [
      'extensions/authorization',
      'extensions/caching',
      'extensions/complexity',
      'extensions/writing-extensions',
    ]),
    folderCategory('plugins', [
      'plugins/autoloading',
      'plugins/pagination',
      'plugins/builtin-directives',
      'plugins/prisma',
      'plugins/exec',
      'plugins/gitignore',
      'plugins/cloudflare',
      'plugins/writing-plugins',
    ]),
    'examples',
    folderCategory('reference', ['reference/cli', 'reference/configuration', 'glossary']),
    'troubleshooting',
    'known-issues',
    'faq',
    'stability',
    'credits',
  ];
}
