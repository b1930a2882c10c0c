// Short keys for the route registry in the browser build (see ./index.ts). Docusaurus keys each registry entry
// by an 8-digit hash and names those keys again in routesChunkNames.json; both tables ship in main.js, and the
// random hashes are what compresses worst in them. The browser copies key the entries 0, 1, … z, 10, … instead,
// in the registry's sorted key order, so both loaders derive the same keys from the registry alone.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const REGISTRY_KEY = /^ {2}"([0-9a-f]{8})":/gm;

/** The registry's keys, each with its short key; `source` is .docusaurus/registry.js as Docusaurus writes it. */
function shortKeys(source) {
  const keys = [...source.matchAll(REGISTRY_KEY)].map((match) => match[1]).sort();
  return new Map(keys.map((key, index) => [key, index.toString(36)]));
}

/** The same table, read from the registry beside `resourcePath` (a file of the generated folder). */
function shortKeysBeside(resourcePath) {
  return shortKeys(readFileSync(join(dirname(resourcePath), 'registry.js'), 'utf8'));
}

module.exports = { REGISTRY_KEY, shortKeys, shortKeysBeside };
