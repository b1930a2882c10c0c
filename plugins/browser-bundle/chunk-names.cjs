// The two loaders for the browser build of .docusaurus/routes.js and routesChunkNames.json (see ./index.ts). The
// chunk-names table keys each route's chunk names by its path and hash, which the route table names again:
// as two tables far apart in main.js each path is compressed twice. The route table's loader passes each
// route's chunk names (chunk names as the registry's short keys, ./chunk-keys.cjs) as a third argument of its
// ComponentCreator call, which ./lazy-component-creator.ts files where Docusaurus looks them up; the table's
// own loader empties it.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { shortKeysBeside } = require('./chunk-keys.cjs');

const CHUNK_NAME = /"([0-9a-f]{8})"/g;
const CREATOR_CALL = /ComponentCreator\('([^']*)', '([0-9a-f]+)'\)/g;

function formatChanged(file, what) {
  return new Error(
    `plugins/browser-bundle: ${file} ${what}; the generated files changed format with this Docusaurus version. ` +
      'Update plugins/browser-bundle/chunk-names.cjs or remove these loaders.',
  );
}

/** routesChunkNames.json's text with each chunk name replaced by the registry's short key for it. */
function withShortKeys(source, file) {
  const keys = shortKeysBeside(file);
  const unknown = new Set();
  const lean = source.replace(CHUNK_NAME, (match, name) => {
    const key = keys.get(name);
    if (key === undefined) unknown.add(name);
    return key === undefined ? match : `"${key}"`;
  });
  if (unknown.size > 0 || keys.size === 0) {
    throw formatChanged(file, `names chunks the registry beside it lacks (${[...unknown].slice(0, 3).join(', ') || 'no registry keys found'})`);
  }
  return lean;
}

/** Loader for routes.js: `ComponentCreator(path, hash)` becomes `ComponentCreator(path, hash, chunkNames)`. */
function inlineChunkNames(source) {
  const namesFile = join(dirname(this.resourcePath), 'routesChunkNames.json');
  this.addDependency?.(namesFile);
  this.addDependency?.(join(dirname(this.resourcePath), 'registry.js'));
  const names = JSON.parse(withShortKeys(readFileSync(namesFile, 'utf8'), namesFile));
  let calls = 0;
  const missing = [];
  const inlined = source.replace(CREATOR_CALL, (match, path, hash) => {
    calls += 1;
    const chunkNames = names[`${path}-${hash}`];
    if (chunkNames === undefined) missing.push(`${path}-${hash}`);
    return `ComponentCreator('${path}', '${hash}', ${JSON.stringify(chunkNames)})`;
  });
  if (calls === 0 || missing.length > 0) {
    throw formatChanged(this.resourcePath, calls === 0 ? 'has no ComponentCreator call this loader knows' : `names routes routesChunkNames.json lacks (${missing.slice(0, 3).join(', ')})`);
  }
  return inlined;
}

/** Loader for routesChunkNames.json: empty, its entries travel with the route table (checked there). */
function emptyChunkNames() {
  return '{}';
}

module.exports = { inlineChunkNames, emptyChunkNames };
