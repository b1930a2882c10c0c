// Loader for the browser build of .docusaurus/routesChunkNames.json: each chunk name, a registry key, becomes
// the registry's short key (./chunk-keys.cjs; the registry loader renames the registry's keys the same way).
const { shortKeysBeside } = require('./chunk-keys.cjs');

const CHUNK_NAME = /"([0-9a-f]{8})"/g;

module.exports = function shortChunkNames(source) {
  const keys = shortKeysBeside(this.resourcePath);
  const unknown = new Set();
  const lean = source.replace(CHUNK_NAME, (match, name) => {
    const key = keys.get(name);
    if (key === undefined) unknown.add(name);
    return key === undefined ? match : `"${key}"`;
  });
  if (unknown.size > 0 || keys.size === 0) {
    throw new Error(
      `plugins/browser-bundle: ${this.resourcePath} names chunks the registry beside it lacks (${[...unknown].slice(0, 3).join(', ') || 'no registry keys found'}); ` +
        'the generated files changed format with this Docusaurus version. Update plugins/browser-bundle/chunk-keys.cjs or remove these loaders.',
    );
  }
  return lean;
};
