import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PagefindServiceConfig } from 'pagefind';
import type { PagefindRecord } from './records';

// Pagefind's defaults; what a reader does not see is left out of the HTML before (html.ts, withoutHiddenParts).
const PAGEFIND_CONFIG: PagefindServiceConfig = {};

// Pagefind also makes its own search UIs; the site uses DocSearch's modal, so they are not written.
const UNUSED_BUNDLE_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** Indexes the records with Pagefind (in a worker thread) into outputPath; resolves to Pagefind's errors. */
export function writeIndex(records: readonly PagefindRecord[], outputPath: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'pagefind-worker.mjs'), {
      workerData: { config: PAGEFIND_CONFIG, records, outputPath, skip: UNUSED_BUNDLE_FILES },
    });
    worker.once('message', ({ errors }: { errors: string[] }) => resolve(errors));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the Pagefind worker exited (code ${code}) without reporting`)));
  });
}

/** Fails unless the written index's entry file parses and counts every page given to Pagefind. */
export async function checkEntry(indexDir: string, pages: number): Promise<void> {
  const file = join(indexDir, 'pagefind-entry.json');
  let counted: number;
  try {
    const entry = JSON.parse(await readFile(file, 'utf8')) as { languages: Record<string, { page_count: number }> };
    counted = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  } catch (error) {
    throw new Error(`plugins/search-index: ${file} is missing or not JSON (${String(error)}); search would fail. plugins/search-index/pagefind-worker.mjs writes it from Pagefind's getFiles(); look above for an error of that worker, or of Pagefind after an upgrade (package-lock.json).`);
  }
  if (counted !== pages) {
    throw new Error(`plugins/search-index: ${file} counts ${counted} of the ${pages} pages indexed. Check the Pagefind errors above.`);
  }
}
