// The browser build's entry (./index.ts): evaluates main.js in five tasks instead of one. Evaluating the
// bundle's modules was the longest task of every first load (~280 ms at 4x CPU), and blocking time counts
// each task's length over 50 ms; between tasks the browser may handle input. Modules load in the order
// Docusaurus's own entry would load them; only the task boundaries are new.

/** Resolves in a new task: a message through a channel, which browsers do not throttle as they do timers. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

// Each stage's modules, evaluated in one task; a module an earlier stage loaded is not evaluated again.
const STAGES: (() => Promise<unknown>)[] = [
  // React and React DOM: the largest modules, needed by everything after.
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // The router, the head manager and the site's generated route table and configuration.
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      import(/* webpackMode: "eager" */ 'react-helmet-async'),
      import(/* webpackMode: "eager" */ '@generated/routes'),
      import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    ]),
  // The client modules (the theme's and the site's global styles and scripts), which the app loads first.
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  // The app: the theme's providers and layout.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js'),
  // Docusaurus's entry: loads the page's route chunks and hydrates.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'),
];

/** Named in the browser's performance timeline (and by tests/e2e/load-work.spec.ts): `${STAGE_MARK}1` … */
const STAGE_MARK = 'baeta:entry-stage-';

async function start() {
  for (const [index, stage] of STAGES.entries()) {
    if (index > 0) await nextTask();
    await stage();
    performance.mark(`${STAGE_MARK}${index + 1}`);
  }
}

void start();
