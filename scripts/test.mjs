// The whole test suite, as the README's test command runs it: type-check, lint, unit tests, a production build,
// an internal link check over it beside the other deployments' builds, then Playwright in Debian's Chromium
// against all of them.
// The build is the docs samples' check: it types every sample once and stops on one that does not check,
// naming the page line and the compiler's message (tests/samples/check.ts does the same for named pages,
// without a build, while writing). Ends with one line "N passed, N failed" over every test and check that ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureChromium } from './chromium.mjs';
import { buildVariants, SITE_VARIANTS } from './site-variants.mjs';
import { unitTestFiles, writeUnitLanes } from './unit-lanes.mjs';

const TMP = '.tmp';
const results = { passed: 0, failed: 0 };
const failures = [];

/** The environment of every command the suite runs: no update notices, no colours unless asked for. */
const childEnv = (env = {}) => ({ ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env });

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const child = spawnSync(command, args, {
    stdio: 'inherit',
    env: childEnv(env),
  });
  return child.status === 0;
}

function check(label, command, args, env) {
  const ok = run(label, command, args, env);
  countCheck(label, ok);
  return ok;
}

function countTap(file) {
  const tap = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const read = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: read('pass'), failed: read('fail') + read('cancelled') };
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + stats.skipped };
}

function tally(label, counts, ok) {
  // A runner that fails before reporting any test still counts as one failure.
  const failed = ok || counts.failed > 0 ? counts.failed : Math.max(counts.failed, 1);
  results.passed += counts.passed;
  results.failed += failed;
  if (failed > 0) failures.push(label);
}

rmSync(TMP, { recursive: true, force: true });
mkdirSync(TMP, { recursive: true });
const bin = (name) => `node_modules/.bin/${name}`;

/** Runs one command with its output held back, so that two at once do not interleave; resolves to its result. */
function runQuietly(label, command, args) {
  return new Promise((resolvePromise) => {
    const started = performance.now();
    const child = spawn(command, args, { env: childEnv() });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => resolvePromise({ label, command: [command, ...args].join(' '), ok: code === 0, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/** Runs single-threaded checks one per core, then reports each in the order given. */
async function checkInParallel(checks) {
  const outcomes = new Array(checks.length);
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const index = next++;
      const [label, command, args] = checks[index];
      outcomes[index] = await runQuietly(label, command, args);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, lane));
  outcomes.forEach(report);
}

/** Prints the held-back output of a command run by runQuietly, and counts it. */
function report({ label, command, ok, output, seconds }) {
  console.log(`\n▶ ${label}: ${command} (${seconds.toFixed(1)} s)`);
  if (output) process.stdout.write(output);
  countCheck(label, ok);
}

function countCheck(label, ok) {
  results[ok ? 'passed' : 'failed'] += 1;
  if (!ok) failures.push(label);
}

// The type-checks, the linter and the API reference's generation each run on one core: two at a time, longest
// first. Generated here, docs/api is current when the build starts, which then skips TypeDoc
// (plugins/api-reference/generate.ts) instead of running it on one core while the other waits.
await checkInParallel([
  ['generate the API reference (TypeDoc)', bin('docusaurus'), ['api-reference']],
  ['type-check site', bin('tsc'), ['--noEmit']],
  ['type-check API declarations (strict, library types included)', bin('tsc'), ['-p', 'packages/tsconfig.json']],
  ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['type-check the Cloudflare packages\' declarations as a Workers project', bin('tsc'), ['-p', 'packages/tsconfig.workers.json']],
]);

const unitTap = `${TMP}/unit.tap`;
// One process per core, each running its lane of the files (scripts/unit-lanes.mjs), and the .mts files alone.
const unitFiles = writeUnitLanes(unitTestFiles(), availableParallelism(), `${TMP}/unit-lanes`);
const unitOk = run('unit tests', process.execPath, [
  '--import',
  'tsx',
  '--test',
  `--test-concurrency=${availableParallelism()}`,
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${unitTap}`,
  ...unitFiles,
], { TSX_TSCONFIG_PATH: 'tests/tsconfig.json' });
tally('unit tests', countTap(unitTap), unitOk);

// Without the bundler's persistent cache, the build compiles, and so types, every page: a warm build would reuse
// pages whose own text did not change, and miss a sample that a change in packages/ or a fixture broke.
rmSync('node_modules/.cache/rspack', { recursive: true, force: true });
const built = check('production build (with the docs samples typed and checked)', bin('docusaurus'), ['build']);
if (built) {
  // The link check crawls the default build on one core; the variant builds leave part of the other one idle
  // (loading the site, writing files), so it runs beside them and reports when they are done.
  const linkCheck = runQuietly('internal link check (linkinator, links and #fragments)', process.execPath, ['scripts/check-links.mjs']);
  // The other deployments the README offers, each into its own folder (scripts/site-variants.mjs).
  const built = await buildVariants(SITE_VARIANTS);
  SITE_VARIANTS.forEach((variant, index) => countCheck(`build of the ${variant.name} variant`, built[index]));
  const variantsBuilt = built.every(Boolean);
  report(await linkCheck);
  const chromium = ensureChromium();
  if (chromium) {
    // One run for the default build and, when they built, the variants' specs (playwright.config.ts, E2E_VARIANTS).
    const e2eFile = `${TMP}/e2e-results.json`;
    const e2eOk = run('end-to-end tests (Chromium)', bin('playwright'), ['test'], { CHROMIUM_PATH: chromium, E2E_VARIANTS: variantsBuilt ? '1' : '' });
    tally('end-to-end tests', countPlaywright(e2eFile), e2eOk);
  } else {
    tally('end-to-end tests (no Chromium)', { passed: 0, failed: 1 }, false);
  }
} else {
  console.error('\nThe build failed, so the end-to-end tests did not run.');
  tally('end-to-end tests (no build)', { passed: 0, failed: 1 }, false);
}

if (failures.length > 0) console.error(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed > 0 ? 1 : 0);
