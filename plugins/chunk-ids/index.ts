import type { Plugin } from '@docusaurus/types';

// Docusaurus names each route chunk's file by the chunk's name (an 8-digit hash), so the bundler's runtime, loaded
// by every page, carries a table from each of ~550 chunk ids to its name just to build file names, besides the
// table of content hashes. Named by id, the files need no such table: about 3 KB gzip off every first load.
// Docusaurus still finds a route's chunks by name (its own name-to-id table, __webpack_require__.gca).

/** The browser build's file name for chunks other than the entry's (Docusaurus's, with the id for the name). */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function chunkIds(): Plugin {
  return {
    name: 'chunk-ids',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return { output: { chunkFilename: CHUNK_FILENAME } };
    },
  };
}
