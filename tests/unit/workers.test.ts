// The plugins' worker threads (plugins/workers.ts): a worker's CPU time is its own thread's, so a build can
// report what a low-priority worker cost apart from how long it waited for the CPU.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { runInWorker, sharedQueue, takeEach, threadCpuSeconds } from '../../plugins/workers';

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

  it('hands out each item of a shared queue once, whichever thread asks', () => {
    const queue = sharedQueue(['a', 'b', 'c', 'd', 'e']);
    const first = takeEach(queue);
    const second = takeEach(queue);
    const taken = [first.next().value, second.next().value, second.next().value, first.next().value, first.next().value];
    assert.deepEqual(taken, ['a', 'b', 'c', 'd', 'e']);
    assert.equal(second.next().done, true);
    assert.equal(first.next().done, true);
    assert.deepEqual([...takeEach(sharedQueue([]))], []);
  });

  it('shares a queue between workers through shared memory: every item taken exactly once', async () => {
    // Distinct item values, so a repeat or a gap shows; a few milliseconds each, so both workers get to take.
    const items = Array.from({ length: 40 }, (_, index) => 5 + index / 100);
    const queue = sharedQueue(items);
    const shares = await Promise.all(
      [1, 2].map(() => runInWorker<number[]>(resolve('tests/fixtures/workers/take.ts'), 'take', queue, 'take')),
    );
    assert.deepEqual(shares.flat().sort((a, b) => a - b), items);
  });
});
