// Serves the production build the way a static host would: /x from x, x.html or x/index.html; the build's
// precompressed brotli/gzip copies of scripts and stylesheets (plugins/precompress); every other text file
// compressed once, on its first request, and kept in memory; a long immutable cache for files named by their
// content, revalidation for everything else; the site's 404 page for unknown paths.
//
// Compressing per request (the `compression` middleware did) gave each of 200 concurrent responses its own
// brotli encoder: the process grew to ~1 GB under that load and stayed there. The whole build's text is ~30 MB
// before compression, so a copy of each compressed file in memory is bounded and small, and each is made once.
import { createReadStream, existsSync, readFileSync, realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { STATUS_CODES, createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { extname, join, relative as relativePath, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BASE_URL_RULE, PLAIN_BASE_URL } from '../config/base-url.mjs';

const DEFAULT_PORT = 3000;
/**
 * How long a connection may stay silent, take to send a request's headers or the whole request, and wait between
 * requests, in ms: ample for a browser on this machine, short enough that forgotten or stalled sockets are closed
 * before they pile up (with Node's defaults they stayed open for minutes, and 1,100 of them used up the process's
 * 1,024 file descriptors, so real requests timed out).
 */
const DEFAULT_TIMEOUTS = { idle: 30_000, headers: 5_000, request: 10_000, keepAlive: 5_000 };
const ALLOWED_METHODS = 'GET, HEAD';
const NOT_ALLOWED_HEADERS = { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' };
const notAllowedBody = (method) => `Method ${method} is not allowed; this server answers ${ALLOWED_METHODS}.\n`;

/** Content types by extension; text types are sent with charset=utf-8 (the build writes UTF-8 only). */
const CONTENT_TYPES = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const TEXT_TYPES = new Set(['application/json', 'application/manifest+json', 'application/xml', 'image/svg+xml']);
const isText = (type) => type.startsWith('text/') || TEXT_TYPES.has(type);

/**
 * Files whose names change with their content, so a browser may keep them for a year: the bundler's assets and
 * the search index's chunks (plugins/search-index writes the index to pagefind/; Pagefind names its meta, index,
 * filter and fragment files <language>_<hex hash>.pf_<kind>). The index's entry files (pagefind.js,
 * pagefind-entry.json, the wasm, vocabulary.json) keep their names from build to build and must revalidate.
 */
const IMMUTABLE_FILES = /^assets\/|^pagefind\/(?:[a-z]+\/)?[^/]*_[0-9a-f]{7,}\.pf_[a-z]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Below this a compressed body saves less than its headers cost (the `compression` middleware's threshold). */
const MIN_COMPRESSED_SIZE = 1024;
/** Ceiling of the compressed copies kept in memory; the least recently served go first. The site needs ~10 MB. */
const CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Brotli quality 6: within 2% of 9's size on the site's pages at a fifth of its time (~20 ms for a 90 KB page),
 * so a page's first request is not slowed; 11 takes ~0.5 s. Gzip's best level costs ~15 ms.
 */
const BROTLI_QUALITY = 6;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressors = {
  br: (body) =>
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
};
const SUFFIXES = { br: '.br', gzip: '.gz' };

/**
 * Runs at most `slots` tasks at once. Each brotli encoder holds several MB while it works, so 200 first requests
 * for 200 pages must not all compress at once (that alone took the process past 300 MB); a core each is enough.
 */
function limiter(slots) {
  const waiting = [];
  let running = 0;
  const next = () => {
    if (running >= slots || waiting.length === 0) return;
    running += 1;
    const { task, resolve, reject } = waiting.shift();
    task()
      .then(resolve, reject)
      .finally(() => {
        running -= 1;
        next();
      });
  };
  return (task) =>
    new Promise((resolve, reject) => {
      waiting.push({ task, resolve, reject });
      next();
    });
}

export class ServeError extends Error {}

/**
 * PORT as the server reads it: unset or blank means the default, as for the build's variables; anything but a
 * decimal whole number from 0 to 65535 is refused (Number() took "0x1259" for 4697, "1e3" for 1000 and "" for 0).
 */
export function readPort(raw) {
  const value = raw?.trim() ?? '';
  if (value === '') return DEFAULT_PORT;
  if (/^\d+$/.test(value) && Number(value) <= 65535) return Number(value);
  throw new ServeError(
    `scripts/serve.mjs: PORT="${raw}" is not a port number; set it to a whole number from 0 to 65535 in decimal digits, ` +
      `such as ${DEFAULT_PORT} (0 picks a free port), or unset it for ${DEFAULT_PORT}.`,
  );
}


/** The base path pages are served under, as Docusaurus's BASE_URL. */
export function checkBaseUrl(baseUrl) {
  if (typeof baseUrl !== 'string' || !PLAIN_BASE_URL.test(baseUrl)) {
    throw new ServeError(`scripts/serve.mjs: BASE_URL="${baseUrl}" ${BASE_URL_RULE}, as the build's BASE_URL is.`);
  }
  return baseUrl;
}

/**
 * The base URL a build was made with: the path of its home page's canonical address (`<link rel="canonical">`,
 * which Docusaurus writes on every page as SITE_URL + the page's path, so the home page's is SITE_URL +
 * BASE_URL). That names the base URL directly; the script and stylesheet addresses would need the bundler's
 * file layout to be known. Undefined when the home page names no canonical address.
 */
function builtBaseUrl(root) {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/\s([a-z-]+)=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)].map((match) => [match[1].toLowerCase(), match[2] ?? match[3] ?? match[4]]),
    );
    if (attributes.get('rel')?.toLowerCase() !== 'canonical') continue;
    try {
      return new URL(attributes.get('href') ?? '').pathname;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The encodings the request accepts, in the order the server prefers them (q=0 refuses one). */
function acceptedEncodings(header, gzipOnly) {
  const accepted = new Set();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  const order = gzipOnly ? ['gzip'] : ['br', 'gzip'];
  return order.filter((name) => accepted.has(name) || accepted.has('*'));
}

/**
 * The decoded path and the query of a request target, or undefined when it names no path (`*`, `host:port`, a
 * broken %-escape, a NUL). The target is read as written: resolving it against a base (`new URL(target, base)`)
 * took `//docs/intro` for host "docs" and path /intro, and threw on `//` and `/\\`.
 */
function parseTarget(target) {
  let written = target;
  // The absolute form (http://host/path), which a client talking to a proxy sends.
  if (/^https?:\/\//i.test(written)) {
    try {
      const url = new URL(written);
      written = `${url.pathname}${url.search}`;
    } catch {
      return undefined;
    }
  }
  if (!written.startsWith('/')) return undefined;
  const [beforeFragment = ''] = written.split('#');
  const queryAt = beforeFragment.indexOf('?');
  const search = queryAt === -1 ? '' : beforeFragment.slice(queryAt);
  let pathname;
  try {
    pathname = decodeURIComponent(queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt));
  } catch {
    return undefined;
  }
  return pathname.includes('\0') ? undefined : { pathname, search };
}

/** A whole response written straight to a socket, for the requests that never reach the request handler. */
function rawResponse(status, headers = {}, body = '') {
  const lines = Object.entries({ ...headers, 'Content-Length': Buffer.byteLength(body), Connection: 'close' }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
}

/** A request line's method token: bytes that start with one are a request (with a method the parser does not know). */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) /;
/** Node's own answers to a request its parser rejects, which a 'clientError' listener replaces. */
const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * Answers what Node's HTTP parser stops before the request handler: CONNECT (which Node hands over as a tunnel,
 * closing it unanswered when nobody listens) and methods the parser does not know (FOO), which it answered 400
 * without Allow. Both get 405 with Allow, as every other method does; other parse errors get Node's own answer.
 */
function answerParserRejects(server, idleTimeout) {
  // A parse error while an earlier response on the connection is unfinished must not write into that response.
  const unfinished = new WeakMap();
  server.on('request', (req, res) => {
    unfinished.set(req.socket, (unfinished.get(req.socket) ?? 0) + 1);
    res.on('close', () => unfinished.set(req.socket, unfinished.get(req.socket) - 1));
  });
  server.on('connect', (req, socket) => {
    // Node stops watching a tunnel's socket: a reset from the client must not crash the server, and a client that
    // keeps its side open must not keep the socket (reading lets its end arrive; the timeout covers the rest).
    socket.on('error', () => socket.destroy());
    socket.setTimeout(idleTimeout, () => socket.destroy());
    socket.resume();
    socket.end(rawResponse(405, NOT_ALLOWED_HEADERS, notAllowedBody(req.method)));
  });
  server.on('clientError', (error, socket) => {
    if (!socket.writable || unfinished.get(socket) > 0) {
      socket.destroy();
      return;
    }
    const method = error.code === 'HPE_INVALID_METHOD' && REQUEST_LINE.exec(error.rawPacket?.toString('latin1') ?? '')?.[1];
    if (method) {
      socket.end(rawResponse(405, NOT_ALLOWED_HEADERS, notAllowedBody(method)));
      return;
    }
    socket.end(rawResponse(CLIENT_ERROR_STATUS[error.code] ?? 400));
  });
}

/**
 * Whether a GET or HEAD of a file with this ETag and modification time can be answered 304 (RFC 9110 13.1.2,
 * 13.1.3): If-None-Match decides when present, comparing weakly (W/"x" and "x" name the same version);
 * otherwise If-Modified-Since at or after the Last-Modified, which has whole seconds.
 */
function notModified(headers, etag, mtime) {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const opaque = (tag) => tag.replace(/^W\//, '');
    return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** A single satisfiable byte range of a body of `size` bytes; null to send the whole body, 'unsatisfiable' for 416. */
export function parseRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: a server may answer with the whole body, which is simpler for everyone.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start;
  let end;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return null;
  }
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Compressed copies of files, each made once and kept while the file is unchanged (least recently used go first). */
class CompressedCache {
  #entries = new Map();
  #bytes = 0;
  #limit = limiter(availableParallelism());

  async get(file, stats, encoding) {
    const key = `${encoding}:${file}`;
    const version = `${stats.size}-${stats.mtimeMs}`;
    let entry = this.#entries.get(key);
    if (entry && entry.version !== version) {
      this.#drop(key, entry);
      entry = undefined;
    }
    if (!entry) {
      // Requests that arrive while the copy is made share it.
      entry = { version, size: 0, body: this.#limit(async () => compressors[encoding](await readFile(file))) };
      this.#entries.set(key, entry);
      try {
        const body = await entry.body;
        entry.size = body.length;
        this.#bytes += body.length;
        this.#trim();
      } catch (error) {
        this.#drop(key, entry);
        throw error;
      }
    }
    // Map order is recency order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  #drop(key, entry) {
    if (this.#entries.get(key) === entry) this.#entries.delete(key);
    this.#bytes -= entry.size;
  }

  #trim() {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= CACHE_BYTES) break;
      if (entry.size > 0) this.#drop(key, entry);
    }
  }
}

async function fileStats(path) {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The file at `path`, if it is one and lies inside `realRoot` once every link on the way is followed (a link in
 * the build to /etc must not publish /etc): `real` is the path to read, `path` the name it was asked by, which
 * gives its type.
 */
async function fileInside(realRoot, path) {
  let real;
  try {
    real = await realpath(path);
  } catch {
    return undefined;
  }
  if (!real.startsWith(realRoot + sep)) return undefined;
  const stats = await fileStats(real);
  return stats && { path, real, stats };
}

/** Sends a file's bytes (or a range of them); a file removed meanwhile ends the response instead of the server. */
function sendBytes(req, res, path, range) {
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path, range)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * `gzipOnly` serves as GitHub Pages does: gzip for every browser, never Brotli, so budgets can be measured the
 * way that host serves. `timeouts` overrides any of DEFAULT_TIMEOUTS (the tests shorten them).
 */
export function createStaticServer({ dir = 'build', baseUrl = '/', gzipOnly = false, timeouts = {} } = {}) {
  const limits = { ...DEFAULT_TIMEOUTS, ...timeouts };
  checkBaseUrl(baseUrl);
  const root = resolve(dir);
  const notFoundPage = join(root, '404.html');
  if (!existsSync(join(root, 'index.html'))) {
    throw new ServeError(
      `scripts/serve.mjs: no build found in ${root}. Run "npm run build" first (or "npm run preview"); a variant's build is made by ` +
        '"node scripts/build-variants.mjs <name>", and SERVE_DIR names the folder to serve.',
    );
  }
  // Served under another base URL, every page would load its scripts and styles from where there are none.
  const built = builtBaseUrl(root);
  if (built !== undefined && built !== baseUrl) {
    throw new ServeError(
      `scripts/serve.mjs: the build in ${root} was made for BASE_URL="${built}", but BASE_URL is "${baseUrl}". ` +
        `Set BASE_URL=${built} to serve it, or rebuild it with BASE_URL=${baseUrl}.`,
    );
  }
  // The build folder itself may be reached through a link; what it serves must lie inside its real folder.
  const realRoot = realpathSync(root);
  const cache = new CompressedCache();

  /**
   * The file a path names, as a static host finds it: the file itself, then <path>.html, then <path>/index.html;
   * with a trailing slash, <path>/index.html first, then <path>.html (hosts differ there; this one is lenient).
   */
  async function find(relative) {
    const base = join(root, relative);
    let candidates = [base, `${base}.html`, join(base, 'index.html')];
    if (relative === '') candidates = [join(base, 'index.html')];
    else if (relative.endsWith('/')) candidates = [join(base, 'index.html'), `${base.replace(/[\\/]+$/, '')}.html`];
    for (const path of candidates) {
      // Never a file outside the build, whatever ".." or "%2e%2e" the path holds.
      if (!path.startsWith(root + sep)) continue;
      const file = await fileInside(realRoot, path);
      if (file) return file;
    }
    return undefined;
  }

  async function send(req, res, { path, real, stats }, status, cacheControl) {
    const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const etag = `W/"${stats.size}-${Math.trunc(stats.mtimeMs)}"`;
    res.setHeader('Content-Type', isText(type) ? `${type}; charset=utf-8` : type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    res.setHeader('ETag', etag);
    if (isText(type)) res.setHeader('Vary', 'Accept-Encoding');
    if (status === 200) res.setHeader('Accept-Ranges', 'bytes');

    if (status === 200 && notModified(req.headers, etag, stats.mtime)) {
      res.statusCode = 304;
      res.end();
      return;
    }

    // A range is of the file's bytes, so it is never compressed (its Content-Range counts uncompressed bytes).
    const rangeHeader = status === 200 ? req.headers.range : undefined;
    const ifRange = req.headers['if-range'];
    if (rangeHeader && (!ifRange || ifRange === etag)) {
      const range = parseRange(rangeHeader, stats.size);
      if (range === 'unsatisfiable') {
        res.statusCode = 416;
        res.setHeader('Content-Range', `bytes */${stats.size}`);
        res.end();
        return;
      }
      if (range) {
        res.statusCode = 206;
        res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stats.size}`);
        res.setHeader('Content-Length', range.end - range.start + 1);
        sendBytes(req, res, real, range);
        return;
      }
    }

    res.statusCode = status;
    const encoding = isText(type) ? acceptedEncodings(req.headers['accept-encoding'], gzipOnly)[0] : undefined;
    // The build's own compressed copy first (scripts and stylesheets, at brotli's best); then one made here.
    const copy = encoding && (await fileInside(realRoot, `${path}${SUFFIXES[encoding]}`));
    if (copy) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', copy.stats.size);
      sendBytes(req, res, copy.real);
      return;
    }
    if (encoding && stats.size >= MIN_COMPRESSED_SIZE) {
      const body = await cache.get(real, stats, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Length', stats.size);
    sendBytes(req, res, real);
  }

  async function notFound(req, res) {
    const page = await fileInside(realRoot, notFoundPage);
    if (!page) {
      res.statusCode = 404;
      res.end();
      return;
    }
    await send(req, res, page, 404, 'no-cache');
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, NOT_ALLOWED_HEADERS);
      res.end(notAllowedBody(req.method));
      return;
    }
    const target = parseTarget(req.url ?? '/');
    if (!target) {
      res.statusCode = 400;
      res.end();
      return;
    }
    const { pathname, search } = target;
    // /base without its slash is the site's home, as a host redirects a folder's address to the folder.
    if (baseUrl !== '/' && pathname === baseUrl.slice(0, -1)) {
      res.statusCode = 301;
      res.setHeader('Location', `${baseUrl}${search}`);
      res.end();
      return;
    }
    const relative = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : undefined;
    // Dot files are not part of the site (as the host does not publish them).
    const found = relative === undefined || /(^|\/)\./.test(relative) ? undefined : await find(relative);
    if (!found) {
      await notFound(req, res);
      return;
    }
    const file = relativePath(root, found.path).split(sep).join('/');
    await send(req, res, found, 200, IMMUTABLE_FILES.test(file) ? IMMUTABLE : REVALIDATE);
  }

  function onRequest(req, res) {
    handle(req, res).catch((error) => {
      console.error(`scripts/serve.mjs: ${req.method} ${req.url}: ${error.message}`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Length');
      }
      res.end();
    });
  }

  const server = createServer(
    {
      headersTimeout: limits.headers,
      requestTimeout: limits.request,
      keepAliveTimeout: limits.keepAlive,
      // How often Node checks the two limits above (every 30 s by default, which made 5 s up to 35 s).
      connectionsCheckingInterval: Math.min(1_000, limits.headers / 5),
    },
    onRequest,
  );
  // A socket with no traffic for this long is destroyed (there is no 'timeout' listener to keep it).
  server.setTimeout(limits.idle);
  answerParserRejects(server, limits.idle);
  return server;
}

/**
 * Whether Node was started with the module at `moduleUrl` (its import.meta.url), also through a symlink or from a
 * path with spaces or other escapes.
 */
export function isMainModule(moduleUrl = import.meta.url) {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (isMainModule()) {
  // Blank means "/", as for the build (config/env.ts).
  const baseUrl = process.env.BASE_URL?.trim() || '/';
  let port;
  let server;
  try {
    port = readPort(process.env.PORT);
    // GZIP_ONLY=1 serves as GitHub Pages does (no Brotli).
    server = createStaticServer({ dir: process.env.SERVE_DIR || 'build', baseUrl, gzipOnly: process.env.GZIP_ONLY === '1' });
  } catch (error) {
    if (!(error instanceof ServeError)) throw error;
    fail(error.message);
  }
  server.on('error', (error) => {
    if (error.code === 'EADDRINUSE') fail(`scripts/serve.mjs: port ${port} is already in use; stop the server on it or set PORT to a free port.`);
    if (error.code === 'EACCES') fail(`scripts/serve.mjs: no permission to listen on port ${port}; set PORT to one above 1023.`);
    fail(`scripts/serve.mjs: cannot listen on port ${port}: ${error.message}`);
  });
  server.listen(port, '127.0.0.1', () => {
    const { port: listening } = server.address();
    console.log(`Serving ${process.env.SERVE_DIR || 'build'}/ at http://localhost:${listening}${baseUrl} (compressed, cached like a static host)`);
  });
}
