/**
 * The index's vocabulary: every word of the indexed text and of the pages' keywords, and every token
 * (tokens.ts), with the number of pages it appears on, written beside the Pagefind index. Pagefind matches
 * prefixes but not misspellings; the search client loads this list to tell a word the index has from one it
 * lacks, and runs the closest indexed words instead of misspelled ones (src/search/spelling.ts).
 */
import { MAX_WORD_LENGTH } from './schema';

/** `[word, pages]` pairs, most widespread first. */
export type Vocabulary = readonly (readonly [string, number])[];

/** What one page gives the vocabulary: the text Pagefind indexes (keywords included), and its tokens. */
export interface PageWords {
  readonly text: string;
  readonly tokens: Iterable<string>;
}

const WORD = new RegExp(`\\p{L}[\\p{L}\\p{N}]{2,${MAX_WORD_LENGTH - 1}}`, 'gu');
// A word with punctuation inside (Node.js, max_depth, @baeta/core), which Pagefind also indexes run together.
const COMPOUND = /[\p{L}\p{N}]+(?:[^\s\p{L}\p{N}]+[\p{L}\p{N}]+)+/gu;

/**
 * Words of three letters or more, as written (repeats kept); camelCase names also split, and words with
 * punctuation inside also run together, as Pagefind indexes them.
 */
export function wordsOf(text: string): string[] {
  const split = text.replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2');
  const joined = [...text.matchAll(COMPOUND)]
    .map(([compound]) => compound.replace(/[^\p{L}\p{N}]+/gu, '').slice(0, MAX_WORD_LENGTH))
    .filter((word) => word.length >= 3 && /^\p{L}/u.test(word));
  return [...[text, split].flatMap((source) => [...source.matchAll(WORD)].map(([word]) => word)), ...joined];
}

/**
 * Each word (compared without case) and token with the number of pages it is on, a word spelled the way the
 * pages spell it most (so a correction reads "createApplication", not "createapplication").
 */
export function buildVocabulary(pages: readonly PageWords[]): Vocabulary {
  const counts = new Map<string, number>();
  const spellings = new Map<string, Map<string, number>>();
  for (const { text, tokens } of pages) {
    const seen = new Set<string>();
    for (const word of [...wordsOf(text), ...tokens]) {
      const key = word.toLowerCase();
      const forms = spellings.get(key) ?? new Map<string, number>();
      spellings.set(key, forms.set(word, (forms.get(word) ?? 0) + 1));
      if (!seen.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
      seen.add(key);
    }
  }
  const spelling = (key: string) => [...(spellings.get(key) ?? [])].sort(([, a], [, b]) => b - a)[0]?.[0] ?? key;
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([key, count]) => [spelling(key), count] as const);
}
