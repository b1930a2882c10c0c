import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { correctQuery, correctWord, editDistance } from '../../src/search/spelling';
import { buildVocabulary, indexedText, wordsOf } from '../../plugins/search-index/vocabulary';

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
});

describe('buildVocabulary', () => {
  const page = (body: string) => ({
    html: { url: '/x', content: `<nav>Sidebar words</nav><div data-pagefind-body><p>${body}</p><script>ignored()</script></div>` },
  });

  it('counts each word once per page, without case, from the indexed region only', () => {
    const words = buildVocabulary([page('Cache the cache'), page('cache entries'), { custom: { url: '/c', content: 'Caching', language: 'en', meta: { title: 'Stores' } } }]);
    assert.deepEqual(words.find(([word]) => word.toLowerCase() === 'cache'), ['cache', 2]);
    assert.ok(words.some(([word]) => word === 'Stores'));
    assert.ok(!words.some(([word]) => /sidebar|ignored/i.test(word)));
  });

  it('splits identifiers the way Pagefind does, keeping a camelCase name whole too', () => {
    assert.deepEqual([...new Set(wordsOf('createApplication max_depth'))].sort(), ['Application', 'create', 'createApplication', 'depth', 'max']);
    assert.match(indexedText(page('a <b>bold</b> word')), /bold/);
  });
});
