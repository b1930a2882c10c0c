// The JSON tables of code blocks (plugins/code-blocks/remark.ts): a page's highlighted markup, and its hover
// popups. The server bundle registers every page's markup table before rendering; the browser bundle does not
// (plugins/code-blocks gives it an empty module instead), and fetches a table only when it needs one.
const loaded = new Map<string, readonly string[]>();
const loading = new Map<string, Promise<readonly string[]>>();

/** Called by the module each page imports (written by the remark plugin) to make its markup table known. */
export function registerMarkup(url: string, table: readonly string[]): void {
  loaded.set(url, table);
}

/** A table already at hand: registered, or fetched earlier. */
export const tableAt = (url: string): readonly string[] | undefined => loaded.get(url);

// Markup of single blocks taken from the prerendered page after hydration, by `<table url>#<index>`: a block
// that mounts again (the theme's Tabs remount after hydration) renders it at once instead of fetching the table.
const blocks = new Map<string, string>();

export const rememberBlock = (ref: string, html: string): void => {
  blocks.set(ref, html);
};

export const blockAt = (ref: string): string | undefined => blocks.get(ref);

/**
 * Fetches a table once however many blocks ask for it. Tables are named relative to the site's base URL, so
 * the compiled pages (which the bundler caches) are the same whatever base a build is served under.
 */
export function loadTable(url: string, baseUrl: string): Promise<readonly string[]> {
  const known = loaded.get(url);
  if (known) return Promise.resolve(known);
  let table = loading.get(url);
  if (!table) {
    table = fetch(`${baseUrl}${url}`).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const entries = (await response.json()) as string[];
      loaded.set(url, entries);
      return entries;
    });
    // A failed fetch (offline) is tried again next time rather than remembered.
    table.catch(() => loading.delete(url));
    loading.set(url, table);
  }
  return table;
}
