// Runs the pages' downloadable projects end to end, as their READMEs say: unzips each one from a build
// (build/projects/, plugins/sample-projects), generates its code, starts it, sends the README's request and compares
// the answer with the one the README promises. The framework is not on this site's npm registry, so the packages
// come from a folder where they are installed (the versions of config/sample-project.ts):
//   BAETA_RUNTIME=<folder with node_modules> node scripts/run-projects.mjs [page id…]
// Prints one line per project and exits with 1 when any answer differs. Not part of `npm test`: it needs the
// framework (CONTRIBUTING.md, "Run the pages' projects").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';

const BUILD = resolve(process.env.SERVE_DIR || 'build');
const SCRATCH = resolve('.tmp/run-projects');
const DEFAULT_URL = 'http://localhost:4000/graphql';
const START_TIMEOUT_MS = 90_000;

function fail(message) {
  console.error(`scripts/run-projects.mjs: ${message}`);
  process.exit(2);
}

const runtime = process.env.BAETA_RUNTIME && resolve(process.env.BAETA_RUNTIME);
if (!runtime || !existsSync(join(runtime, 'node_modules', '@baeta', 'cli'))) {
  fail('set BAETA_RUNTIME to a folder whose node_modules has @baeta/cli and the packages of config/sample-project.ts installed.');
}
const manifestFile = join(BUILD, 'projects', 'manifest.json');
if (!existsSync(manifestFile)) fail(`no ${manifestFile}: run "npm run build" first.`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const only = process.argv.slice(2);
const chosen = manifest.filter((entry) => only.length === 0 || only.includes(entry.page));
if (only.length > 0 && chosen.length !== only.length) fail(`no project for ${only.filter((id) => !chosen.some((entry) => entry.page === id)).join(', ')}.`);

function unzip(entry) {
  const files = unzipSync(readFileSync(join(BUILD, entry.zip)));
  const dir = join(SCRATCH, entry.page.replaceAll('/', '-'));
  rmSync(dir, { recursive: true, force: true });
  for (const [name, bytes] of Object.entries(files)) {
    // Each zip holds one folder, the project's name.
    const path = join(dir, name.split('/').slice(1).join('/'));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, strFromU8(bytes));
  }
  symlinkSync(join(runtime, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

const pause = (ms) => new Promise((done) => setTimeout(done, ms));

async function ask(request) {
  const response = await fetch(request.url ?? DEFAULT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(request.headers ?? {}) },
    body: JSON.stringify({ query: request.query, ...(request.variables && { variables: request.variables }) }),
  });
  return { status: response.status, body: await response.text() };
}

async function runProject(entry) {
  const dir = unzip(entry);
  const generated = spawnSync('npx', ['baeta', 'generate'], { cwd: dir, encoding: 'utf8', env: { ...process.env, PATH: `${join(dir, 'node_modules/.bin')}:${process.env.PATH}` } });
  if (generated.status !== 0 || /\[ERROR\]/.test(generated.stdout + generated.stderr)) return { ok: false, detail: `generate failed: ${generated.stdout}${generated.stderr}` };
  if (!entry.request) return { ok: true, detail: 'generated (the page names no request)' };
  const log = [];
  const server = spawn(entry.start, { cwd: dir, shell: true, detached: true, env: { ...process.env, PATH: `${join(dir, 'node_modules/.bin')}:${process.env.PATH}` } });
  server.stdout.on('data', (chunk) => log.push(String(chunk)));
  server.stderr.on('data', (chunk) => log.push(String(chunk)));
  try {
    const started = Date.now();
    for (;;) {
      try {
        const answer = await ask(entry.request);
        let body;
        try {
          body = JSON.parse(answer.body);
        } catch {
          body = answer.body;
        }
        const ok = isDeepStrictEqual(body, entry.answer);
        return { ok, detail: ok ? `answered ${answer.body}` : `answered HTTP ${answer.status} ${answer.body}\n  expected ${JSON.stringify(entry.answer)}` };
      } catch {
        if (Date.now() - started > START_TIMEOUT_MS || server.exitCode !== null) return { ok: false, detail: `the server did not answer; its output:\n${log.join('')}` };
        await pause(500);
      }
    }
  } finally {
    // The start command may be a chain of processes (npm, baeta, node): end the whole group it leads.
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await pause(1000);
  }
}

let failed = 0;
for (const entry of chosen) {
  const { ok, detail } = await runProject(entry);
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${entry.page} (${entry.start}): ${detail}`);
}
console.log(`\n${chosen.length - failed} of ${chosen.length} projects answered as their READMEs say.`);
process.exit(failed > 0 ? 1 : 0);
