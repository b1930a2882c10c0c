// Types pages' samples in a worker thread (./page-typing.ts), so the MDX compiler goes on with other pages
// meanwhile. A production build asks for every page at once, as the config loads (prefetchSampleTypes in
// ../remark.ts): the worker then types the samples while TypeDoc writes the API pages and the bundler compiles the
// rest of the site, and the remark plugin mostly finds a page typed when it gets there. One worker: the main
// thread and the bundler's own threads keep the machine's other cores busy. Every page is sent to the worker as
// soon as it is asked for; the worker keeps the queue (serveTypingRequests says why).
//
// The pool lives on globalThis: the config and the MDX loader may load this module as different instances.
import { resolve } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../workers';
import { sourceHash, type TypedPage, type TypingMessage, type TypingReply, type TypingRequest } from './page-typing';

interface Job {
  id: number;
  request: TypingRequest;
  /** Hash of the page source when the job was queued: a failure is reported again only for the same source. */
  sourceHash: string;
  result: Promise<TypedPage>;
  resolve: (page: TypedPage) => void;
  reject: (error: Error) => void;
}

class TypingPool {
  #worker: Worker | undefined;
  /** Jobs sent to the worker and not answered yet, by id. */
  #pending = new Map<number, Job>();
  #nextId = 0;
  /** The latest job of each page file. */
  #jobs = new Map<string, Job>();

  /** The typed page, from its earlier job if the page has not changed since. */
  async typePage(request: TypingRequest): Promise<TypedPage> {
    const earlier = this.#jobs.get(request.page.file);
    if (earlier) {
      this.#moveToFront(earlier);
      const outcome = await earlier.result.then(
        (typed) => ({ typed }),
        (error: Error) => ({ error }),
      );
      const current = sourceHash(request.page.file);
      if ('typed' in outcome && outcome.typed.sourceHash === current) return outcome.typed;
      if ('error' in outcome && earlier.sourceHash === current) throw outcome.error;
    }
    const job = this.#enqueue(request);
    this.#moveToFront(job);
    return job.result;
  }

  prefetch(requests: readonly TypingRequest[]) {
    for (const request of requests) if (!this.#jobs.has(request.page.file)) this.#enqueue(request);
  }

  #enqueue(request: TypingRequest): Job {
    let resolveJob!: Job['resolve'];
    let rejectJob!: Job['reject'];
    const result = new Promise<TypedPage>((ok, fail) => {
      resolveJob = ok;
      rejectJob = fail;
    });
    // A prefetched page nobody asks for must not be an unhandled rejection; askers get the error.
    result.catch(() => undefined);
    const job: Job = { id: (this.#nextId += 1), request, sourceHash: sourceHash(request.page.file), result, resolve: resolveJob, reject: rejectJob };
    this.#jobs.set(request.page.file, job);
    this.#pending.set(job.id, job);
    this.#send({ type: 'type', id: job.id, request });
    return job;
  }

  #moveToFront(job: Job) {
    if (this.#pending.has(job.id)) this.#send({ type: 'first', id: job.id });
  }

  #send(message: TypingMessage) {
    const worker = this.#ensureWorker();
    worker.ref();
    worker.postMessage(message);
  }

  #ensureWorker(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker(resolve(__dirname, 'page-typing.ts'), 'serveTypingRequests');
    worker.on('message', (reply: TypingReply) => {
      const job = this.#pending.get(reply.id);
      if (!job) return;
      this.#pending.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.page);
      // Idle: the worker must not keep the process alive.
      if (this.#pending.size === 0) worker.unref();
    });
    const fail = (error: Error) => {
      this.#worker = undefined;
      const failed = [...this.#pending.values()];
      this.#pending.clear();
      for (const job of failed) {
        this.#jobs.delete(job.request.page.file);
        job.reject(new Error(`plugins/code-blocks: the worker typing code samples stopped (${error.message}) while typing ${job.request.page.file}.`));
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.#worker === worker) fail(new Error(`exit code ${code}`));
    });
    this.#worker = worker;
    return worker;
  }
}

const KEY = Symbol.for('baeta.code-blocks.typing-pool');

export function typingPool(): TypingPool {
  const store = globalThis as { [KEY]?: TypingPool };
  store[KEY] ??= new TypingPool();
  return store[KEY];
}
