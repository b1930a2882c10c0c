/**
 * Spelling correction for the local index. Pagefind finds words by prefix, so a misspelled word finds
 * nothing or pages that merely share a stem; when a query has a word the index lacks, the client runs the
 * closest words of the index's vocabulary (written at build time by plugins/search-index/vocabulary.ts).
 */
import type { Vocabulary } from '../../plugins/search-index/vocabulary';
import { MAX_WORD_LENGTH, VOCABULARY_FILE } from '../../plugins/search-index/schema';
import { lookupForm, queryTerms } from './query';

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
  readonly sorted: readonly string[];
  readonly byLength: ReadonlyMap<number, readonly Entry[]>;
}

const prepared = new WeakMap<Vocabulary, PreparedVocabulary>();

function prepare(vocabulary: Vocabulary): PreparedVocabulary {
  let ready = prepared.get(vocabulary);
  if (!ready) {
    const byLength = new Map<number, Entry[]>();
    const lowers: string[] = [];
    for (const entry of vocabulary) {
      // The file is fetched: an entry of another shape is skipped rather than trusted.
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'number') continue;
      const [word, pages] = entry as readonly [string, number];
      const lower = word.toLowerCase();
      lowers.push(lower);
      const bucket = byLength.get(lower.length) ?? [];
      bucket.push({ lower, word, pages });
      byLength.set(lower.length, bucket);
    }
    ready = { sorted: lowers.sort(), byLength };
    prepared.set(vocabulary, ready);
  }
  return ready;
}

/** Whether some indexed word starts with `term` (lower case), by binary search. */
function isIndexedPrefix(term: string, { sorted }: PreparedVocabulary): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < term) low = middle + 1;
    else high = middle;
  }
  return sorted[low]?.startsWith(term) ?? false;
}

/**
 * The closest word of the vocabulary to a word it lacks (by edit distance, then by how many pages use it),
 * or null: the word is known or a prefix of a known one, shorter than four letters, or nothing is close.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const term = word.toLowerCase();
  if (term.length < 4 || term.length > MAX_WORD_LENGTH + 2 || !/^\p{L}+$/u.test(term)) return null;
  const ready = prepare(vocabulary);
  // A prefix of an indexed word already finds it.
  if (isIndexedPrefix(term, ready)) return null;
  const max = term.length <= 5 ? 1 : 2;
  let best: { word: string; distance: number; pages: number } | null = null;
  for (let length = term.length - max; length <= term.length + max; length += 1) {
    for (const { lower, word: known, pages } of ready.byLength.get(length) ?? []) {
      const distance = editDistance(term, lower, max);
      if (distance > max) continue;
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

/**
 * The words of a query that some indexed word starts with (`known`), and those that none does (`unknown`).
 * Pagefind answers an unknown word with its longest indexed prefix, down to one letter (`zzqxwv` finds a
 * `-z` flag), so a query with one has no real match. Words the vocabulary cannot judge (under three
 * characters, or starting with a digit) are in neither list and left to Pagefind.
 */
export function judgeTerms(query: string, vocabulary: Vocabulary): { known: string[]; unknown: string[] } {
  const ready = prepare(vocabulary);
  const known: string[] = [];
  const unknown: string[] = [];
  for (const term of queryTerms(query)) {
    const form = lookupForm(term);
    if (form.length < 3 || /^\p{N}/u.test(form)) continue;
    // The vocabulary keeps a longer word as its first MAX_WORD_LENGTH characters.
    (isIndexedPrefix(form.slice(0, MAX_WORD_LENGTH), ready) ? known : unknown).push(term);
  }
  return { known, unknown };
}

const vocabularies = new Map<string, Promise<Vocabulary>>();

/** The index's vocabulary, fetched once; a failed fetch is forgotten, so the next query tries again. */
export function loadVocabulary(indexUrl: string): Promise<Vocabulary> {
  let vocabulary = vocabularies.get(indexUrl);
  if (!vocabulary) {
    vocabulary = fetch(`${indexUrl}${VOCABULARY_FILE}`)
      .then((response) => {
        if (!response.ok) throw new Error(`${indexUrl}${VOCABULARY_FILE}: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((words) => {
        if (!Array.isArray(words)) throw new Error(`${indexUrl}${VOCABULARY_FILE}: not a list of words`);
        return words as Vocabulary;
      })
      .catch((error: unknown) => {
        vocabularies.delete(indexUrl);
        throw error;
      });
    vocabularies.set(indexUrl, vocabulary);
  }
  return vocabulary;
}
