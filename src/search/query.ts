/**
 * A query as the search client reads it. Queries come from the modal, the /search address and pasted text,
 * so nothing here may take more than linear time in the query's length, and the length itself is capped.
 */
import { tokenOf } from '../../plugins/search-index/tokens';

/** The longest query that runs, as DocSearch's own input allows (`maxLength` 64 on the modal's field). */
export const MAX_QUERY_LENGTH = 64;

const WORD_CHAR = /^[\p{L}\p{N}]$/u;
/** Characters that start a token (`$use`, `@auth`, `.gql`) when a letter follows them. */
const SIGIL_CHAR = /^[$@.]$/;
const TOKEN_START = /^[\p{L}_]$/u;
/** Format characters: zero-width spaces and joiners, bidi controls, soft hyphens. Invisible, never part of a word. */
const FORMAT = /\p{Cf}/gu;

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
 * A sigil that starts a token stays: `"$use"` is `$use`, `*.gql` is `.gql`.
 */
function trimPunctuation(word: string): string {
  let start = 0;
  while (start < word.length) {
    const char = String.fromCodePoint(word.codePointAt(start) ?? 0);
    if (WORD_CHAR.test(char)) break;
    if (SIGIL_CHAR.test(char) && TOKEN_START.test(String.fromCodePoint(word.codePointAt(start + 1) ?? 0))) break;
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

/**
 * The query a reader meant: compatibility characters read as the plain ones (NFKC: full-width letters are
 * ASCII ones), without invisible format characters, each word without the quotes, brackets and marks
 * around it (`"subscriptions"`, `<subscriptions>`, `+subscriptions`), tokens kept (`$use`, `N+1`, `.gql`).
 */
export function normalizeQuery(typed: string): string {
  const text = boundQuery(boundQuery(typed).normalize('NFKC').replace(FORMAT, ''));
  return text
    .split(/\s+/)
    .map(trimPunctuation)
    .filter((word) => word.length > 0)
    .join(' ');
}

/** Words of a query as Pagefind matches them: lower case, without surrounding punctuation. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map(trimPunctuation)
    .filter((word) => word.length > 0);
}

/** One word of a query: as written, as Pagefind looks it up, and the token it is (lower case), if one. */
export interface QueryTerm {
  readonly text: string;
  readonly form: string;
  readonly token: string | null;
}

/** The query's words, each with its lookup form and token; words with no letter or digit are left out. */
export function parseQuery(query: string): QueryTerm[] {
  return query
    .split(/\s+/)
    .map(trimPunctuation)
    .map((text) => ({ text, form: lookupForm(text), token: tokenOf(text) }))
    .filter((term) => term.form.length > 0);
}

/**
 * The form Pagefind looks a query word up by: its letters and digits run together, so `Node.js` is `nodejs`
 * and `max_depth` is `maxdepth` (plugins/search-index/vocabulary.ts lists such compounds the same way).
 */
export function lookupForm(term: string): string {
  return term.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
