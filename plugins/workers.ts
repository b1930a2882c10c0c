// Worker threads for the plugins' CPU-bound build steps (typing samples, drawing cards, writing Markdown twins),
// so they run beside the main thread's bundling and indexing. The worker runs an export of a TypeScript module
// through ./ts-worker.cjs; the export reads its input from `workerData.data` and posts its result.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const ENTRY = join(__dirname, 'ts-worker.cjs');

/** A worker running export `main` of `module` (an absolute path), with `data` as its input. */
export function startWorker(module: string, main: string, data?: unknown): Worker {
  return new Worker(ENTRY, { workerData: { module, main, data } });
}

/** Runs export `main` of `module` in a worker and resolves with the first message it posts. */
export function runInWorker<R>(module: string, main: string, data: unknown, job: string): Promise<R> {
  return new Promise((resolvePromise, reject) => {
    const worker = startWorker(module, main, data);
    worker.once('message', (result: R) => {
      resolvePromise(result);
      void worker.terminate();
    });
    worker.once('error', (error) => reject(new Error(`${job}: ${error.message}`, { cause: error })));
    worker.once('exit', (code) => reject(new Error(`${job}: the worker exited (code ${code}) before it finished.`)));
  });
}

/**
 * A queue several workers take items from, each item once: the items, and a counter in shared memory that
 * `takeEach` advances atomically. Pass the same queue to each worker. Cutting the items into fixed shares left
 * one worker with three quarters of the work when pages differed in size.
 */
export interface SharedQueue<T> {
  readonly items: readonly T[];
  readonly next: Int32Array;
}

export function sharedQueue<T>(items: readonly T[]): SharedQueue<T> {
  return { items, next: new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)) };
}

/** The items of `queue` this thread takes, one at a time, until the queue is empty. */
export function* takeEach<T>(queue: SharedQueue<T>): Generator<T> {
  for (let index = Atomics.add(queue.next, 0, 1); index < queue.items.length; index = Atomics.add(queue.next, 0, 1)) {
    yield queue.items[index] as T;
  }
}

/**
 * CPU seconds the calling thread has used (user and system), or undefined where the system does not say (not
 * Linux). A worker reports it because its wall time says little on a busy machine.
 */
export function threadCpuSeconds(): number | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the
    // 12th and 13th, in clock ticks (USER_HZ, 100 a second on Linux).
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : undefined;
  } catch {
    return undefined;
  }
}
