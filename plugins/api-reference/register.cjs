// Loading this module registers ./typescript-hook.mjs, before TypeDoc is first imported: docusaurus.config.ts
// imports it, and the bench runs TypeDoc's CLI with `node --require` of it. Loaded twice (the config may be
// loaded again), it registers once: a second registration would run the hook twice.
const { register } = require('node:module');
const { pathToFileURL } = require('node:url');
const { join } = require('node:path');

const KEY = Symbol.for('baeta.api-reference.typescript-hook');
if (!globalThis[KEY]) {
  globalThis[KEY] = true;
  register(pathToFileURL(join(__dirname, 'typescript-hook.mjs')));
}
