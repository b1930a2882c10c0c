import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium.mjs';

// End-to-end tests run in Debian's Chromium against the production build served like a static host.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  // The other deployments' specs run against their own builds (playwright.variants.config.ts).
  testIgnore: 'variants/**',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(E2E_PORT) },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
