/**
 * A query as the search client reads it. Queries come from the modal, the /search address and pasted text,
 * so nothing here may take more than linear time in the query's length, and the length itself is capped.
 */

/** The longest query that runs, as DocSearch's own input allows (`maxLength` 64 on the modal's field). */
export const MAX_QUERY_LENGTH = 64;

const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/** The query cut to MAX_QUERY_LENGTH characters, without leaving half of a surrogate pair at the end. */
export function boundQuery(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const cut = query.slice(0, MAX_QUERY_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The character (one or two UTF-16 units) that ends at `end`. */
function charBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  const high = text.charCodeAt(end - 2);
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(pair ? end - 2 : end - 1, end);
}

/**
 * The word without the punctuation around it, scanned from each end: a regular expression such as
 * /^[^\p{L}]+|[^\p{L}]+$/ retries its second branch at every position and takes quadratic time on long runs.
 */
function trimPunctuation(word: string): string {
  let start = 0;
  while (start < word.length) {
    const char = String.fromCodePoint(word.codePointAt(start) ?? 0);
    if (WORD_CHAR.test(char)) break;
    start += char.length;
  }
  let end = word.length;
  while (end > start) {
    const char = charBefore(word, end);
    if (WORD_CHAR.test(char)) break;
    end -= char.length;
  }
  return word.slice(start, end);
}

/** Words of a query as Pagefind matches them: lower case, without surrounding punctuation. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map(trimPunctuation)
    .filter((word) => word.length > 0);
}

/**
 * The form Pagefind looks a query word up by: its letters and digits run together, so `Node.js` is `nodejs`
 * and `max_depth` is `maxdepth` (plugins/search-index/vocabulary.ts lists such compounds the same way).
 */
export function lookupForm(term: string): string {
  return term.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
