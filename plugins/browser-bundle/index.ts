import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Bytes the browser downloads on every first load that it never uses. Each trim applies to the browser build
// only; server rendering keeps what Docusaurus gives it.
// - The route registry (.docusaurus/registry.js, in main.js) names for each of ~540 route chunks the module it
//   loads, which only server rendering reads, and the chunk's name, which makes the runtime carry a table from
//   every chunk id to its name: ./registry-loader.cjs empties the one and drops the other (~9 KB Brotli).
// - The registry's keys, 8-digit hashes named again in routesChunkNames.json, become short keys in both
//   (./chunk-keys.cjs; ~3.7 KB gzip). Each route's chunk names then travel in the route table, beside its
//   path, instead of in a table of their own keyed by the path again (./chunk-names.cjs; ~5 KB gzip).
// - tslib is bundled whole (~3.5 KB) because @docusaurus/utils-common requires it from CommonJS, which cannot be
//   tree-shaken, for one helper: ./tslib-lite.cjs has that helper.
// - The route table builds a react-loadable component for each of its ~540 routes as main.js is evaluated;
//   ./lazy-component-creator.ts builds one only for a route that is preloaded or rendered (~70 ms at 4x CPU
//   off the longest task of every first load).
// - Docusaurus puts all CSS in one stylesheet, so the search modal's styles, loaded with the modal, still
//   came with every page: they stay in the modal's own chunk (~2.5 KB of render-blocking CSS).
// And one trim of time rather than bytes: ./staged-entry.ts evaluates main.js in five tasks, not one.

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** CSS loaded with the search modal (src/search/SearchModal.tsx), kept out of the site's one stylesheet. */
export const MODAL_STYLES = /[\\/](?:@docsearch[\\/]css[\\/]dist|src[\\/]theme[\\/]SearchBar)[\\/]modal\.css$/;

export default function browserBundle(context: LoadContext): Plugin {
  const registry = join(context.generatedFilesDir, 'registry.js');
  const chunkNames = join(context.generatedFilesDir, 'routesChunkNames.json');
  const routes = join(context.generatedFilesDir, 'routes.js');
  return {
    name: 'browser-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        ...(process.env.NODE_ENV === 'production' && { entry: here('./staged-entry.ts'), mergeStrategy: { entry: 'replace' } }),
        resolve: {
          alias: {
            tslib$: here('./tslib-lite.cjs'),
            // Same key as Docusaurus's own alias, so this one replaces it.
            '@docusaurus/ComponentCreator': here('./lazy-component-creator.ts'),
          },
        },
        // `pre`: it reads the registry as Docusaurus writes it, before the compiler's own loader.
        module: {
          rules: [
            { test: registry, enforce: 'pre', use: [{ loader: here('./registry-loader.cjs') }] },
            { test: routes, enforce: 'pre', use: [{ loader: here('./routes-loader.cjs') }] },
            { test: chunkNames, enforce: 'pre', use: [{ loader: here('./chunk-names-loader.cjs') }] },
          ],
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: { test: (module: { nameForCondition?: () => string | null }) => !MODAL_STYLES.test(module.nameForCondition?.() ?? '') },
            },
          },
        },
      };
    },
  };
}
