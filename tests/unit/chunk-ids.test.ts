// Route chunks are named by id in the browser build (plugins/chunk-ids), so the runtime has no id-to-name table.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import chunkIds, { CHUNK_FILENAME } from '../../plugins/chunk-ids';

type Configure = (config: object, isServer: boolean) => { output?: { chunkFilename?: string } };

describe('plugins/chunk-ids', () => {
  const environment = process.env.NODE_ENV;
  after(() => {
    process.env.NODE_ENV = environment;
  });

  it('names chunks by id and content hash in the production browser build only', () => {
    const configure = chunkIds().configureWebpack as unknown as Configure;
    process.env.NODE_ENV = 'production';
    assert.equal(configure({}, false).output?.chunkFilename, CHUNK_FILENAME);
    assert.match(CHUNK_FILENAME, /\[id\]\.\[contenthash:8\]\.js$/);
    assert.deepEqual(configure({}, true), {}, 'the server build keeps its own names');
    process.env.NODE_ENV = 'development';
    assert.deepEqual(configure({}, false), {}, 'the dev server keeps readable names');
  });
});
