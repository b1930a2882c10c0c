import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import docsPlugin, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { LoadedContent, Options, PluginOptions } from '@docusaurus/plugin-content-docs';

// Wraps the docs plugin (same name, same options) to shrink the version data every docs page downloads.
// That data maps each of the version's ~470 docs to its title and description, for one reader only:
// DocCard, in category card lists. No card list shows a generated API page (the API category and its
// packages link to pages), so their entries are dropped: about 20 KB gzip less on every docs page. Were a
// card list ever to show one, useDocById throws during the build ("no version doc found by id"), naming it.

type VersionDocs = Record<string, { readonly id: string }>;

/** Returns the route with the docs under `dropDir` removed from any `props.version.docs`, at any depth. */
export function withoutDocsUnder(route: RouteConfig, dropDir: string): RouteConfig {
  const version = route.props?.version as { docs?: VersionDocs } | undefined;
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

/** The docs plugin's options plus the folder (under the docs path) whose pages no card list shows. */
export type LeanDocsOptions = Options & { readonly cardlessDocsDir: string };
type ValidatedOptions = PluginOptions & { readonly cardlessDocsDir: string };

export default async function leanDocsPlugin(
  context: LoadContext,
  { cardlessDocsDir, ...options }: ValidatedOptions,
): Promise<Plugin<LoadedContent>> {
  const plugin = await docsPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocsUnder(route, cardlessDocsDir));
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
    },
  };
}

export function validateLeanOptions(args: Parameters<typeof validateOptions>[0] & { options: LeanDocsOptions }): ValidatedOptions {
  const { cardlessDocsDir, ...options } = args.options;
  if (typeof cardlessDocsDir !== 'string' || !cardlessDocsDir) {
    throw new Error('plugins/docs-lean: the "cardlessDocsDir" option is required: the docs folder (e.g. "api") whose pages no card list shows.');
  }
  return { ...validateOptions({ ...args, options }), cardlessDocsDir };
}
export { validateLeanOptions as validateOptions };
