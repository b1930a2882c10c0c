// The two deployments the README offers besides the default (local search, served at "/"): hosted search on
// Algolia DocSearch, and a site served under a path. The suite builds each into its own folder, from the same
// checkout and the default build's bundler cache (compiled pages name no base URL and no search back end, so they
// are shared), and runs its browser tests against it (playwright.config.ts with E2E_VARIANTS=1).
// Playwright loads this file from its configuration and compiles it to CommonJS: no import.meta here (the command
// is scripts/build-variants.mjs).
import { spawn } from 'node:child_process';

/** Placeholders, never real credentials: Algolia's hosts are answered by a stand-in in the browser tests. */
export const ALGOLIA_TEST_SETTINGS = { appId: 'STANDIN', apiKey: 'stand-in-key', indexName: 'baeta' };

export const SITE_VARIANTS = [
  {
    name: 'algolia',
    outDir: '.tmp/builds/algolia',
    baseUrl: '/',
    env: {
      ALGOLIA_APP_ID: ALGOLIA_TEST_SETTINGS.appId,
      ALGOLIA_API_KEY: ALGOLIA_TEST_SETTINGS.apiKey,
      ALGOLIA_INDEX_NAME: ALGOLIA_TEST_SETTINGS.indexName,
    },
  },
  { name: 'base-url', outDir: '.tmp/builds/base-url', baseUrl: '/baeta/', env: { BASE_URL: '/baeta/' } },
];

/** Builds one variant, its output shown as it comes; resolves to true when it built. */
export function buildVariant(variant) {
  console.log(`\n▶ build: ${variant.name} (${Object.entries(variant.env).map(([name, value]) => `${name}=${value}`).join(' ')}) into ${variant.outDir}`);
  const started = performance.now();
  // The variables of the other variants are unset, whatever the caller's shell has.
  const env = { ...process.env, BASE_URL: '', ALGOLIA_APP_ID: '', ALGOLIA_API_KEY: '', ALGOLIA_INDEX_NAME: '', ...variant.env };
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/docusaurus', ['build', '--out-dir', variant.outDir], { stdio: 'inherit', env });
    let settled = false;
    const done = (ok) => {
      if (settled) return;
      settled = true;
      console.log(`${variant.name}: ${ok ? 'built' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      resolve(ok);
    };
    child.on('error', (error) => {
      console.error(`${variant.name}: cannot start docusaurus: ${error.message}`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Builds the variants one after the other, each on the bundler cache the build before it left; true for each that built. */
export async function buildVariants(variants) {
  const built = [];
  for (const variant of variants) built.push(await buildVariant(variant));
  return built;
}
