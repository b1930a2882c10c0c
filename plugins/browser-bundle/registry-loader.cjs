// Loader for the browser build of Docusaurus's route registry (.docusaurus/registry.js), see ./index.ts.
// Each entry is [loader, module path, weak module id]; the path is read only by server rendering
// (react-loadable's Capture), so the browser copy gets an empty string in its place. The loader's
// `webpackChunkName` comment only names the chunk's file; without it the chunk is named by its id, and the
// runtime no longer carries a table from every chunk id to its name. Each entry's key becomes its short key
// (./chunk-keys.cjs), as the route chunk names do in ./chunk-names.cjs.
const { REGISTRY_KEY, shortKeys } = require('./chunk-keys.cjs');
const ENTRY_PATH = /(\)), "[^"]+"(, require\.resolveWeak\()/g;
const CHUNK_NAME = /\/\* webpackChunkName: "[^"]*" \*\/ /g;

module.exports = function dropRegistryPaths(source) {
  let count = 0;
  const lean = source.replace(ENTRY_PATH, (_match, before, after) => {
    count += 1;
    return `${before}, ""${after}`;
  });
  if (count === 0 && source.includes('require.resolveWeak(')) {
    throw new Error(
      `plugins/browser-bundle: no module path found to drop in ${this.resourcePath}; the registry's format changed ` +
        'with this Docusaurus version. Update the pattern in plugins/browser-bundle/registry-loader.cjs or remove the plugin.',
    );
  }
  const keys = shortKeys(source);
  return lean.replace(CHUNK_NAME, '').replace(REGISTRY_KEY, (_match, key) => `  "${keys.get(key)}":`);
};
