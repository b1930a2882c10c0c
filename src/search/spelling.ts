/**
 * Spelling correction for the local index. Pagefind finds words by prefix, so a misspelled word finds
 * nothing or pages that merely share a stem; when a query has a word the index lacks, the client runs the
 * closest words of the index's vocabulary (written at build time by plugins/search-index/vocabulary.ts).
 */
import type { Vocabulary } from '../../plugins/search-index/vocabulary';
import { VOCABULARY_FILE } from '../../plugins/search-index/schema';

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

/**
 * The closest word of the vocabulary to a word it lacks (by edit distance, then by how many pages use it),
 * or null: the word is known or a prefix of a known one, shorter than four letters, or nothing is close.
 */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const term = word.toLowerCase();
  if (term.length < 4 || !/^\p{L}+$/u.test(term)) return null;
  // A prefix of an indexed word already finds it.
  if (vocabulary.some(([known]) => known.toLowerCase().startsWith(term))) return null;
  const max = term.length <= 5 ? 1 : 2;
  let best: { word: string; distance: number; pages: number } | null = null;
  for (const [known, pages] of vocabulary) {
    const distance = editDistance(term, known.toLowerCase(), max);
    if (distance > max) continue;
    if (!best || distance < best.distance || (distance === best.distance && pages > best.pages)) best = { word: known, distance, pages };
  }
  return best?.word ?? null;
}

/** The query with each misspelled word replaced by its closest indexed word, or null when nothing changes. */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  let changed = false;
  const corrected = query.replace(/\p{L}+/gu, (word) => {
    const replacement = correctWord(word, vocabulary);
    if (replacement === null) return word;
    changed = true;
    return replacement;
  });
  return changed ? corrected : null;
}

const vocabularies = new Map<string, Promise<Vocabulary>>();

/** The index's vocabulary, fetched once; a failed fetch is forgotten, so the next query tries again. */
export function loadVocabulary(indexUrl: string): Promise<Vocabulary> {
  let vocabulary = vocabularies.get(indexUrl);
  if (!vocabulary) {
    vocabulary = fetch(`${indexUrl}${VOCABULARY_FILE}`)
      .then((response) => {
        if (!response.ok) throw new Error(`${indexUrl}${VOCABULARY_FILE}: HTTP ${response.status}`);
        return response.json() as Promise<Vocabulary>;
      })
      .catch((error: unknown) => {
        vocabularies.delete(indexUrl);
        throw error;
      });
    vocabularies.set(indexUrl, vocabulary);
  }
  return vocabulary;
}
