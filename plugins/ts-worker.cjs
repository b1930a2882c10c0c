// Entry of the plugins' worker threads. Their code is TypeScript, so the worker loads it with jiti, as
// Docusaurus loads the site's plugins, and calls the export `workerData.main` of `workerData.module`.
const { workerData } = require('node:worker_threads');

const jiti = require('jiti')(__filename, { interopDefault: true });

jiti(workerData.module)[workerData.main]();
