// scripts/serve.mjs under the load the issue measured it with: 200 concurrent connections asking for compressed
// pages. Compressing every response as it went held ~1 GB; the server must stay under 300 MB. A bounded run
// against 127.0.0.1 only; no timing is asserted, only memory and that every request was answered.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { SERVE_SCRIPT, fixtureSite, freePort, startServe, stop } from './serve-process';

const CONNECTIONS = 200;
const REQUESTS = 6000;
const MAX_SECONDS = 20;
const PAGES = 300;
const CEILING_MB = 300;

/** A page of ~100 KB that compresses like the site's: varied words in repeated markup. */
function page(index: number): string {
  const words = ['schema', 'resolver', 'module', 'context', 'cache', 'directive', 'middleware', 'extension', 'field'];
  let seed = index + 1;
  const paragraphs: string[] = [];
  for (let p = 0; p < 250; p += 1) {
    const sentence: string[] = [];
    for (let w = 0; w < 60; w += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      sentence.push(`${words[seed % words.length]}${seed % 1000}`);
    }
    paragraphs.push(`<p class="paragraph_${p % 7}">${sentence.join(' ')}.</p>`);
  }
  return `<!doctype html><html lang=en><title>Page ${index}</title><main>${paragraphs.join('\n')}</main></html>`;
}

/** Peak resident memory of a process so far, in MB (Linux). */
function peakMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB$/m.exec(status);
  assert.ok(match, `no VmHWM in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

describe('scripts/serve.mjs under load', () => {
  const site = fixtureSite();
  after(() => rmSync(site, { recursive: true, force: true }));

  it(`stays under ${CEILING_MB} MB with ${CONNECTIONS} concurrent connections asking for compressed pages`, async () => {
    for (let index = 0; index < PAGES; index += 1) writeFileSync(join(site, 'build', `page-${index}.html`), page(index));
    const started = await startServe(SERVE_SCRIPT, site, { PORT: String(await freePort()) });
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    try {
      assert.ok(started.origin, `the server did not start: ${started.stderr}`);
      const pid = started.child.pid as number;
      const statuses = new Map<number | string, number>();
      const deadline = Date.now() + MAX_SECONDS * 1000;
      let sent = 0;
      const one = () =>
        new Promise<void>((resolve) => {
          const path = `/page-${sent % PAGES}`;
          sent += 1;
          get(`${started.origin}${path}`, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
            res.resume();
            res.on('end', () => {
              statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
              resolve();
            });
          }).on('error', (error) => {
            statuses.set(error.message, (statuses.get(error.message) ?? 0) + 1);
            resolve();
          });
        });
      const connection = async () => {
        while (sent < REQUESTS && Date.now() < deadline) await one();
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, connection));
      const peak = peakMb(pid);
      console.log(`[serve load] ${sent} requests, answers ${JSON.stringify([...statuses])}, peak RSS ${peak.toFixed(0)} MB`);
      assert.deepEqual([...statuses.keys()], [200], 'every request answered 200');
      assert.ok(peak < CEILING_MB, `the server's memory peaked at ${peak.toFixed(0)} MB (ceiling ${CEILING_MB} MB)`);
    } finally {
      agent.destroy();
      await stop(started.child);
    }
  });
});
