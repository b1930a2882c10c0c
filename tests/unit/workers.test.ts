// The plugins' worker threads (plugins/workers.ts): a worker's CPU time is its own thread's, so a build can
// report what a low-priority worker cost apart from how long it waited for the CPU.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { chunks, runInWorker, threadCpuSeconds } from '../../plugins/workers';

describe('plugin workers', () => {
  it("counts a worker's CPU time in its thread, not in the main thread's", async () => {
    const before = threadCpuSeconds();
    assert.equal(typeof before, 'number', 'this suite runs on Linux, where /proc/thread-self/stat says');
    const result = await runInWorker<{ spins: number; cpuSeconds: number }>(resolve('tests/fixtures/workers/burn.ts'), 'burn', undefined, 'burn');
    const after = threadCpuSeconds() as number;
    assert.ok(result.spins > 0);
    // ~0.4 s busy, plus loading the module; ticks are 10 ms.
    assert.ok(result.cpuSeconds >= 0.3, `the worker reported ${result.cpuSeconds} s`);
    assert.ok(after - (before as number) < result.cpuSeconds, `the main thread counted ${after - (before as number)} s while it waited`);
  });

  it('cuts work into runs of about equal length, in order', () => {
    assert.deepEqual(chunks([1, 2, 3, 4, 5], 2), [[1, 2, 3], [4, 5]]);
    assert.deepEqual(chunks([], 2), []);
  });
});
