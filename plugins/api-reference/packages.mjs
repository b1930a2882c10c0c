// The framework's packages under packages/, read from their package.json. Apart from the TypeDoc plugins
// because the site's config reads it too (./descriptions.ts), and a module that imports TypeDoc there would load
// TypeDoc a second time, which TypeDoc reports as a warning (and ./fail-on-warnings.mjs stops the build).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const PACKAGES_DIR = 'packages';

/** @returns {{ folder: string, name: string, version: string, description: string }[]} */
export function readPackages(dir = PACKAGES_DIR) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const manifest = JSON.parse(readFileSync(join(dir, entry.name, 'package.json'), 'utf8'));
      if (!manifest.description) {
        throw new Error(`${dir}/${entry.name}/package.json has no "description"; add the one-line summary the API index shows.`);
      }
      return { folder: entry.name, name: manifest.name, version: manifest.version, description: manifest.description };
    });
}
