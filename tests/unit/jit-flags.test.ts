// The JIT settings docusaurus.config.ts gives V8 (plugins/jit-flags.mjs). V8 ignores a flag it does not know
// when it is set at run time, so a renamed flag in a newer Node would silently stop tuning the build: each one
// must be a flag this Node's V8 lists, and the config must set them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { JIT_FLAGS } from '../../plugins/jit-flags.mjs';

describe('plugins/jit-flags.mjs', () => {
  it("names only flags this Node's V8 knows", () => {
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    assert.ok(JIT_FLAGS.length > 0);
    for (const flag of JIT_FLAGS) {
      const name = /^--([\w-]+)=/.exec(flag)?.[1];
      assert.ok(name, `${flag} is not written --name=value`);
      assert.match(options, new RegExp(`^\\s+--${name} `, 'm'), `V8 has no --${name}; drop or rename it in plugins/jit-flags.mjs`);
    }
  });

  it('is applied by the config before anything else runs', () => {
    const config = readFileSync('docusaurus.config.ts', 'utf8');
    const call = config.search(/^tuneJit\(\);$/m);
    assert.ok(call > 0, 'docusaurus.config.ts must call tuneJit() at its top level');
    const firstStatement = config.slice(0, call).split('\n').find((line) => line && !/^(import|\/\/|\s)/.test(line));
    assert.equal(firstStatement, undefined, 'tuneJit() must come before the first statement after the imports, which may start worker threads');
  });
});
