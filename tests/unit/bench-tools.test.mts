// Lighthouse has an install of its own in bench/ (kept out of the site's `npm ci`); without it, the benchmark
// stops with the command that installs it.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { loadBenchTools } from '../../scripts/bench-lighthouse.mjs';

describe("the benchmark's tools (bench/)", () => {
  it('stay out of the site install', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
    const site = { ...manifest['dependencies'], ...manifest['devDependencies'] };
    assert.deepEqual(['lighthouse', 'chrome-launcher'].filter((name) => name in site), []);
  });

  it('without their install, stop the benchmark with the command that installs them', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bench-tools-'));
    try {
      const tools = join(folder, 'tools.mjs');
      copyFileSync('bench/tools.mjs', tools);
      await assert.rejects(loadBenchTools(pathToFileURL(tools).href), /Lighthouse is not installed\. .*run `npm ci --prefix bench`/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
