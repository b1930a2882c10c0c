import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

// Shared by the plugins that read the build output after the build.

/** Paths of the files under `dir`, at any depth, whose names match `pattern`. */
export async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && pattern.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}
