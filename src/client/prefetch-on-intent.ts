// Docusaurus prefetches the chunks of every internal link that scrolls into view. On a docs page that is dozens of
// links: 25–60 KB of downloads and, measured at 4x CPU slowdown, ~240 ms of main-thread work (each link is matched
// against the ~490 routes). Links still load their page's chunks on hover and touch, when the reader shows intent.

const noPrefetch = () => false as const;

// Runs on the first render too (a layout effect), before any intersection callback can fire. The object is frozen,
// so it is replaced by a copy; links look up window.docusaurus each time they call it.
export function onRouteDidUpdate(): void {
  const api = window.docusaurus as Window['docusaurus'] | undefined;
  if (api && api.prefetch !== noPrefetch) window.docusaurus = { ...api, prefetch: noPrefetch };
}
