// A static host also serves a page at other addresses: /docs/intro.html, /docs/intro/index.html, /docs/intro/ and
// even /docs/intro.html/. The prerendered page is the same, but the router reads such an address as another route
// (it drops ".html" and "/index.html", not a trailing slash) and hydration renders another page or layout (React's
// error #418, then "Page Not Found"). So before the app starts, the address becomes the route the document was
// prerendered for, which its canonical link names; query and hash stay. When the document is not that page (the
// host's 404 page, say for /docs/api/core/index.html), the cleaned address is loaded instead; meanwhile the address
// is the document's own, so the app that starts in the meantime renders what was prerendered.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { addressFix } from './html-path';

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const fix = addressFix(pathname, canonical === undefined ? undefined : new URL(canonical).pathname);
  if (fix?.replace !== undefined) window.history.replaceState(window.history.state, '', `${fix.replace}${search}${hash}`);
  if (fix?.load !== undefined) window.location.replace(`${fix.load}${search}${hash}`);
}
