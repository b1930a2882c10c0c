// Entry of the plugins' worker threads. Their code is TypeScript, so the worker loads it with jiti, as
// Docusaurus loads the site's plugins, and calls the export `workerData.main` of `workerData.module`.
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
const { workerData } = require('node:worker_threads');

if (workerData.nice) {
  // A background worker yields the CPU to the main thread, whose work is the build's critical path. Linux
  // gives each thread its own nice value, set through its thread id; elsewhere the worker keeps the default.
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
  } catch {
    // Not Linux, or not allowed: the same work at the same priority.
  }
}

const jiti = require('jiti')(__filename, { interopDefault: true });

jiti(workerData.module)[workerData.main]();
