// The address arithmetic of ./clean-html-path.ts, apart so that it runs outside a browser too.

/** The route an address names: without trailing slashes, then without "/index.html" or ".html"; "" is "/". */
export function cleanHtmlPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '').replace(/(?:\/index)?\.html$/, '');
  return clean === '' ? '/' : clean;
}

/** Whether a host may serve the page of `route` at `pathname`: as <route>, <route>.html or <route>/index.html, with or without a slash after. */
function isAddressOf(pathname: string, route: string): boolean {
  const bare = route.replace(/\/+$/, '');
  const address = pathname.replace(/\/+$/, '');
  return address === bare || address === `${bare}.html` || address === `${bare}/index.html`;
}

export interface AddressFix {
  /** The path to show in the address bar now, without a reload. */
  readonly replace?: string;
  /** The path to load. */
  readonly load?: string;
}

/**
 * What to do with the address `pathname` of a document prerendered for `canonicalPath` (undefined if it names
 * none): nothing (undefined), put the document's own route in the address bar, or load the route the address names.
 */
export function addressFix(pathname: string, canonicalPath: string | undefined): AddressFix | undefined {
  if (canonicalPath === pathname) return undefined;
  if (canonicalPath !== undefined && isAddressOf(pathname, canonicalPath)) return { replace: canonicalPath };
  const route = cleanHtmlPath(pathname);
  if (route === pathname) return undefined;
  return canonicalPath === undefined ? { load: route } : { replace: canonicalPath, load: route };
}
