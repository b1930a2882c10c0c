import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Docusaurus's route registry names, for each of the site's ~540 route chunks, the module it loads, and the
// browser downloads it on every page (in main.js). Server rendering reads those module paths; the browser never
// does. With the API reference's pages they are about 5 KB of Brotli on every first load, so the browser build's
// copy of the registry is passed through ./loader.cjs, which leaves them empty.

const loader = fileURLToPath(new URL('./loader.cjs', import.meta.url));

export default function registryLean(context: LoadContext): Plugin {
  const registry = join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'registry-lean',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // `pre`: it reads the registry as Docusaurus writes it, before the compiler's own loader.
      return { module: { rules: [{ test: registry, enforce: 'pre', use: [{ loader }] }] } };
    },
  };
}
