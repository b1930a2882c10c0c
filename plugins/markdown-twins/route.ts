// Apart from index.ts so that the page menu (src/components/PageMenu) names twins the same way without
// pulling the plugin's Node code into the browser bundle.

/** The twin's route: the page's route with `.md`; the home page (and any route ending in `/`) gets `index.md`. */
export function twinRoute(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/**
 * The route of a page from its permalink. An index doc's permalink ends in `/` (docs/extensions/index.mdx is
 * `/docs/extensions/`) while the site, built without trailing slashes, serves it at `/docs/extensions`.
 */
export function permalinkRoute(permalink: string): string {
  return permalink.length > 1 && permalink.endsWith('/') ? permalink.slice(0, -1) : permalink;
}
