import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { createStaticServer, readPort } from '../../scripts/serve.mjs';
import { SERVE_SCRIPT, fixtureSite, freePort, startServe, stop } from './serve-process';

/** A request with any method (fetch refuses TRACE); resolves with the status and headers. */
function rawRequest(url: string, method: string): Promise<{ status: number; headers: import('node:http').IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Sends `text` as it is over a new connection and reads until the server closes it (the request must ask it to);
 * resolves with the answer's first line and headers, '' if none. The socket is not half-closed: Node's server
 * drops a request whose client ended its side before the answer was ready.
 */
function rawExchange(origin: string, text: string): Promise<{ statusLine: string; headers: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(Number(port), hostname, () => socket.write(text));
    socket.setTimeout(5000, () => socket.destroy());
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...headers] = head.split('\r\n');
      resolve({ statusLine, headers: headers.join('\n') });
    });
  });
}

/** The text of a page body that compresses like a real one: varied words, repeated markup. */
function pageText(words: number): string {
  const vocabulary = ['schema', 'resolver', 'module', 'context', 'cache', 'directive', 'middleware', 'type', 'field', 'query'];
  let seed = 7;
  const parts: string[] = [];
  for (let index = 0; index < words; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    parts.push(`${vocabulary[seed % vocabulary.length]}${seed % 97}`);
  }
  return parts.join(' ');
}

describe('scripts/serve.mjs', () => {
  let origin = '';
  let server: import('node:http').Server;
  let builtDir = '';
  let outsideDir = '';

  before(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baeta-serve-'));
    builtDir = dir;
    outsideDir = mkdtempSync(join(tmpdir(), 'baeta-serve-outside-'));
    mkdirSync(join(dir, 'assets/js'), { recursive: true });
    mkdirSync(join(dir, 'docs/intro'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>home</title>${'<p>home</p>'.repeat(200)}`);
    writeFileSync(join(dir, 'docs/intro/index.html'), '<!doctype html><title>intro</title>');
    writeFileSync(join(dir, 'docs/intro.md'), `# Intro \u2014 dashes\n\n${pageText(600)}\n`);
    writeFileSync(join(dir, 'llms.txt'), `# Baeta \u2014 docs\n\n${pageText(600)}\n`);
    writeFileSync(join(dir, 'sitemap.xml'), `<?xml version="1.0"?><urlset>${'<url/>'.repeat(300)}</urlset>`);
    writeFileSync(join(dir, 'data.json'), JSON.stringify({ words: pageText(400) }));
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>not found</title>');
    writeFileSync(join(dir, 'assets/js/main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
    writeFileSync(join(dir, 'assets/js/app.0123abcd.js'), 'console.log("plain");');
    writeFileSync(join(dir, 'assets/js/app.0123abcd.js.br'), brotliCompressSync('console.log("from the br copy");'));
    writeFileSync(join(dir, 'assets/js/app.0123abcd.js.gz'), gzipSync('console.log("from the gz copy");'));
    // Links out of the build (to a folder, a file, a compressed copy), and one that stays inside it.
    writeFileSync(join(outsideDir, 'passwd'), 'root:x:0:0');
    writeFileSync(join(outsideDir, 'secret.js.br'), brotliCompressSync('console.log("outside");'));
    symlinkSync(outsideDir, join(dir, 'etc-link'));
    symlinkSync(join(outsideDir, 'passwd'), join(dir, 'passwd.txt'));
    writeFileSync(join(dir, 'assets/js/linked.0123abcd.js'), 'console.log("inside");');
    symlinkSync(join(outsideDir, 'secret.js.br'), join(dir, 'assets/js/linked.0123abcd.js.br'));
    symlinkSync(join(dir, 'docs/intro'), join(dir, 'docs/alias'));
    server = createStaticServer({ dir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => {
    server.close();
    rmSync(builtDir, { recursive: true, force: true });
    rmSync(outsideDir, { recursive: true, force: true });
  });

  it('compresses text responses', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'gzip');
  });

  it('sends the precompressed copy of an asset the browser accepts', async () => {
    const br = await fetch(`${origin}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(br.headers.get('content-encoding'), 'br');
    assert.equal(br.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(await br.text(), 'console.log("from the br copy");');
    const gz = await fetch(`${origin}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers.get('content-encoding'), 'gzip');
    assert.equal(await gz.text(), 'console.log("from the gz copy");');
    const plain = await fetch(`${origin}/assets/js/app.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(await plain.text(), 'console.log("plain");');
  });

  it('serves a page at its address with a trailing slash too, as the folder index first', async () => {
    assert.match(await (await fetch(`${origin}/docs/intro/`)).text(), /<title>intro/);
    assert.match(await (await fetch(`${origin}/docs/intro.md/`)).text(), /not found/);
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const asset = await fetch(`${origin}/assets/js/main.0123abcd.js`);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const page = await fetch(`${origin}/docs/intro`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
  });

  it("caches Pagefind's content-hashed index files for a year and makes its entry files revalidate", async () => {
    // Named as a real build names them (build/pagefind/).
    const hashed = [
      'pagefind/pagefind.en_2f828fbbcf.pf_meta',
      'pagefind/fragment/en_0b07a8b.pf_fragment',
      'pagefind/index/en_1a2f593.pf_index',
      'pagefind/filter/en_1491d32.pf_filter',
    ];
    const entries = [
      'pagefind/pagefind.js',
      'pagefind/pagefind-worker.js',
      'pagefind/pagefind-entry.json',
      'pagefind/vocabulary.json',
      'pagefind/wasm.en.pagefind',
      'pagefind/wasm.unknown.pagefind',
      // Hash-like names outside the index, or of another kind, are not the index's.
      'pagefind-like/en_0b07a8b.pf_fragment',
      'pagefind/en_0b07a8b.json',
    ];
    for (const file of [...hashed, ...entries]) {
      mkdirSync(join(builtDir, file, '..'), { recursive: true });
      writeFileSync(join(builtDir, file), 'x');
    }
    for (const file of hashed) {
      const response = await fetch(`${origin}/${file}`);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', file);
    }
    for (const file of entries) {
      const response = await fetch(`${origin}/${file}`);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=0, must-revalidate', file);
    }
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

  it('sends text files as UTF-8, so a browser shows their dashes', async () => {
    const expected: Record<string, string> = {
      '/docs/intro.md': 'text/markdown; charset=utf-8',
      '/llms.txt': 'text/plain; charset=utf-8',
      '/data.json': 'application/json; charset=utf-8',
      '/sitemap.xml': 'application/xml; charset=utf-8',
      '/docs/intro': 'text/html; charset=utf-8',
      '/assets/js/app.0123abcd.js': 'text/javascript; charset=utf-8',
    };
    for (const [path, type] of Object.entries(expected)) {
      for (const encoding of ['identity', 'gzip, br']) {
        const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding } });
        assert.equal(response.headers.get('content-type'), type, `${path} (${encoding})`);
      }
    }
    const markdown = await fetch(`${origin}/docs/intro.md`, { headers: { 'accept-encoding': 'gzip' } });
    assert.match(await markdown.text(), /^# Intro \u2014 dashes/);
  });

  it('answers 405 with Allow: GET, HEAD to any other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const response = await rawRequest(`${origin}/docs/intro`, method);
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.allow, 'GET, HEAD', method);
      assert.doesNotMatch(response.body, /<title>intro/, method);
    }
    const head = await fetch(`${origin}/docs/intro`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
  });

  it('answers 405 with Allow to CONNECT and to methods the HTTP parser does not know', async () => {
    for (const line of ['CONNECT example.com:443 HTTP/1.1', 'FOO / HTTP/1.1', 'BREW /docs/intro HTTP/1.1', 'get / HTTP/1.1', 'PROPFIND / HTTP/1.1']) {
      const answer = await rawExchange(origin, `${line}\r\nHost: example.com\r\nConnection: close\r\n\r\n`);
      assert.equal(answer.statusLine, 'HTTP/1.1 405 Method Not Allowed', line);
      assert.match(answer.headers, /^Allow: GET, HEAD$/im, line);
    }
  });

  it('answers odd request targets as paths, never with a 500', async () => {
    const expected: [string, string][] = [
      ['//', '200'],
      ['///', '200'],
      ['//docs/intro', '200'],
      ['/\\\\', '404'],
      ['//%', '400'],
      ['/docs/%zz', '400'],
      ['*', '400'],
    ];
    for (const [target, status] of expected) {
      const answer = await rawExchange(origin, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      assert.equal(answer.statusLine.split(' ')[1], status, target);
    }
  });

  it('answers a range request with those bytes of the file, never compressed', async () => {
    const whole = await (await fetch(`${origin}/llms.txt`, { headers: { 'accept-encoding': 'identity' } })).text();
    const size = Buffer.byteLength(whole);
    const part = await fetch(`${origin}/llms.txt`, { headers: { range: 'bytes=2-11', 'accept-encoding': 'gzip, br' } });
    assert.equal(part.status, 206);
    assert.equal(part.headers.get('content-encoding'), null);
    assert.equal(part.headers.get('content-range'), `bytes 2-11/${size}`);
    assert.equal(Buffer.from(await part.arrayBuffer()).toString('latin1'), Buffer.from(whole).subarray(2, 12).toString('latin1'));

    const tail = await fetch(`${origin}/llms.txt`, { headers: { range: 'bytes=-5', 'accept-encoding': 'gzip' } });
    assert.equal(tail.status, 206);
    assert.equal(tail.headers.get('content-range'), `bytes ${size - 5}-${size - 1}/${size}`);
    assert.equal(tail.headers.get('content-encoding'), null);

    const precompressed = await fetch(`${origin}/assets/js/app.0123abcd.js`, { headers: { range: 'bytes=0-6', 'accept-encoding': 'br' } });
    assert.equal(precompressed.status, 206);
    assert.equal(precompressed.headers.get('content-encoding'), null);
    assert.equal(await precompressed.text(), 'console');

    const beyond = await fetch(`${origin}/llms.txt`, { headers: { range: `bytes=${size}-` } });
    assert.equal(beyond.status, 416);
    assert.equal(beyond.headers.get('content-range'), `bytes */${size}`);
  });

  it('compresses each text file the same way every time and answers unchanged ones with 304', async () => {
    const first = await fetch(`${origin}/llms.txt`, { headers: { 'accept-encoding': 'gzip' } });
    const body = Buffer.from(await first.arrayBuffer());
    const raw = await new Promise<Buffer>((resolve, reject) => {
      httpRequest(`${origin}/llms.txt`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    assert.deepEqual(gunzipSync(raw), body);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${origin}/llms.txt`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
  });

  it('answers 304 to an If-None-Match that names the ETag in either form, compared weakly', async () => {
    const etag = (await fetch(`${origin}/llms.txt`)).headers.get('etag') ?? '';
    assert.match(etag, /^W\/"/);
    const strong = etag.slice(2);
    for (const ifNoneMatch of [etag, strong, `"other", ${strong}`, `W/"other",${etag}`, '*']) {
      const response = await fetch(`${origin}/llms.txt`, { headers: { 'if-none-match': ifNoneMatch } });
      assert.equal(response.status, 304, ifNoneMatch);
      assert.equal(response.headers.get('etag'), etag, ifNoneMatch);
    }
    for (const ifNoneMatch of ['"other"', `W/${strong.slice(0, -1)}x"`, strong.slice(1, -1)]) {
      assert.equal((await fetch(`${origin}/llms.txt`, { headers: { 'if-none-match': ifNoneMatch } })).status, 200, ifNoneMatch);
    }
  });

  it('answers 304 to an If-Modified-Since at or after Last-Modified, unless If-None-Match decides', async () => {
    const lastModified = (await fetch(`${origin}/llms.txt`)).headers.get('last-modified') ?? '';
    const at = Date.parse(lastModified);
    const status = async (headers: Record<string, string>) => (await fetch(`${origin}/llms.txt`, { headers })).status;
    assert.equal(await status({ 'if-modified-since': lastModified }), 304);
    assert.equal(await status({ 'if-modified-since': new Date(at + 60_000).toUTCString() }), 304);
    assert.equal(await status({ 'if-modified-since': new Date(at - 1000).toUTCString() }), 200);
    assert.equal(await status({ 'if-modified-since': 'yesterday' }), 200);
    assert.equal(await status({ 'if-modified-since': lastModified, 'if-none-match': '"other"' }), 200);
    // The 404 page is an error, never "not modified".
    assert.equal((await fetch(`${origin}/nope`, { headers: { 'if-modified-since': lastModified } })).status, 404);
  });

  it('serves nothing outside the build, however the path is written', async () => {
    writeFileSync(`${builtDir}.html`, 'outside the build');
    const beside = `/..%2f${basename(builtDir)}.html`;
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/docs/%2E%2E/%2E%2E/%2E%2E/etc/passwd', '/..%2f..%2fetc%2fpasswd', beside, `/docs${beside}/`]) {
      const response = await rawRequest(`${origin}${path}`, 'GET');
      assert.equal(response.status, 404, path);
      assert.match(response.body, /not found/, path);
    }
    rmSync(`${builtDir}.html`);
    assert.equal((await rawRequest(`${origin}/%E0%A4%A`, 'GET')).status, 400);
  });

  it('follows no link in the build to a file outside it', async () => {
    for (const path of ['/etc-link/passwd', '/passwd.txt', '/etc-link/passwd/']) {
      const response = await rawRequest(`${origin}${path}`, 'GET');
      assert.equal(response.status, 404, path);
      assert.doesNotMatch(response.body, /root:/, path);
    }
    const asset = await fetch(`${origin}/assets/js/linked.0123abcd.js`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(await asset.text(), 'console.log("inside");');
    assert.match(await (await fetch(`${origin}/docs/alias/`)).text(), /<title>intro/);
  });

  it('serves a build folder reached through a link', async () => {
    const link = `${outsideDir}-build-link`;
    symlinkSync(builtDir, link);
    const linked = createStaticServer({ dir: link });
    await new Promise<void>((resolve) => linked.listen(0, '127.0.0.1', resolve));
    try {
      const linkedOrigin = `http://127.0.0.1:${(linked.address() as AddressInfo).port}`;
      assert.match(await (await fetch(`${linkedOrigin}/docs/intro`)).text(), /<title>intro/);
      assert.equal((await fetch(`${linkedOrigin}/etc-link/passwd`)).status, 404);
    } finally {
      linked.close();
      rmSync(link);
    }
  });

  it('closes silent, slow and idle connections', async () => {
    // Short limits stand in for the defaults (30 s of silence, 5 s for a request's headers, 5 s between requests).
    const limited = createStaticServer({ dir: builtDir, timeouts: { idle: 300, headers: 1000, request: 1000, keepAlive: 300 } });
    await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
    const { port } = limited.address() as AddressInfo;
    const sockets: import('node:net').Socket[] = [];
    const DEADLINE_MS = 2500;
    /** Connects and resolves with what the server sent and whether it closed the connection within the deadline. */
    const session = (talk: (socket: import('node:net').Socket) => void, options: { allowHalfOpen?: boolean } = {}) =>
      new Promise<{ received: string; closed: boolean }>((resolve) => {
        let received = '';
        const socket = connect({ port, host: '127.0.0.1', ...options }, () => talk(socket));
        sockets.push(socket);
        const timer = setTimeout(() => resolve({ received, closed: false }), DEADLINE_MS);
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => {
          received += chunk;
        });
        socket.on('error', () => undefined);
        socket.on(options.allowHalfOpen ? 'end' : 'close', () => {
          clearTimeout(timer);
          resolve({ received, closed: true });
        });
      });
    try {
      const silent = session(() => undefined);
      // A header byte every 100 ms: never silent, never finished.
      let slowTimer: NodeJS.Timeout | undefined;
      const slow = session((socket) => {
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
        slowTimer = setInterval(() => socket.write('a'), 100);
      });
      const kept = session((socket) => socket.write('GET /docs/intro HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      const [silentEnd, slowEnd, keptEnd] = await Promise.all([silent, slow, kept]);
      clearInterval(slowTimer);
      assert.deepEqual(silentEnd, { received: '', closed: true }, 'a connection that never sends is closed');
      assert.ok(slowEnd.closed, 'a request sent a byte at a time is closed');
      assert.match(slowEnd.received, /^HTTP\/1\.1 408 /);
      assert.ok(keptEnd.closed, 'an idle kept-alive connection is closed');
      assert.match(keptEnd.received, /^HTTP\/1\.1 200 /);

      // A CONNECT's socket leaves Node's HTTP handling; a client that never closes its side must not keep it open.
      const tunnel = await session((socket) => socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), {
        allowHalfOpen: true,
      });
      assert.match(tunnel.received, /^HTTP\/1\.1 405 /);
      const openConnections = () =>
        new Promise<number>((resolve, reject) => limited.getConnections((error, count) => (error ? reject(error) : resolve(count))));
      const deadline = Date.now() + DEADLINE_MS;
      while ((await openConnections()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(await openConnections(), 0, 'the server still holds the half-closed CONNECT socket');
    } finally {
      for (const socket of sockets) socket.destroy();
      limited.close();
    }
  });

  it('serves a base URL only under it, and refuses one without both slashes', async () => {
    for (const baseUrl of ['/baeta', 'baeta/', 'baeta']) {
      assert.throws(() => createStaticServer({ dir: builtDir, baseUrl }), /BASE_URL="[^"]*" must start and end with "\/"/, baseUrl);
    }
    const based = createStaticServer({ dir: builtDir, baseUrl: '/baeta/' });
    await new Promise<void>((resolve) => based.listen(0, '127.0.0.1', resolve));
    try {
      const basedOrigin = `http://127.0.0.1:${(based.address() as AddressInfo).port}`;
      assert.equal((await fetch(`${basedOrigin}/baeta/docs/intro`)).status, 200);
      // A prefix of a path is not its folder.
      assert.equal((await fetch(`${basedOrigin}/${'baeta'}docs/intro`)).status, 404);
      assert.equal((await fetch(`${basedOrigin}/docs/intro`)).status, 404);
      const bare = await fetch(`${basedOrigin}/baeta?x=1`, { redirect: 'manual' });
      assert.equal(bare.status, 301);
      assert.equal(bare.headers.get('location'), '/baeta/?x=1');
    } finally {
      based.close();
    }
  });

  it('refuses a BASE_URL that is not a plain path', () => {
    for (const baseUrl of ['//', '/../', '/./', '/baeta/../', '/a//b/', '/ba eta/', '/caf\u00e9/', '/a%20b/', '/a?b/', '/a#b/', '/a\\b/']) {
      assert.throws(
        () => createStaticServer({ dir: builtDir, baseUrl }),
        /BASE_URL="[^"]*" must start and end with "\/" and be a plain path: no empty, "\." or "\.\." segment/,
        baseUrl,
      );
    }
    for (const baseUrl of ['/', '/baeta/', '/docs/v1.2/', '/a~b_c-d/']) createStaticServer({ dir: builtDir, baseUrl });
  });

  it('refuses a BASE_URL other than the one the build was made for, naming that one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baeta-serve-based-'));
    try {
      const home = (head: string) => writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head>${head}</head></html>`);
      home('<link data-rh=true rel=canonical href=https://baeta.io/baeta/ />');
      assert.throws(() => createStaticServer({ dir, baseUrl: '/' }), /was made for BASE_URL="\/baeta\/", but BASE_URL is "\/"/);
      assert.throws(() => createStaticServer({ dir, baseUrl: '/other/' }), /made for BASE_URL="\/baeta\/"/);
      createStaticServer({ dir, baseUrl: '/baeta/' });
      home('<link href="https://example.com/" rel="canonical">');
      assert.throws(() => createStaticServer({ dir, baseUrl: '/baeta/' }), /made for BASE_URL="\/"/);
      createStaticServer({ dir, baseUrl: '/' });
      // A build whose home page names no canonical address cannot tell; it is served as asked.
      home('<link rel=stylesheet href=/x/assets/css/a.css>');
      createStaticServer({ dir, baseUrl: '/baeta/' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('node scripts/serve.mjs', () => {
  const cleanup: string[] = [];
  after(() => {
    for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
  });

  async function expectServes(script: string, cwd: string) {
    const started = await startServe(script, cwd, { PORT: String(await freePort()) });
    try {
      assert.ok(started.origin, `${script} did not start listening (exit code ${started.exitCode}; stderr: ${started.stderr.trim()})`);
      const response = await fetch(`${started.origin}/docs/intro`);
      assert.equal(response.status, 200);
    } finally {
      await stop(started.child);
    }
  }

  it('starts when run through a symlink', async () => {
    const site = fixtureSite();
    cleanup.push(site);
    const link = join(site, 'serve-link.mjs');
    symlinkSync(SERVE_SCRIPT, link);
    await expectServes(link, site);
  });

  it('starts when its path has a space in it', async () => {
    const site = fixtureSite('baeta serve with spaces ');
    cleanup.push(site);
    mkdirSync(join(site, 'my scripts'));
    const copy = join(site, 'my scripts', 'serve.mjs');
    copyFileSync(SERVE_SCRIPT, copy);
    // What the copy imports resolves as from the checkout.
    symlinkSync(join(__dirname, '../../node_modules'), join(site, 'node_modules'));
    mkdirSync(join(site, 'config'));
    copyFileSync(join(__dirname, '../../config/base-url.mjs'), join(site, 'config', 'base-url.mjs'));
    await expectServes(copy, site);
  });

  it('refuses a port in use with one line, not a stack trace', async () => {
    const site = fixtureSite();
    cleanup.push(site);
    const occupied = createStaticServer({ dir: join(site, 'build') });
    await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
    try {
      const port = (occupied.address() as AddressInfo).port;
      const started = await startServe(SERVE_SCRIPT, site, { PORT: String(port) });
      await stop(started.child);
      assert.equal(started.exitCode, 1);
      assert.equal(started.stderr.trim().split('\n').length, 1, started.stderr);
      assert.match(started.stderr, new RegExp(`port ${port} is already in use`));
    } finally {
      occupied.close();
    }
  });

  it('reads PORT as a decimal port, and an unset or blank one as 3000', () => {
    for (const [raw, port] of [[undefined, 3000], ['', 3000], ['  ', 3000], ['4300', 4300], [' 4301 ', 4301], ['0', 0], ['65535', 65535]] as const) {
      assert.equal(readPort(raw), port, JSON.stringify(raw));
    }
    for (const raw of ['0x1259', '1e3', '3000.0', '-1', '65536', '+80', '3000abc', 'http', '٣٠٠٠']) {
      assert.throws(() => readPort(raw), /PORT="[^"]*" is not a port number; set it to a whole number from 0 to 65535/, raw);
    }
  });

  it('refuses an invalid PORT with one line', async () => {
    const site = fixtureSite();
    cleanup.push(site);
    const started = await startServe(SERVE_SCRIPT, site, { PORT: '0x1259' });
    await stop(started.child);
    assert.equal(started.exitCode, 1);
    assert.equal(started.stderr.trim().split('\n').length, 1, started.stderr);
    assert.match(started.stderr, /PORT="0x1259" is not a port number/);
  });

  it('reads a blank BASE_URL as "/", as the build does', async () => {
    const site = fixtureSite();
    cleanup.push(site);
    const started = await startServe(SERVE_SCRIPT, site, { PORT: String(await freePort()), BASE_URL: '  ' });
    try {
      assert.ok(started.origin, `it did not start: ${started.stderr}`);
      assert.equal((await fetch(`${started.origin}/docs/intro`)).status, 200);
    } finally {
      await stop(started.child);
    }
  });

  it('refuses, in one line, to serve a build under another base URL than it was made for', async () => {
    const site = fixtureSite();
    cleanup.push(site);
    writeFileSync(join(site, 'build/index.html'), '<!doctype html><link data-rh=true rel=canonical href=https://baeta.io/baeta/ /><title>home</title>');
    const started = await startServe(SERVE_SCRIPT, site, { PORT: String(await freePort()) });
    await stop(started.child);
    assert.equal(started.exitCode, 1);
    assert.equal(started.stderr.trim().split('\n').length, 1, started.stderr);
    assert.match(started.stderr, /made for BASE_URL="\/baeta\/".*Set BASE_URL=\/baeta\//);
  });

  it('refuses an invalid BASE_URL with one line', async () => {
    const site = fixtureSite();
    cleanup.push(site);
    const started = await startServe(SERVE_SCRIPT, site, { PORT: String(await freePort()), BASE_URL: 'baeta/' });
    await stop(started.child);
    assert.equal(started.exitCode, 1);
    assert.equal(started.stderr.trim().split('\n').length, 1, started.stderr);
    assert.match(started.stderr, /BASE_URL="baeta\/" must start and end with "\/"/);
  });
});
