// Route chunks are named by id in the browser build (plugins/chunk-ids), so the runtime has no id-to-name table.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import chunkIds, { CHUNK_FILENAME } from '../../plugins/chunk-ids';
import { setNodeEnv } from './node-env';

type Configure = (config: object, isServer: boolean) => { output?: { chunkFilename?: string } };

describe('plugins/chunk-ids', () => {
  it('names chunks by id and content hash in the production browser build only', () => {
    const configure = chunkIds().configureWebpack as unknown as Configure;
    let restore = setNodeEnv('production');
    try {
      assert.equal(configure({}, false).output?.chunkFilename, CHUNK_FILENAME);
      assert.match(CHUNK_FILENAME, /\[id\]\.\[contenthash:8\]\.js$/);
      assert.deepEqual(configure({}, true), {}, 'the server build keeps its own names');
    } finally {
      restore();
    }
    restore = setNodeEnv('development');
    try {
      assert.deepEqual(configure({}, false), {}, 'the dev server keeps readable names');
    } finally {
      restore();
    }
  });
});
