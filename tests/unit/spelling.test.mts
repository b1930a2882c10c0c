// Spelling of the docs, the blog, the site's source and the top-level guides (README.md, CONTRIBUTING.md,
// PERFORMANCE.md), with cspell and the settings in cspell.config.yaml (which files, which dictionaries, the
// project's words in cspell-words.txt).
// Each finding is listed as `file:line:column: word`. Fix a misspelling in the text; add a correct word that
// cspell does not know to cspell-words.txt.
//
// cspell keeps a cache in node_modules/.cache/cspell (keyed by each file's content, the configuration and the
// word list), so rechecking unchanged files takes under a second; loading the dictionaries for the two tests
// that check a temporary page takes most of the file's 4 seconds (5 without the cache, on 2 cores).
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
// cspell is ESM-only, hence this test is an .mts module.
import { lint } from 'cspell';

const ROOT = resolve('.');
const CONFIG = join(ROOT, 'cspell.config.yaml');
const WORDS = join(ROOT, 'cspell-words.txt');

type Reporter = NonNullable<Parameters<typeof lint>[2]>;

type SpellingRun = {
  /** `file:line:column: word`, the file relative to `root`. */
  findings: string[];
  /** Every file cspell read, relative to `root`. */
  files: string[];
};

/**
 * Runs cspell with the project's configuration over `globs` (none: the files the configuration names),
 * relative to `root`.
 */
async function spellCheck({ root = ROOT, globs = [], cache = false }: { root?: string; globs?: string[]; cache?: boolean } = {}): Promise<SpellingRun> {
  const findings: string[] = [];
  const files: string[] = [];
  const errors: string[] = [];
  const toRelative = (uriOrPath: string) => relative(root, uriOrPath.startsWith('file:') ? fileURLToPath(uriOrPath) : uriOrPath);
  const reporter: Reporter = {
    issue: (issue) => findings.push(`${toRelative(issue.uri ?? '?')}:${issue.row}:${issue.col}: ${issue.text}`),
    progress: (item) => {
      if (item.type === 'ProgressFileComplete') files.push(toRelative(item.filename));
    },
    error: (message, error) => errors.push(`${message}: ${error.message}`),
    info: () => {},
    debug: () => {},
    result: () => {},
  };
  const result = await lint(
    globs,
    {
      root,
      config: CONFIG,
      progress: false,
      summary: false,
      cache,
      cacheLocation: join(ROOT, 'node_modules/.cache/cspell/cache.json'),
      cacheStrategy: 'content',
    },
    reporter,
  );
  assert.deepEqual(errors, [], 'cspell could not check some files');
  assert.equal(result.errors, 0, 'cspell reported errors');
  return { findings, files: files.sort() };
}

describe('spelling', () => {
  const run = spellCheck({ cache: true });

  it('finds no unknown word in the docs, the blog, src/, README.md, CONTRIBUTING.md and PERFORMANCE.md', async () => {
    const { findings } = await run;
    assert.deepEqual(
      findings,
      [],
      `${findings.length} unknown word(s). Fix the spelling, or add a correct word to cspell-words.txt:\n${findings.join('\n')}`,
    );
  });

  it('reads the hand-written docs, every post, the site source and the top-level guides, not docs/api', async () => {
    const { files } = await run;
    for (const expected of ['README.md', 'CONTRIBUTING.md', 'PERFORMANCE.md', 'docs/intro.mdx', 'docs/guides/resolvers.mdx', 'blog/2024-12-17-baeta-1-0.mdx', 'src/pages/index.tsx', 'src/css/custom.css']) {
      assert.ok(files.includes(expected), `${expected} was not checked`);
    }
    assert.deepEqual(files.filter((file) => file.startsWith('docs/api/')), [], 'the generated API reference was checked');
    assert.ok(files.length > 80, `only ${files.length} files were checked`);
  });
});

describe('the spelling check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spelling-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('names the file, line, column and word of a misspelling', async () => {
    writeFileSync(join(dir, 'page.mdx'), ['---', 'title: A page', '---', '', 'Baeta resolvers recieve the parent.', ''].join('\n'));
    const { findings } = await spellCheck({ root: dir, globs: ['page.mdx'] });
    assert.deepEqual(findings, ['page.mdx:5:17: recieve']);
  });

  it('knows the project words and spellings, and allows a page’s deliberate misspelling on that page only', async () => {
    writeFileSync(join(dir, 'other.mdx'), 'The colour of twoslash popups. Misspell `ctx.viewr` and the compiler stops you.\n');
    const { findings } = await spellCheck({ root: dir, globs: ['other.mdx'] });
    assert.deepEqual(findings, ['other.mdx:1:46: viewr']);
  });
});

describe('cspell-words.txt', () => {
  it('is sorted (ignoring case) and lists each word once', () => {
    const words = readFileSync(WORDS, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    const sorted = [...words].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
    assert.deepEqual(words, sorted, 'sort the words (ignoring case)');
    assert.deepEqual(
      words.filter((word, index) => words.findIndex((other) => other.toLowerCase() === word.toLowerCase()) !== index),
      [],
      'duplicate words',
    );
  });
});
