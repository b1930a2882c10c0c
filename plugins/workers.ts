// Worker threads for the plugins' CPU-bound build steps (typing samples, drawing cards, writing Markdown twins),
// so they run beside the main thread's bundling and indexing. The worker runs an export of a TypeScript module
// through ./ts-worker.cjs; the export reads its input from `workerData.data` and posts its result.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

const ENTRY = join(__dirname, 'ts-worker.cjs');

export interface WorkerOptions {
  /**
   * Runs the worker at a lower priority (a nice value, 1-19; Linux only), for work that may wait while the main
   * thread, whose work the build waits on, needs the CPU.
   */
  readonly nice?: number;
}

/** A worker running export `main` of `module` (an absolute path), with `data` as its input. */
export function startWorker(module: string, main: string, data?: unknown, { nice }: WorkerOptions = {}): Worker {
  return new Worker(ENTRY, { workerData: { module, main, data, nice } });
}

/** Runs export `main` of `module` in a worker and resolves with the first message it posts. */
export function runInWorker<R>(module: string, main: string, data: unknown, job: string, options?: WorkerOptions): Promise<R> {
  return new Promise((resolvePromise, reject) => {
    const worker = startWorker(module, main, data, options);
    worker.once('message', (result: R) => {
      resolvePromise(result);
      void worker.terminate();
    });
    worker.once('error', (error) => reject(new Error(`${job}: ${error.message}`, { cause: error })));
    worker.once('exit', (code) => reject(new Error(`${job}: the worker exited (code ${code}) before it finished.`)));
  });
}

/** `items` cut into `count` runs of about equal length, in order. */
export function chunks<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / Math.max(1, count));
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}

/**
 * CPU seconds the calling thread has used (user and system), or undefined where the system does not say (not
 * Linux). A worker reports it because its wall time says little on a busy machine: a low-priority worker may
 * take a minute of wall time for a quarter of that in CPU.
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
