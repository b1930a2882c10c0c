import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { precompressAssets } from '../../plugins/precompress';

describe('plugins/precompress', () => {
  it('writes brotli and gzip copies of scripts and stylesheets at any depth, and of nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baeta-precompress-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'js'), { recursive: true });
    mkdirSync(join(dir, 'css'), { recursive: true });
    const script = `export const text = ${JSON.stringify('baeta '.repeat(500))};`;
    writeFileSync(join(dir, 'js/main.abc.js'), script);
    writeFileSync(join(dir, 'css/styles.abc.css'), 'body{color:red}');
    writeFileSync(join(dir, 'logo.svg'), '<svg/>');

    assert.equal(await precompressAssets(dir), 2);
    assert.equal(brotliDecompressSync(readFileSync(join(dir, 'js/main.abc.js.br'))).toString(), script);
    assert.equal(gunzipSync(readFileSync(join(dir, 'js/main.abc.js.gz'))).toString(), script);
    assert.ok(readFileSync(join(dir, 'js/main.abc.js.br')).length < script.length / 10);
    assert.ok(existsSync(join(dir, 'css/styles.abc.css.br')));
    assert.equal(existsSync(join(dir, 'logo.svg.br')), false);
  });

  it("uses brotli's best quality for the files every page loads, and quality 10 for the rest", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baeta-precompress-'));
    after(() => rmSync(dir, { recursive: true, force: true }));
    // Text on which quality 11 beats quality 10 by a clear margin.
    const script = Array.from({ length: 3000 }, (_, index) => `export const value${index} = "${(index * 7919).toString(36)}";`).join('\n');
    writeFileSync(join(dir, 'main.abc.js'), script);
    writeFileSync(join(dir, 'route.def.js'), script);
    await precompressAssets(dir, { everyPage: new Set(['main.abc.js']) });
    const best = readFileSync(join(dir, 'main.abc.js.br'));
    const good = readFileSync(join(dir, 'route.def.js.br'));
    assert.equal(brotliDecompressSync(good).toString(), script);
    assert.equal(best.length, brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    assert.equal(good.length, brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }).length);
    assert.ok(best.length < good.length);
  });
});
