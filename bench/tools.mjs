// What scripts/bench-lighthouse.mjs needs from this folder's own install (npm ci --prefix bench): imported from
// here, the names resolve in bench/node_modules.
export { default as lighthouse } from 'lighthouse';
export { launch } from 'chrome-launcher';
