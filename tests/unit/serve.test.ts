import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { createStaticServer } from '../../scripts/serve.mjs';

describe('scripts/serve.mjs', () => {
  let origin = '';
  let server: import('node:http').Server;
  let builtDir = '';

  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baeta-serve-'));
    builtDir = dir;
    mkdirSync(join(dir, 'assets/js'), { recursive: true });
    mkdirSync(join(dir, 'docs/intro'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>home</title>${'<p>home</p>'.repeat(200)}`);
    writeFileSync(join(dir, 'docs/intro/index.html'), '<!doctype html><title>intro</title>');
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>not found</title>');
    writeFileSync(join(dir, 'assets/js/main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(dir, 'assets/js/app.0123abcd.js'), 'console.log("plain");');
    writeFileSync(join(dir, 'assets/js/app.0123abcd.js.br'), brotliCompressSync('console.log("from the br copy");'));
    writeFileSync(join(dir, 'assets/js/app.0123abcd.js.gz'), gzipSync('console.log("from the gz copy");'));
    server = createStaticServer({ dir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => {
    server.close();
    rmSync(builtDir, { recursive: true, force: true });
  });

  it('compresses text responses', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'gzip');
  });

  it('sends the precompressed copy of an asset the browser accepts', async () => {
    const br = await fetch(`${origin}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(br.headers.get('content-type'), 'text/javascript');
    assert.equal(await br.text(), 'console.log("from the br copy");');
    const gz = await fetch(`${origin}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(await gz.text(), 'console.log("from the gz copy");');
    const plain = await fetch(`${origin}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(await plain.text(), 'console.log("plain");');
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const asset = await fetch(`${origin}/assets/js/main.0123abcd.js`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const page = await fetch(`${origin}/docs/intro`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  });

  it('answers unknown paths with the 404 page and status', async () => {
    const response = await fetch(`${origin}/nope`);
    assert.equal(response.status, 404);
    assert.match(await response.text(), /not found/);
  });

  it('serves gzip only, as GitHub Pages does, when asked', async () => {
    const gzipOnly = createStaticServer({ dir: builtDir, gzipOnly: true });
    await new Promise<void>((resolve) => gzipOnly.listen(0, '127.0.0.1', resolve));
    try {
      const gzipOrigin = `http://127.0.0.1:${(gzipOnly.address() as AddressInfo).port}`;
      const asset = await fetch(`${gzipOrigin}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      assert.equal(asset.headers.get('content-encoding'), 'gzip');
      assert.equal(await asset.text(), 'console.log("from the gz copy");');
      const page = await fetch(`${gzipOrigin}/`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(page.headers.get('content-encoding'), 'gzip');
    } finally {
      gzipOnly.close();
    }
  });

  it('refuses to start without a build, saying what to run', () => {
    assert.throws(() => createStaticServer({ dir: join(tmpdir(), 'missing-build-dir') }), /Run "npm run build" first/);
  });
});
