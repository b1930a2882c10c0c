// The browser's @docusaurus/ComponentCreator (see ./index.ts). The route table calls it for every route of the
// site while main.js is evaluated, and each call builds a react-loadable component: ~70 ms of one blocking task
// at 4x CPU for ~540 routes, though a page renders one of them. Here each is built when its route is first used.
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';
import { lazily } from './lazy-route';

export default lazily(ComponentCreator);
