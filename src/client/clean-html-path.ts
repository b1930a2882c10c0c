// A static host also serves /docs/intro as /docs/intro.html (and /docs/intro/index.html). The prerendered page is
// the same; but the router, reading the .html path while hydrating, renders the docs layout differently from the
// server (React's hydration error #418), so the address is cleaned before the app starts. Query and hash stay.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function cleanHtmlPath(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length).replace(/(.)\/$/, '$1');
  return pathname.endsWith('.html') ? pathname.slice(0, -'.html'.length) : pathname;
}

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const clean = cleanHtmlPath(pathname);
  if (clean !== pathname) window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
}
