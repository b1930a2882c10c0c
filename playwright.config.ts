import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs';
import { SITE_VARIANTS } from './scripts/site-variants.mjs';

// End-to-end tests run in Debian's Chromium against the production build served like a static host. With
// E2E_VARIANTS=1 (as `npm test` sets it once scripts/build-variants.mjs has built them), the same run also tests
// the other deployments: each variant's build is served on its own port under its own base URL, and its spec in
// tests/e2e/variants/ runs against it, so one run keeps both workers busy until the last test.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/** The origin a variant is served at; its specs name the path under the variant's base URL themselves. */
export const variantOrigin = (name: string): string => `http://127.0.0.1:${E2E_PORT + 1 + SITE_VARIANTS.findIndex((variant) => variant.name === name)}`;

function withVariants(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`E2E_VARIANTS is "${value}": set it to 1 to test the deployment variants too (build them first: node scripts/build-variants.mjs), or leave it unset.`);
}

const variants = withVariants(process.env.E2E_VARIANTS) ? SITE_VARIANTS : [];

const server = (port: number, env: Record<string, string>, url: string) => ({
  command: 'node scripts/serve.mjs',
  env: { PORT: String(port), ...env },
  url,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'default', testIgnore: 'variants/**', use: { baseURL } },
    ...variants.map((variant) => ({
      name: variant.name,
      testMatch: `variants/${variant.name}.spec.ts`,
      use: { baseURL: variantOrigin(variant.name) },
    })),
  ],
  webServer: [
    server(E2E_PORT, {}, `${baseURL}/`),
    ...variants.map((variant) => {
      const origin = variantOrigin(variant.name);
      return server(Number(new URL(origin).port), { BASE_URL: variant.baseUrl, SERVE_DIR: variant.outDir }, `${origin}${variant.baseUrl}`);
    }),
  ],
});
