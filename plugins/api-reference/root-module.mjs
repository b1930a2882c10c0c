// Where the page of a package's root entry point lives. TypeDoc names that module "index", so its page would be
// /docs/api/core/index, written as core/index.html beside the package page core.html. A static host that serves
// a folder's index.html for /docs/api/core (many do, before trying core.html) then shows the module page at the
// package's address, and the client replaces it (hydration errors); /docs/api/core/index.html is read as
// /docs/api/core. So the module page is /docs/api/core/root, and /docs/api/core/index redirects there: the
// redirect page is core/index/index.html (plugin-client-redirects writes <from>/index.html), which no host
// confuses with core.html, and the items keep their addresses under /docs/api/core/index/.
// No TypeDoc import here: docusaurus.config.ts reads this module too (./packages.mjs says why that matters).

/** The route segment of a root entry point's page, beside the package page. */
export const ROOT_MODULE_ROUTE = 'root';

/** The module TypeDoc makes of a package's root entry point (its index.d.ts). */
const ROOT_MODULE_NAME = 'index';

/** Whether TypeDoc's page path (relative to its output folder) is a root entry point's module page. */
export function isRootModulePage(pagePath) {
  return new RegExp(`^[^/]+/${ROOT_MODULE_NAME}/index\\.md$`).test(pagePath.replaceAll('\\', '/'));
}

/** The doc slug of that page, relative to its folder (<package>/index/): /…/<package>/root. */
export const ROOT_MODULE_SLUG = `../${ROOT_MODULE_ROUTE}`;

/**
 * For plugin-client-redirects' `createRedirects`: the old address of each root entry point's page, under
 * `apiRoute` (the reference's route, such as /docs/api).
 */
export function rootModuleRedirects(apiRoute) {
  const page = new RegExp(`^${apiRoute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([^/]+)/${ROOT_MODULE_ROUTE}$`);
  return (existingPath) => {
    const match = page.exec(existingPath);
    return match ? [`${apiRoute}/${match[1]}/${ROOT_MODULE_NAME}`] : undefined;
  };
}
