import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';

/**
 * CI's machine is shared, and its speed varies threefold from one run to the next (the browser tests,
 * which come last, once took 40 minutes where a quiet machine takes 12): there every wait is doubled.
 */
const SLOWNESS = process.env.CI ? 2 : 1;

/** Playwright against the built app and the real server with a fresh database (global-setup.ts). */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000 * SLOWNESS,
  expect: { timeout: 20_000 * SLOWNESS },
  fullyParallel: false,
  workers: 2,
  // A test that ran out of time in CI gets one more try, and the report names it flaky (a test that
  // fails twice still fails).
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
    // No transitions, pulses or shimmering skeletons: the browser draws in software here, and each frame
    // of an endless animation costs the machine the tests share.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
