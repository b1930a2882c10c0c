// Imported first by each lane of unit test files (scripts/unit-lanes.mjs): the files of a lane share one process,
// so what one test leaves changed, the tests after it (in any file of the lane) would start from. After every
// test, this fails it when the environment, the working folder, a console method or a global the process started
// with differs from the start. A test puts back what it changes before it ends: in `finally`, or in an `afterEach`
// of its own (those run before this one). A global that appears is not checked, since libraries add their own when
// first loaded (tslib's helpers, Go's WebAssembly runtime); a test that adds one (a stand-in `document`) deletes it.
import { afterEach } from 'node:test';

// Node defines some globals (fetch, navigator, …) as getters that replace themselves with a value when first read;
// read each one now, so that a test's first read does not look like a change.
for (const name of Object.getOwnPropertyNames(globalThis)) {
  try {
    void globalThis[name];
  } catch {
    // A global that cannot be read is compared by its descriptor alone.
  }
}

/** What a property holds: its value, or its getter and setter. */
const partsOf = (descriptor) => (descriptor === undefined ? [] : 'value' in descriptor ? [descriptor.value] : [descriptor.get, descriptor.set]);
const snapshot = (target) => new Map(Object.getOwnPropertyNames(target).map((name) => [name, Object.getOwnPropertyDescriptor(target, name)]));
const same = (a, b) => {
  const [partsA, partsB] = [partsOf(a), partsOf(b)];
  return partsA.length === partsB.length && partsA.every((part, index) => Object.is(part, partsB[index]));
};

const startEnv = { ...process.env };
const startCwd = process.cwd();
const startObjects = [
  ['globalThis', globalThis, snapshot(globalThis)],
  ['console', console, snapshot(console)],
];

/** Describes each difference from the start and puts it back, so that only the test that made it fails. */
function restoreChanges() {
  const found = [];
  for (const name of new Set([...Object.keys(startEnv), ...Object.keys(process.env)])) {
    if (startEnv[name] === process.env[name]) continue;
    found.push(`process.env.${name} was ${JSON.stringify(startEnv[name]) ?? 'unset'}, is ${JSON.stringify(process.env[name]) ?? 'unset'}`);
    if (startEnv[name] === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = startEnv[name];
  }
  if (process.cwd() !== startCwd) {
    found.push(`the working folder was ${startCwd}, is ${process.cwd()}`);
    process.chdir(startCwd);
  }
  for (const [label, target, start] of startObjects) {
    for (const [name, before] of start) {
      const now = Object.getOwnPropertyDescriptor(target, name);
      if (same(before, now)) continue;
      found.push(`${label}.${name} is ${now === undefined ? 'deleted' : 'replaced'}`);
      Object.defineProperty(target, name, before);
    }
  }
  return found;
}

afterEach((context) => {
  const found = restoreChanges();
  if (found.length === 0) return;
  throw new Error(
    `"${context.name}" left the process changed for the tests after it (its lane shares one process, scripts/unit-lanes.mjs):\n` +
      found.map((change) => `  - ${change}`).join('\n') +
      '\nPut it back before the test ends (in finally, or an afterEach of its own); delete a variable that was unset. ' +
      'The guard has put it back for the tests after this one.',
  );
});
