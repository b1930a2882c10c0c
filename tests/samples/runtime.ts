// Makes the folder that tests/samples/regenerate.ts and scripts/run-projects.mjs take as BAETA_RUNTIME: every
// package of config/sample-project.ts, at its pinned version, installed with npm.
//   TSX_TSCONFIG_PATH=tests/tsconfig.json node --import tsx tests/samples/runtime.ts <folder> [<folder of @baeta tarballs>]
// With a folder of tarballs (the framework packed from its source, `<name>-<version>.tgz` as `yarn pack` names them),
// each @baeta package and create-baeta is installed from its tarball instead of the registry.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_VERSIONS } from '../../config/sample-project';

const [folder, tarballs] = process.argv.slice(2);
if (!folder) {
  console.error('tests/samples/runtime.ts: name the folder to install into (outside the repository).');
  process.exit(2);
}
const dir = resolve(folder);
const dependencies: Record<string, string> = { ...PROJECT_VERSIONS };
const overrides: Record<string, string> = {};
if (tarballs) {
  for (const name of readdirSync(resolve(tarballs)).filter((file) => file.endsWith('.tgz'))) {
    const match = /^(?:@baeta-)?(.+)-\d+\.\d+\.\d+\.tgz$/.exec(name);
    if (!match?.[1]) continue;
    const pkg = name.startsWith('@baeta-') ? `@baeta/${match[1]}` : match[1];
    overrides[pkg] = `file:${join(resolve(tarballs), name)}`;
    if (pkg in dependencies || pkg.startsWith('@baeta/')) dependencies[pkg] = overrides[pkg];
  }
}
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ private: true, type: 'module', dependencies, overrides }, null, 2)}\n`);
const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
if (install.status !== 0 || !existsSync(join(dir, 'node_modules', '.bin', 'baeta'))) process.exit(1);
console.log(`Installed into ${dir}; use BAETA_RUNTIME=${dir}.`);
