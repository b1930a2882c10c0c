import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { checkEntry, writeIndex } from '../../plugins/search-index/pagefind';
import type { PagefindRecord } from '../../plugins/search-index/records';

const page = (url: string, text: string): PagefindRecord => ({
  html: { url, content: `<html lang="en"><body><main data-pagefind-body><h1>${text}</h1><p>${text} body</p></main></body></html>` },
});

describe('writeIndex: the Pagefind index on disk', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'search-write-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('writes a complete entry file counting every page, and none of Pagefind\'s own UIs', async () => {
    const out = join(dir, 'pagefind');
    assert.deepEqual(await writeIndex([page('/a', 'Resolvers'), page('/b', 'Middleware')], out), []);
    const entry = JSON.parse(await readFile(join(out, 'pagefind-entry.json'), 'utf8'));
    assert.equal(entry.languages.en.page_count, 2);
    const names = await readdir(out);
    assert.ok(names.includes('pagefind.js'), names.join(', '));
    assert.deepEqual(names.filter((name) => /^pagefind-(ui|modular-ui|component-ui|highlight)\./.test(name)), []);
    await checkEntry(out, 2);
  });

  it('stops the build, naming the file, when the entry file is empty or counts other pages', async () => {
    const out = join(dir, 'broken');
    await writeIndex([page('/a', 'Resolvers')], out);
    await assert.rejects(checkEntry(out, 3), /pagefind-entry\.json counts 1 of the 3 pages indexed/);
    await writeFile(join(out, 'pagefind-entry.json'), '');
    await assert.rejects(checkEntry(out, 1), /pagefind-entry\.json is missing or not JSON/);
  });
});
