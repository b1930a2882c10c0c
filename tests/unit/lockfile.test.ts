// The lock file, read as it is (no npm command, so the result never depends on what the registry holds today):
// it agrees with package.json, so `npm ci` accepts it, and it lists every platform's build of each native
// package, so `npm ci` installs on any machine, not only on the one that wrote the lock.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

interface LockEntry {
  version?: string;
  overrides?: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/** Where npm finds `name` for the package installed at `from`: its own node_modules, then each enclosing one. */
function resolveIn(lock: Lock, from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const entry = lock.packages[base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`];
    if (entry) return entry;
    if (base === '') return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

/** Optional dependencies (the platform builds of native packages) that the lock does not list, at the pinned version. */
export function missingPlatformBuilds(lock: Lock): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) =>
    Object.entries(entry.optionalDependencies ?? {}).flatMap(([name, wanted]) => {
      const found = resolveIn(lock, path, name);
      const exact = /^\d+\.\d+\.\d+$/.test(wanted);
      return found && (!exact || found.version === wanted) ? [] : [`${name}@${wanted} (for ${path})`];
    }),
  );
}

/**
 * Dependencies that a package asks for by a dist-tag ("latest") and no override pins: `npm ci` resolves a tag
 * anew, so once the registry moves it, the lock no longer matches and the install stops.
 */
export function unpinnedTags(lock: Lock, overrides: LockEntry['overrides'] = {}): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const parent = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    return Object.entries({ ...entry.dependencies, ...entry.optionalDependencies }).flatMap(([name, wanted]) => {
      const isTag = /^[a-z][\w.-]*$/i.test(wanted);
      const scoped = overrides[parent];
      const pinned = name in overrides || (typeof scoped === 'object' && name in scoped);
      return isTag && !pinned ? [`${parent} asks for ${name}@${wanted}`] : [];
    });
  });
}

/** Checks that the lock in `folder` records what its package.json declares, as `npm ci` requires. */
function itAgreesWithItsManifest(folder: string): void {
  it('records the dependencies package.json declares, so npm ci accepts it', () => {
    const lock = readJson<Lock>(`${folder}package-lock.json`);
    const manifest = readJson<LockEntry>(`${folder}package.json`);
    const root = lock.packages[''];
    assert.equal(lock.lockfileVersion, 3);
    const fix = `${folder}package-lock.json is out of date: run npm install${folder ? ` --prefix ${folder}` : ''} and commit the lock it writes`;
    assert.deepEqual(root?.dependencies, manifest.dependencies, fix);
    assert.deepEqual(root?.devDependencies, manifest.devDependencies, fix);
  });

  it('pins every dependency asked for by a dist-tag, which npm ci would resolve anew', () => {
    const lock = readJson<Lock>(`${folder}package-lock.json`);
    const manifest = readJson<LockEntry>(`${folder}package.json`);
    const fix = `pin each in ${folder}package.json "overrides" ({ "<package>": { "<dependency>": "<version>" } }), then run npm install${folder ? ` --prefix ${folder}` : ''}`;
    assert.deepEqual(unpinnedTags(lock, manifest.overrides), [], fix);
  });
}

describe('package-lock.json', () => {
  const lock = readJson<Lock>('package-lock.json');

  itAgreesWithItsManifest('');

  it('lists every platform build npm ci needs', () => {
    assert.deepEqual(
      missingPlatformBuilds(lock),
      [],
      'npm ci would miss these on some platform: pin each package in package.json "overrides" to a version the registry holds for every platform, then run npm install',
    );
  });

  it('would be caught missing a platform build, wherever npm would look for it', () => {
    const broken: Lock = {
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/native': { version: '1.0.0', optionalDependencies: { 'native-linux': '1.0.0', 'native-darwin': '1.0.0', 'native-win32': '1.0.0' } },
        'node_modules/native-linux': { version: '1.0.0' },
        'node_modules/native/node_modules/native-darwin': { version: '1.0.0' },
        'node_modules/native-win32': { version: '0.9.0' },
      },
    };
    assert.deepEqual(missingPlatformBuilds(broken), ['native-win32@1.0.0 (for node_modules/native)']);
  });

  it('would be caught leaving a dist-tag unpinned', () => {
    const tagged: Lock = { lockfileVersion: 3, packages: { '': {}, 'node_modules/engine': { version: '1.0.0', dependencies: { web: 'latest', other: '^1.0.0', pinned: 'next' } } } };
    assert.deepEqual(unpinnedTags(tagged, { engine: { pinned: '2.0.0' } }), ['engine asks for web@latest']);
  });
});

// The benchmark's own install (bench/, `npm run bench` runs npm ci there first).
describe('bench/package-lock.json', () => {
  itAgreesWithItsManifest('bench/');
});
