// The unit test files run in lanes, one process per core (scripts/unit-lanes.mjs); the guard each lane imports
// first (tests/unit/lane-guard.mjs) fails a test that leaves the process changed for the files after it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { unitTestFiles, writeUnitLanes } from '../../scripts/unit-lanes.mjs';

const importsOf = (lane: string) => [...readFileSync(lane, 'utf8').matchAll(/^import "(.+)";$/gm)].map((match) => match[1] ?? '');

describe('unit test lanes', () => {
  it('put each .ts file in exactly one lane, after the guard, and run each .mts file alone', () => {
    const out = mkdtempSync(join(tmpdir(), 'unit-lanes-'));
    try {
      const files = unitTestFiles();
      const runs = writeUnitLanes(files, 2, out);
      const lanes = runs.filter((run) => run.startsWith(out));
      assert.equal(lanes.length, 2);
      const inLanes = lanes.flatMap((lane) => {
        const imports = importsOf(lane);
        assert.match(imports[0] ?? '', /tests\/unit\/lane-guard\.mjs$/, `${lane} imports the guard first`);
        return imports.slice(1).map((path) => path.replace(/^.*\/tests\/unit\//, 'tests/unit/'));
      });
      assert.deepEqual([...inLanes].sort(), files.filter((file) => file.endsWith('.ts')));
      assert.deepEqual(runs.filter((run) => !run.startsWith(out)), files.filter((file) => file.endsWith('.mts')));
      assert.ok(files.includes('tests/unit/unit-lanes.test.ts'));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('fail the test that leaves an environment variable or a global changed, and give the next test a clean process', () => {
    const out = mkdtempSync(join(tmpdir(), 'unit-lanes-'));
    try {
      const [lane = ''] = writeUnitLanes(['tests/fixtures/unit-lanes/leaky.test.ts'], 1, out);
      const env: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: 'tests/tsconfig.json' };
      delete env['NODE_ENV'];
      delete env['NODE_TEST_CONTEXT']; // set for this file's own process; the child would think it runs inside a test
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', lane], { encoding: 'utf8', env });
      assert.equal(run.status, 1, run.stdout + run.stderr);
      assert.match(run.stdout, /not ok 1 - leaves NODE_ENV set and fetch replaced/);
      assert.match(run.stdout, /process\.env\.NODE_ENV was unset, is \\?"leaked\\?"/);
      assert.match(run.stdout, /globalThis\.fetch is replaced/);
      assert.match(run.stdout, /ok 2 - starts from the process as it was/);
      assert.doesNotMatch(run.stdout, /not ok 2/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
