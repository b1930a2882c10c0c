import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs';
import { SITE_VARIANTS } from './scripts/site-variants.mjs';
import { E2E_PORT } from './playwright.config';

// Browser tests of the deployments besides the default (scripts/site-variants.mjs builds them): each variant's
// build is served on its own port, under its own base URL, and its spec in tests/e2e/variants/ runs against it.
// The origin is the base URL; specs name the path under the variant's base themselves.
export const variantOrigin = (name: string): string => `http://127.0.0.1:${E2E_PORT + 1 + SITE_VARIANTS.findIndex((variant) => variant.name === name)}`;

export default defineConfig({
  testDir: './tests/e2e/variants',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-variants-results.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: SITE_VARIANTS.map((variant) => ({
    name: variant.name,
    testMatch: `${variant.name}.spec.ts`,
    use: { baseURL: variantOrigin(variant.name) },
  })),
  webServer: SITE_VARIANTS.map((variant) => ({
    command: 'node scripts/serve.mjs',
    env: { PORT: new URL(variantOrigin(variant.name)).port, BASE_URL: variant.baseUrl, SERVE_DIR: variant.outDir },
    url: `${variantOrigin(variant.name)}${variant.baseUrl}`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
