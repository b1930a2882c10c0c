import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from '@docusaurus/types';
import { filesUnder } from '../build-files';
import { dropUnusedCss } from './unused-css';

// Hashed scripts and stylesheets never change once built, so they are compressed once, here, at brotli's and
// gzip's highest levels, which are too slow to run per request; static hosts precompress the same way.
// scripts/serve.mjs sends these copies; HTML and everything else is compressed on the fly.

const COMPRESSIBLE = /\.(?:js|css)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` beside each script and stylesheet under `dir`; returns how many files. */
export async function precompressAssets(dir: string): Promise<number> {
  const files = await filesUnder(dir, COMPRESSIBLE);
  // zlib's async calls run on libuv's thread pool, so these spread over the machine's cores.
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
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
      // Here rather than in a plugin of its own: Docusaurus runs the plugins' postBuild side by side, and the
      // stylesheets must be final before they are compressed.
      const css = await dropUnusedCss(outDir);
      const kb = (chars: number) => `${(chars / 1024).toFixed(1)} KB`;
      console.log(`[precompress] Dropped ${css.dropped} unused CSS selectors from the site stylesheet: ${kb(css.before)} -> ${kb(css.after)}.`);
      const count = await precompressAssets(join(outDir, 'assets'));
      console.log(`[precompress] Wrote brotli and gzip copies of ${count} scripts and stylesheets.`);
    },
  };
}
