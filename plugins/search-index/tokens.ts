/**
 * Terms whose punctuation is their meaning: `$use` and `@auth` (a Baeta method, a directive), `.gql` (a file
 * type), `N+1`. Pagefind indexes a word by its letters and digits only (`use`, `auth`, `gql`, `n1`), so `$use`
 * would find every page that says "use". Instead each page lists the tokens it holds in a filter (records.ts),
 * and the client searches a token's bare word among the pages that hold the token (src/search/pagefind-client.ts).
 * Kept free of Node imports: the client reads a query's tokens with the same grammar.
 */

/** `$name` or `@name`: not inside a word, an address or a package scope (`@baeta/core` stays a compound word). */
const SIGIL = /(?<![\p{L}\p{N}_$@.])[$@][\p{L}_][\p{L}\p{N}_]*(?![\p{L}\p{N}_/])/gu;
/** Letters or digits joined by a plus: `N+1`. */
const PLUS = /(?<![\p{L}\p{N}_+])[\p{L}\p{N}]+(?:\+[\p{L}\p{N}]+)+(?![\p{L}\p{N}_+])/gu;
/** A file type written alone (`.gql`, `*.gql`), not a property access (`ctx.user`). */
const LONE_EXTENSION = /(?<=^|[\s`'"(*/])\.([a-z][a-z0-9]{0,9})(?![\p{L}\p{N}_])/gu;
/** A file name in lower case ending with a file type: `book.gql`, `add-review.gql`. */
const FILE_EXTENSION = /(?<![\p{L}\p{N}_.-])[a-z0-9_-]+\.([a-z][a-z0-9]{0,9})(?![\p{L}\p{N}_.])/gu;

const WHOLE_SIGIL = /^[$@][\p{L}_][\p{L}\p{N}_]*$/u;
const WHOLE_PLUS = /^[\p{L}\p{N}]+(?:\+[\p{L}\p{N}]+)+$/u;
const WHOLE_EXTENSION = /^\.[a-z][a-z0-9]{0,9}$/u;

/** The file types the text writes alone somewhere (`.gql` in "a `.gql` file"), with their dot. */
export function fileExtensions(texts: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const text of texts) for (const [, extension] of text.matchAll(LONE_EXTENSION)) found.add(`.${extension}`);
  return found;
}

/**
 * The tokens of a text, in lower case: every `$name`, `@name` and `N+1`, and every `.ext` of `extensions`,
 * written alone or ending a file name.
 */
export function tokensIn(text: string, extensions: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const [token] of text.matchAll(SIGIL)) found.add(token.toLowerCase());
  for (const [token] of text.matchAll(PLUS)) found.add(token.toLowerCase());
  for (const pattern of [LONE_EXTENSION, FILE_EXTENSION]) {
    for (const [, extension] of text.matchAll(pattern)) {
      if (extensions.has(`.${extension}`)) found.add(`.${extension}`);
    }
  }
  return found;
}

/** The token a query term is (lower case), or null for an ordinary word. */
export function tokenOf(term: string): string | null {
  const lower = term.toLowerCase();
  return WHOLE_SIGIL.test(lower) || WHOLE_PLUS.test(lower) || WHOLE_EXTENSION.test(lower) ? lower : null;
}
