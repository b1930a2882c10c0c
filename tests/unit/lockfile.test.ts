// The lock file (issue 17): every platform build of the native packages is in it, so that `npm ci` (the
// README's commands and CI) installs it on any machine, and `npm install` resolves to the same lock, so it
// never drifts. pagefind is pinned at 1.5.2, the newest version the registry holds for every platform. ink's
// React 19 peer is met by an "overrides" entry in package.json (CONTRIBUTING.md), not by loosening peer checks.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

function npm(args: string[], cwd: string) {
  const result = spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd, encoding: 'utf8', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } });
  const errors = `${result.stdout}\n${result.stderr}`.split('\n').filter((line) => line.startsWith('npm error'));
  return { status: result.status, errors };
}

describe('package-lock.json', () => {
  it('lists every platform build npm ci needs', () => {
    const { status, errors } = npm(['ci', '--dry-run', '--ignore-scripts'], process.cwd());
    const missing = errors.flatMap((line) => /^npm error Missing: (.+?)@\S* from lock file/.exec(line)?.[1] ?? []);
    assert.deepEqual(
      missing,
      [],
      'npm ci would miss these: pin each package in package.json "overrides" to a version the registry holds for every platform, then run npm install',
    );
    assert.equal(status, 0, `npm ci --dry-run fails:\n${errors.join('\n')}`);
  });

  it('is what npm install resolves, so installing does not rewrite it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    try {
      for (const file of ['package.json', 'package-lock.json']) copyFileSync(file, join(dir, file));
      const { status, errors } = npm(['install', '--package-lock-only', '--ignore-scripts'], dir);
      assert.equal(status, 0, errors.join('\n'));
      const same = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
      assert.ok(same, 'npm install changes package-lock.json: pin the drifting package in package.json "overrides" and commit the lock npm install writes');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
