// Loader for the browser build of .docusaurus/routes.js: inlines each route's chunk names (./chunk-names.cjs).
module.exports = require('./chunk-names.cjs').inlineChunkNames;
