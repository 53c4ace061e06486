import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

/** Playwright against the built app and the real server with a fresh database (global-setup.ts). */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // CI's machine is shared and its speed varies twofold from one run to the next: a test that ran out of
  // time there gets one more try, and the report names it flaky (a test that fails twice still fails).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-AR',
    // A rancher who allowed notifications: the login's push step shows no blocking dialog (the
    // push specs choose their own answer).
    permissions: ['notifications'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
