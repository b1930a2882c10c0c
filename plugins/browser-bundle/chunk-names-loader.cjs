// Loader for the browser build of .docusaurus/routesChunkNames.json: empties it (./chunk-names.cjs).
module.exports = require('./chunk-names.cjs').emptyChunkNames;
