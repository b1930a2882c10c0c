import { readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from '@docusaurus/types';
import { filesUnder } from '../build-files';

// Hashed scripts and stylesheets never change once built, so they are compressed once, here, at levels too
// slow to run per request; static hosts precompress the same way. Brotli's highest quality (11) is kept for the
// files every page loads (named in the HTML: the runtime, main.js, the stylesheet). Everything else, ~550 route
// chunks, gets quality 10: over the build's 5.3 MB of scripts, 11 took 8.2 s of CPU and 10 takes 2.6 s for
// 2% more bytes, in files a reader fetches a few at a time.
// scripts/serve.mjs sends these copies; HTML and everything else is compressed on the fly.

const COMPRESSIBLE = /\.(?:js|css)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` beside each script and stylesheet under `dir`; returns how many files. */
export async function precompressAssets(dir: string, { everyPage = new Set<string>() }: { everyPage?: ReadonlySet<string> } = {}): Promise<number> {
  const files = await filesUnder(dir, COMPRESSIBLE);
  // zlib's async calls run on libuv's thread pool, so these spread over the machine's cores.
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: everyPage.has(basename(file)) ? constants.BROTLI_MAX_QUALITY : 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

export default function precompress(): Plugin {
  return {
    name: 'precompress',
    async postBuild({ outDir }) {
      const home = await readFile(join(outDir, 'index.html'), 'utf8');
      const everyPage = new Set([...home.matchAll(/\/assets\/(?:js|css)\/([^"'?#\s>]+\.(?:js|css))/g)].map((match) => match[1] as string));
      if (!everyPage.size) throw new Error(`plugins/precompress: ${join(outDir, 'index.html')} names no script or stylesheet under /assets/; did the page template change?`);
      const count = await precompressAssets(join(outDir, 'assets'), { everyPage });
      console.log(`[precompress] Wrote brotli and gzip copies of ${count} scripts and stylesheets (${[...everyPage].join(', ')} at brotli's best).`);
    },
  };
}
