import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { rspack } from '@rspack/core';

// Scripts and stylesheets are served as immutable (scripts/serve.mjs), so a file's name must change whenever its
// bytes do. The bundler names each by the hash of its final content (Rspack, output.hashFunction xxhash64);
// anything that edits a file after the bundler named it breaks that. Issue 38: the unused-CSS purge rewrote the
// site stylesheet after the build, so new CSS went out under an old name.

const HASHED = /\.([0-9a-f]{8})\.(?:js|css)$/;

test('every hashed script and stylesheet of the build is named by the hash of its bytes', () => {
  const checked: string[] = [];
  const renamed: string[] = [];
  for (const folder of ['assets/js', 'assets/css']) {
    const dir = join(process.cwd(), 'build', folder);
    for (const name of readdirSync(dir)) {
      const hash = HASHED.exec(name)?.[1];
      if (!hash) continue;
      checked.push(name);
      const digest = rspack.util.createHash('xxhash64').update(readFileSync(join(dir, name))).digest('hex');
      if (!String(digest).startsWith(hash)) renamed.push(`${folder}/${name}: its bytes hash to ${String(digest).slice(0, 8)}`);
    }
  }
  expect(checked.some((name) => name.startsWith('styles.')), 'the site stylesheet is among them').toBe(true);
  expect(checked.length).toBeGreaterThan(100);
  expect(renamed).toEqual([]);
});
