import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseQuery } from '../../src/search/query';
import { correctQuery, correctWord, editDistance, indexedTokens, judgeTerms } from '../../src/search/spelling';
import { buildVocabulary, wordsOf } from '../../plugins/search-index/vocabulary';

const vocabulary = [
  ['the', 500],
  ['resolver', 129],
  ['resolvers', 74],
  ['pagination', 23],
  ['environment', 18],
  ['createApplication', 40],
  ['middleware', 60],
  ['middlewares', 20],
  ['page', 80],
] as const;

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    assert.equal(editDistance('pagnation', 'pagination', 2), 1);
    assert.equal(editDistance('resolvr', 'resolver', 2), 1);
    assert.equal(editDistance('datalaoder', 'dataloader', 2), 1);
    assert.equal(editDistance('kitten', 'sitting', 3), 3);
  });

  it('gives up above the limit', () => {
    assert.equal(editDistance('cache', 'environment', 2), 3);
    assert.equal(editDistance('abcdef', 'uvwxyz', 2), 3);
  });
});

describe('correctQuery', () => {
  it('replaces each misspelled word with the closest indexed word', () => {
    assert.equal(correctQuery('pagnation', vocabulary), 'pagination');
    assert.equal(correctQuery('enviroment variables', vocabulary), 'environment variables');
    assert.equal(correctQuery('midleware', vocabulary), 'middleware');
  });

  it('prefers the word more pages use when two are as close', () => {
    assert.equal(correctWord('resolvrs', vocabulary), 'resolvers');
    assert.equal(correctWord('midlewares', vocabulary), 'middlewares');
    assert.equal(correctWord('midleware', [['middleware', 1], ['midfielder', 99]]), 'middleware');
  });

  it("writes a correction the way the pages spell the word", () => {
    assert.equal(correctQuery('creatApplication', vocabulary), 'createApplication');
  });

  it('leaves known words, prefixes of known words, short words and hopeless words alone', () => {
    assert.equal(correctQuery('resolver', vocabulary), null);
    assert.equal(correctQuery('Pagina', vocabulary), null);
    assert.equal(correctQuery('pge', vocabulary), null);
    assert.equal(correctQuery('zzzzzz', vocabulary), null);
  });

  it('corrects a word that starts only a rare indexed word, one letter from a far more common word', () => {
    const words = [['plugin', 149], ['plugins', 104], ['PlugnPlay', 1], ['pagination', 23]] as const;
    assert.equal(correctQuery('pagination plugn', words), 'pagination plugin');
    // Not when the common word is not common enough, nor for four letters, nor for a word the index has whole.
    assert.equal(correctWord('plugn', [['plugin', 19], ['PlugnPlay', 1]]), null);
    assert.equal(correctWord('lint', [['list', 90], ['linted', 1]]), null);
    assert.equal(correctWord('jest', [['rest', 90], ['jest', 1]]), null);
  });
});

describe('judgeTerms: which words of a query the index has', () => {
  const judged = (query: string, words: typeof vocabulary | readonly (readonly [string, number])[]) => {
    const { known, unknown } = judgeTerms(parseQuery(query), words);
    return { known: known.map(({ text }) => text), unknown: unknown.map(({ text }) => text) };
  };

  it('knows a word the index has, or starts one of its words', () => {
    assert.deepEqual(judged('Resolvers middle createApp', vocabulary), { known: ['Resolvers', 'middle', 'createApp'], unknown: [] });
  });

  it('finds the words no indexed word starts with', () => {
    assert.deepEqual(judged('zzqxwv next.js resolver', [...vocabulary, ['next', 9]]).unknown, ['zzqxwv', 'next.js']);
    assert.deepEqual(judged('node.js', [['nodejs', 3]]).known, ['node.js']);
  });

  it('knows a token only when the index holds it, and reads one it lacks as its bare word', () => {
    const words = [['$use', 5], ['use', 200], ['resolvers', 80]] as const;
    assert.deepEqual(judged('$use $useless', words), { known: ['$use'], unknown: ['$useless'] });
    assert.deepEqual(indexedTokens(parseQuery('$use @resolvers'), words).map(({ token }) => token), ['$use', null]);
  });

  it('leaves short words and numbers to Pagefind', () => {
    assert.deepEqual(judged('qz 404 v8', vocabulary), { known: [], unknown: [] });
  });

  it('skips vocabulary entries of another shape', () => {
    const damaged = [['resolver', 1], 'page', [3, 'x'], null] as unknown as typeof vocabulary;
    assert.deepEqual(judged('resolver page', damaged), { known: ['resolver'], unknown: ['page'] });
  });
});

describe('bounded work', () => {
  // A vocabulary the size of the site's (about 5,000 words), and queries far longer than any reader types.
  const large = Array.from({ length: 6000 }, (_, index) => [`word${index.toString(36)}abc`, index] as const);

  it('corrects at most the first eight words of a query', () => {
    const corrected = correctQuery(Array.from({ length: 12 }, () => 'pagnation').join(' '), vocabulary);
    assert.equal(corrected, [...Array.from({ length: 8 }, () => 'pagination'), ...Array.from({ length: 4 }, () => 'pagnation')].join(' '));
  });

  it('answers a 100 KB query quickly', () => {
    const query = Array.from({ length: 12_000 }, (_, index) => `qwrt${index}`).join(' ');
    const started = performance.now();
    correctQuery(query, large);
    judgeTerms(parseQuery(query.slice(0, 64)), large);
    assert.ok(performance.now() - started < 1000, `took ${performance.now() - started} ms`);
  });
});

describe('buildVocabulary', () => {
  it('counts each word and token once per page, without case', () => {
    const words = buildVocabulary([
      { text: 'Cache the cache with $use', tokens: ['$use'] },
      { text: 'cache entries', tokens: [] },
      { text: 'Stores Caching', tokens: ['$use', 'n+1'] },
    ]);
    assert.deepEqual(words.find(([word]) => word.toLowerCase() === 'cache'), ['cache', 2]);
    assert.deepEqual(words.find(([word]) => word === '$use'), ['$use', 2]);
    assert.deepEqual(words.find(([word]) => word === 'n+1'), ['n+1', 1]);
    assert.ok(words.some(([word]) => word === 'Stores'));
  });

  it('splits identifiers the way Pagefind does, keeping a camelCase name whole too', () => {
    assert.deepEqual([...new Set(wordsOf('createApplication max_depth'))].sort(), ['Application', 'create', 'createApplication', 'depth', 'max', 'maxdepth']);
  });

  it('lists a word with punctuation inside run together, as Pagefind indexes it', () => {
    const words = wordsOf('Runs on Node.js with @baeta/core, not on 2.0.1.');
    assert.ok(words.includes('Nodejs'));
    assert.ok(words.includes('baetacore'));
    assert.ok(!words.some((word) => /^\d/.test(word)));
  });
});
