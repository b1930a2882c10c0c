// The browser's @docusaurus/ComponentCreator (see ./index.ts). The route table calls it for every route of the
// site while main.js is evaluated, and each call builds a react-loadable component: ~70 ms of one blocking task
// at 4x CPU for ~540 routes, though a page renders one of them. Here each is built when its route is first used.
// Each call also brings its route's chunk names (./chunk-names.cjs), filed where Docusaurus's
// ComponentCreator reads them when the component is built.
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import routesChunkNames from '@generated/routesChunkNames';
import { lazily } from './lazy-route';

const chunkNamesByRoute = routesChunkNames as Record<string, unknown>;

export default lazily((path: string, hash: string, chunkNames?: unknown) => {
  if (chunkNames !== undefined) chunkNamesByRoute[`${path}-${hash}`] = chunkNames;
  return ComponentCreator(path, hash);
});
