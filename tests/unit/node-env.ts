/**
 * Sets NODE_ENV, as Docusaurus does for a build, and returns what puts it back: `process.env.X = undefined` would
 * leave the string "undefined" for the tests after it in the same process (scripts/unit-lanes.mjs).
 */
export function setNodeEnv(value: string): () => void {
  const before = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = value;
  return () => {
    if (before === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = before;
  };
}
