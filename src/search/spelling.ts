/**
 * Spelling correction for the local index. Pagefind finds words by prefix, so a misspelled word finds
 * nothing or pages that merely share a stem; when a query has a word the index lacks, the client runs the
 * closest words of the index's vocabulary (written at build time by plugins/search-index/vocabulary.ts).
 */
import type { Vocabulary } from '../../plugins/search-index/vocabulary';
import { MAX_WORD_LENGTH, VOCABULARY_FILE } from '../../plugins/search-index/schema';
import { ANSWER_TIMEOUT_MS } from './pagefind-runtime';
import type { QueryTerm } from './query';

/** Edit distance with adjacent transpositions (optimal string alignment); gives up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

// Work per query is bounded whatever its length: at most this many words are corrected, and a word is only
// compared with the vocabulary's words of about its length (MAX_QUERY_LENGTH caps the rest upstream).
const MAX_CORRECTED_WORDS = 8;

interface Entry {
  readonly lower: string;
  readonly word: string;
  readonly pages: number;
}

/** A vocabulary arranged for lookups: sorted for prefix searches, grouped by length for corrections. */
interface PreparedVocabulary {
  readonly sorted: readonly Entry[];
  readonly byLength: ReadonlyMap<number, readonly Entry[]>;
}

const prepared = new WeakMap<Vocabulary, PreparedVocabulary>();

function prepare(vocabulary: Vocabulary): PreparedVocabulary {
  let ready = prepared.get(vocabulary);
  if (!ready) {
    const byLength = new Map<number, Entry[]>();
    const entries: Entry[] = [];
    for (const entry of vocabulary) {
      // The file is fetched: an entry of another shape is skipped rather than trusted.
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number') continue;
      const [word, pages] = entry as readonly [string, number];
      const lower = word.toLowerCase();
      const prepared = { lower, word, pages };
      entries.push(prepared);
      const bucket = byLength.get(lower.length) ?? [];
      bucket.push(prepared);
      byLength.set(lower.length, bucket);
    }
    ready = { sorted: entries.sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0)), byLength };
    prepared.set(vocabulary, ready);
  }
  return ready;
}

/** The first entry at or after `term` in sorted order, by binary search. */
function firstFrom(term: string, sorted: readonly Entry[]): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.lower ?? '') < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether some indexed word starts with `term` (lower case). */
function isIndexedPrefix(term: string, { sorted }: PreparedVocabulary): boolean {
  return sorted[firstFrom(term, sorted)]?.lower.startsWith(term) ?? false;
}

// A query word that is no word of the index but starts only words on a page or two, and is one letter away
// from a word on twenty times as many pages (at least twenty), is a slip: "plugin" typed without its "i" is no
// word, but starts the index's "Plug'n'Play" (one page), and is one letter from "plugin" (about 150). A word the index has whole is taken as meant, however
// rare: "jest" is not "rest", "oauth" not "auth". Four letters are too few to tell: "lint" (of "linted") is one
// letter from "list" too.
const RARE_PAGES = 2;
const RARE_MIN_LENGTH = 5;
const COMMON_FACTOR = 20;
// Past this many indexed words with the prefix, the prefix is common anyway; the scan stops.
const PREFIX_SCAN = 64;

/**
 * The most pages any indexed word starting with `term` is on: 0 for none, Infinity when `term` is itself a word
 * of the index or starts more than PREFIX_SCAN words.
 */
function prefixPages(term: string, { sorted }: PreparedVocabulary): number {
  const first = firstFrom(term, sorted);
  if (sorted[first]?.lower === term) return Infinity;
  let most = 0;
  for (let index = first; index < first + PREFIX_SCAN; index += 1) {
    const entry = sorted[index];
    if (!entry?.lower.startsWith(term)) return most;
    most = Math.max(most, entry.pages);
  }
  return Infinity;
}

/**
 * The closest word of the vocabulary to a word it lacks (by edit distance, then by how many pages use it), or
 * to a rare word next to a common one (see RARE_PAGES); or null: the word is known or a prefix of a known one,
 * shorter than four letters, or nothing is close.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const term = word.toLowerCase();
  if (term.length < 4 || term.length > MAX_WORD_LENGTH + 2 || !/^\p{L}+$/u.test(term)) return null;
  const ready = prepare(vocabulary);
  const found = prefixPages(term, ready);
  // An indexed word, or a prefix of one, already finds it, unless it starts only rare words.
  if (found > RARE_PAGES || (found > 0 && term.length < RARE_MIN_LENGTH)) return null;
  const max = found > 0 || term.length <= 5 ? 1 : 2;
  const least = found > 0 ? found * COMMON_FACTOR : 0;
  let best: { word: string; distance: number; pages: number } | null = null;
  for (let length = term.length - max; length <= term.length + max; length += 1) {
    for (const { lower, word: known, pages } of ready.byLength.get(length) ?? []) {
      if (pages < least) continue;
      const distance = editDistance(term, lower, max);
      if (distance > max || distance === 0) continue;
      if (!best || distance < best.distance || (distance === best.distance && pages > best.pages)) best = { word: known, distance, pages };
    }
  }
  return best?.word ?? null;
}

/** The query with each misspelled word replaced by its closest indexed word, or null when nothing changes. */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  let changed = false;
  let seen = 0;
  const corrected = query.replace(/\p{L}+/gu, (word) => {
    seen += 1;
    if (seen > MAX_CORRECTED_WORDS) return word;
    const replacement = correctWord(word, vocabulary);
    if (replacement === null) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected : null;
}

/** The terms, a token the index lacks read as its bare word: `@resolvers` is `resolvers`, `$use` stays. */
export function indexedTokens(terms: readonly QueryTerm[], vocabulary: Vocabulary): QueryTerm[] {
  const { sorted } = prepare(vocabulary);
  return terms.map((term) => (term.token === null || sorted[firstFrom(term.token, sorted)]?.lower === term.token ? term : { ...term, token: null }));
}

/**
 * The words of a query that the index has (`known`: a token it holds, or a word some indexed word starts
 * with), and those it lacks (`unknown`). Pagefind answers an unknown word with its longest indexed prefix,
 * down to one letter (`zzqxwv` finds a `-z` flag), so a query with one has no real match. Words the vocabulary
 * cannot judge (under three characters, or starting with a digit) are in neither list and left to Pagefind.
 */
export function judgeTerms(terms: readonly QueryTerm[], vocabulary: Vocabulary): { known: QueryTerm[]; unknown: QueryTerm[] } {
  const ready = prepare(vocabulary);
  const known: QueryTerm[] = [];
  const unknown: QueryTerm[] = [];
  for (const term of terms) {
    if (term.token !== null) {
      (ready.sorted[firstFrom(term.token, ready.sorted)]?.lower === term.token ? known : unknown).push(term);
      continue;
    }
    if (term.form.length < 3 || /^\p{N}/u.test(term.form)) continue;
    // The vocabulary keeps a longer word as its first MAX_WORD_LENGTH characters.
    (isIndexedPrefix(term.form.slice(0, MAX_WORD_LENGTH), ready) ? known : unknown).push(term);
  }
  return { known, unknown };
}

const vocabularies = new Map<string, Promise<Vocabulary>>();

/**
 * The index's vocabulary, fetched once; a failed fetch, or one that does not answer within ANSWER_TIMEOUT_MS, is
 * forgotten, so the next query tries again (and runs as typed meanwhile).
 */
export function loadVocabulary(indexUrl: string): Promise<Vocabulary> {
  let vocabulary = vocabularies.get(indexUrl);
  if (!vocabulary) {
    const url = `${indexUrl}${VOCABULARY_FILE}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`${url} did not answer within ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
    vocabulary = fetch(url, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((words) => {
        if (!Array.isArray(words)) throw new Error(`${url}: not a list of words`);
        return words as Vocabulary;
      })
      .catch((error: unknown) => {
        vocabularies.delete(indexUrl);
        throw error;
      })
      .finally(() => clearTimeout(timer));
    vocabularies.set(indexUrl, vocabulary);
  }
  return vocabulary;
}
