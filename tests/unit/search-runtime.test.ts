// The Pagefind loader (src/search/pagefind-runtime.ts) against a stand-in pagefind.js in a temporary index folder:
// a failed or stalled start is forgotten and the next search starts a new instance, requests are bounded in time.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, beforeEach, describe, it, mock } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ANSWER_TIMEOUT_MS, discardPagefind, loadPagefind, withTimeout } from '../../src/search/pagefind-runtime';

/** What the stand-in runtime does, shared with it through globalThis. */
interface Stand {
  instances: number;
  destroyed: number;
  /** How many starts fail (their filters() rejects, as Pagefind's does when its WebAssembly did not load). */
  failingStarts: number;
  /** Whether searches never answer, as with an index chunk whose request hangs. */
  hang: boolean;
  fetched: string[];
  missing: Set<string>;
}

const stand = globalThis as unknown as { __pagefindStand: Stand };
const RUNTIME = `
export function createInstance() {
  const stand = globalThis.__pagefindStand;
  stand.instances += 1;
  const failing = stand.failingStarts > 0;
  if (failing) stand.failingStarts -= 1;
  return {
    filters: () => (failing ? Promise.reject(new Error('Failed to load the Pagefind WASM')) : Promise.resolve({})),
    search: () => (stand.hang ? new Promise(() => {}) : Promise.resolve({ results: [] })),
    destroy: async () => { stand.destroyed += 1; },
  };
}
`;

let dir = '';
let indexUrl = '';
const realFetch = globalThis.fetch;
const globals = globalThis as unknown as { document?: unknown; __pagefindStand?: Stand };

describe('loadPagefind', () => {
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'pagefind-'));
    writeFileSync(join(dir, 'pagefind.js'), RUNTIME);
    writeFileSync(join(dir, 'pagefind-entry.json'), JSON.stringify({ languages: { en: { hash: 'en_1', wasm: 'en', page_count: 3 } } }));
    writeFileSync(join(dir, 'pagefind.en_1.pf_meta'), 'meta');
    writeFileSync(join(dir, 'wasm.en.pagefind'), 'wasm');
    indexUrl = pathToFileURL(`${dir}/`).href;
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  // The page and the host the loader expects, for each test only: other test files may share this process.
  beforeEach(() => {
    stand.__pagefindStand = { instances: 0, destroyed: 0, failingStarts: 0, hang: false, fetched: [], missing: new Set() };
    globals.document = { documentElement: { lang: 'en' } };
    // The files of the index, read as a static host serves them; a name in `missing` answers 503.
    globalThis.fetch = (async (input: string | URL | Request) => {
      const url = String(input instanceof Request ? input.url : input);
      stand.__pagefindStand.fetched.push(url.slice(indexUrl.length));
      if (stand.__pagefindStand.missing.has(url.slice(indexUrl.length))) return new Response('Service Unavailable', { status: 503 });
      const { readFile } = await import('node:fs/promises');
      return new Response(await readFile(fileURLToPath(url)));
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
    delete globals.document;
    delete globals.__pagefindStand;
  });

  it('forgets a start that failed: the next search starts a new instance, which works', async () => {
    stand.__pagefindStand.failingStarts = 1;
    await assert.rejects(loadPagefind(indexUrl), { name: 'RetryError' });
    assert.equal(stand.__pagefindStand.destroyed, 1);
    const runtime = await loadPagefind(indexUrl);
    assert.equal(stand.__pagefindStand.instances, 2);
    assert.deepEqual(await runtime.search('x'), { results: [] });
    assert.equal(await loadPagefind(indexUrl), runtime);
    discardPagefind(runtime);
  });

  it('starts no instance while a file it starts with fails, and fetches it again on the next search', async () => {
    stand.__pagefindStand.missing.add('wasm.en.pagefind');
    await assert.rejects(loadPagefind(indexUrl), { name: 'RetryError' });
    assert.equal(stand.__pagefindStand.instances, 0);
    stand.__pagefindStand.missing.clear();
    const runtime = await loadPagefind(indexUrl);
    assert.equal(stand.__pagefindStand.instances, 1);
    assert.equal(stand.__pagefindStand.fetched.filter((name) => name === 'wasm.en.pagefind').length, 2);
    discardPagefind(runtime);
  });

  it('ends an instance whose search does not answer in time, and starts a new one for the next search', async () => {
    const runtime = await loadPagefind(indexUrl);
    stand.__pagefindStand.hang = true;
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const stalled = assert.rejects(runtime.search('x'), { name: 'RetryError', message: /did not answer within/ });
      mock.timers.tick(ANSWER_TIMEOUT_MS);
      await stalled;
    } finally {
      mock.timers.reset();
    }
    assert.equal(stand.__pagefindStand.destroyed, 1);
    stand.__pagefindStand.hang = false;
    const next = await loadPagefind(indexUrl);
    assert.notEqual(next, runtime);
    assert.equal(stand.__pagefindStand.instances, 2);
    discardPagefind(next);
  });
});

describe('withTimeout', () => {
  it('passes an answer through, and rejects with RetryError past the bound', async () => {
    assert.equal(await withTimeout(Promise.resolve(1), 'x', undefined, 50), 1);
    let ended = false;
    await assert.rejects(withTimeout(new Promise(() => {}), 'The index', () => (ended = true), 10), { name: 'RetryError', message: 'The index did not answer within 0.01 s.' });
    assert.equal(ended, true);
  });
});
