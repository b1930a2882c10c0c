// Feeds the records prepared by plugins/search-index/index.ts to Pagefind's Node API and writes the index.
// It runs in a worker thread because Pagefind is an ES module only, and Docusaurus loads plugins through
// jiti, which turns import() into require().
import { parentPort, workerData } from 'node:worker_threads';
import { close, createIndex } from 'pagefind';

/** @type {{ config: import('pagefind').PagefindServiceConfig, records: ReadonlyArray<{ html: import('pagefind').HTMLFile } | { custom: import('pagefind').CustomRecord }>, outputPath: string }} */
const { config, records, outputPath } = workerData;

async function run() {
  const { index, errors } = await createIndex(config);
  if (!index) return errors;
  const problems = [];
  for (const record of records) {
    const added = 'html' in record ? await index.addHTMLFile(record.html) : await index.addCustomRecord(record.custom);
    problems.push(...added.errors.map((error) => `${'html' in record ? record.html.url : record.custom.url}: ${error}`));
  }
  if (problems.length > 0) return problems;
  return (await index.writeFiles({ outputPath })).errors;
}

try {
  parentPort?.postMessage({ errors: await run() });
} catch (error) {
  parentPort?.postMessage({ errors: [String(error instanceof Error ? error.stack : error)] });
} finally {
  await close();
}
