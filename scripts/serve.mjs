// Serves the production build the way a static host would: the build's precompressed brotli/gzip copies of
// scripts and stylesheets (plugins/precompress), on-the-fly compression for the rest, a long immutable cache
// for hashed assets, revalidation for HTML, and the site's 404 page for unknown paths.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

const DEFAULT_PORT = 3000;

/**
 * `gzipOnly` serves as GitHub Pages does: gzip for every browser, never the Brotli copies (the request's
 * Accept-Encoding loses `br` before anything reads it), so budgets can be measured the way that host serves.
 */
export function createStaticServer({ dir = 'build', baseUrl = '/', gzipOnly = false } = {}) {
  const root = resolve(dir);
  const notFoundPage = join(root, '404.html');
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`scripts/serve.mjs: no build found in ${root}. Run "npm run build" first (or "npm run preview").`);
  }
  const compress = compression();
  const serveFile = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      const hashed = pathname.startsWith('/assets/');
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  function notFound(res) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    createReadStream(notFoundPage).pipe(res);
  }

  return createServer((req, res) => {
    if (gzipOnly && req.headers['accept-encoding']) {
      req.headers['accept-encoding'] = req.headers['accept-encoding']
        .split(',')
        .filter((coding) => coding.trim().split(';')[0] !== 'br')
        .join(',');
    }
    compress(req, res, () => {
      const url = req.url ?? '/';
      if (!url.startsWith(baseUrl)) {
        notFound(res);
        return;
      }
      req.url = `/${url.slice(baseUrl.length)}`;
      serveFile(req, res, () => notFound(res));
    });
  });
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error(`scripts/serve.mjs: PORT="${process.env.PORT}" is not a valid port; set it to a number such as 3000.`);
    process.exit(1);
  }
  const baseUrl = process.env.BASE_URL || '/';
  // GZIP_ONLY=1 serves as GitHub Pages does (no Brotli).
  const server = createStaticServer({ baseUrl, gzipOnly: process.env.GZIP_ONLY === '1' });
  server.listen(port, '127.0.0.1', () => {
    console.log(`Serving build/ at http://localhost:${port}${baseUrl} (compressed, cached like a static host)`);
  });
}
