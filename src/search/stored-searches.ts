/**
 * DocSearch keeps the pages a reader opened ("Recent") and starred ("Favorites") in localStorage and reads them
 * when its modal mounts: JSON.parse with no guard, then fields rendered as HTML. Storage is the reader's and
 * other scripts', so before each mount the lists are read here first: entries of the expected shape are kept
 * with their text made safe HTML, anything else is dropped, and storage is rewritten when that changed anything.
 */
import { markedText } from './pagefind-hits';

/** DocSearch's storage keys (stored-searches.ts in @docsearch/react), one pair per index name. */
export function storedSearchKeys(indexName: string): readonly string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

// DocSearch keeps at most 10 favorites and 7 recent pages; longer text than this is no hit of this site.
const MAX_ENTRIES = 10;
const MAX_TEXT = 2000;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const TYPES: readonly string[] = [...LEVELS, 'content'];

type Level = (typeof LEVELS)[number];

export interface StoredHit {
  readonly objectID: string;
  readonly url: string;
  readonly url_without_anchor?: string;
  readonly anchor?: string | null;
  readonly type: string;
  readonly hierarchy: Readonly<Record<Level, string | null>>;
  readonly content: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** A link target a hit may have: a path on this site or a web address, nothing that runs script. */
function isSafeUrl(url: unknown): url is string {
  if (!isText(url)) return false;
  try {
    return /^https?:$/.test(new URL(url, 'https://site.invalid/').protocol);
  } catch {
    return false;
  }
}

/** One stored entry as a hit DocSearch can render safely, or null when it is not one. */
export function cleanStoredHit(entry: unknown): StoredHit | null {
  if (!isRecord(entry) || !isText(entry['objectID']) || !isSafeUrl(entry['url'])) return null;
  const { type, hierarchy, content } = entry;
  if (typeof type !== 'string' || !TYPES.includes(type) || !isRecord(hierarchy)) return null;
  const levels = {} as Record<Level, string | null>;
  for (const level of LEVELS) {
    const value = hierarchy[level] ?? null;
    if (value !== null && !isText(value)) return null;
    levels[level] = value === null ? null : markedText(value);
  }
  // DocSearch draws a page row from its lvl1 and a section row from the level named by its type.
  if (levels.lvl0 === null || levels.lvl1 === null || (type !== 'content' && levels[type as Level] === null)) return null;
  if (content !== undefined && content !== null && !isText(content)) return null;
  const withoutAnchor = entry['url_without_anchor'];
  const anchor = entry['anchor'];
  return {
    objectID: entry['objectID'],
    url: entry['url'],
    ...(isSafeUrl(withoutAnchor) && { url_without_anchor: withoutAnchor }),
    ...((anchor === null || isText(anchor)) && { anchor }),
    type,
    hierarchy: levels,
    content: typeof content === 'string' ? markedText(content) : null,
  };
}

/**
 * What a stored list should be: the value to write back (null: remove the key), or undefined when it is
 * fine as it is.
 */
export function cleanStoredList(raw: string | null): string | null | undefined {
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const hits = parsed.slice(0, MAX_ENTRIES).map(cleanStoredHit).filter((hit): hit is StoredHit => hit !== null);
  const clean = JSON.stringify(hits);
  return clean === raw ? undefined : clean;
}

/** Makes DocSearch's stored lists for this index safe to read; storage that cannot be used is left alone. */
export function repairStoredSearches(indexName: string): void {
  for (const key of storedSearchKeys(indexName)) {
    try {
      const fixed = cleanStoredList(window.localStorage.getItem(key));
      if (fixed === null) window.localStorage.removeItem(key);
      else if (fixed !== undefined) window.localStorage.setItem(key, fixed);
    } catch {
      // Storage is blocked or full: DocSearch then keeps no history (its own check), and there is nothing to fix.
    }
  }
}
