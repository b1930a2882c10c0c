// Feeds the records that ./pagefind.ts hands over to Pagefind's Node API and writes the index.
// It runs in a worker thread because Pagefind is an ES module only, and Docusaurus loads plugins through
// jiti, which turns import() into require().
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { close, createIndex } from 'pagefind';

/** @type {{ config: import('pagefind').PagefindServiceConfig, records: ReadonlyArray<{ html: import('pagefind').HTMLFile } | { custom: import('pagefind').CustomRecord }>, outputPath: string, skip: RegExp }} */
const { config, records, outputPath, skip } = workerData;

async function run() {
  const { index, errors } = await createIndex(config);
  if (!index) return errors;
  const problems = [];
  for (const record of records) {
    const added = 'html' in record ? await index.addHTMLFile(record.html) : await index.addCustomRecord(record.custom);
    problems.push(...added.errors.map((error) => `${'html' in record ? record.html.url : record.custom.url}: ${error}`));
  }
  if (problems.length > 0) return problems;
  // The files come back in memory and are written here rather than by index.writeFiles(): Pagefind's backend
  // may still be flushing its own writes when it answers, and close() below kills it, which once left
  // pagefind-entry.json empty and search broken on a build that reported success.
  const { files, errors: fileErrors } = await index.getFiles();
  if (fileErrors.length > 0) return fileErrors;
  const kept = files.filter((file) => !skip.test(file.path));
  await Promise.all(kept.map(async (file) => {
    const path = join(outputPath, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.content);
  }));
  return [];
}

try {
  parentPort?.postMessage({ errors: await run() });
} catch (error) {
  parentPort?.postMessage({ errors: [String(error instanceof Error ? error.stack : error)] });
} finally {
  await close();
}
