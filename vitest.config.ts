import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Server suites that replace a module (`vi.mock`): each needs a fresh module graph of its own, so they
 * run apart from the others, found by what they contain.
 */
const SERVER_SOURCES = fileURLToPath(new URL('server/src', import.meta.url));
const MOCKING_MODULES = readdirSync(SERVER_SOURCES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => readFileSync(join(SERVER_SOURCES, file), 'utf8').includes('vi.mock('))
  .map((file) => join('src', file));

const SERVER = {
  root: 'server',
  environment: 'node',
  // Generous: a test's time is its work, and CI's shared 2-core machine is sometimes several times
  // slower than a developer's (large imports and whole-year backfills ran past 30 s there).
  testTimeout: 90_000,
  hookTimeout: 90_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      {
        test: {
          name: 'server',
          ...SERVER,
          // The server's suites share their modules within a worker: each file re-importing the whole app
          // took more time than the tests themselves (docs/decisions.md "Server tests share their modules").
          isolate: false,
          exclude: ['**/node_modules/**', ...MOCKING_MODULES],
        },
      },
      { test: { name: 'server-mocks', ...SERVER, include: MOCKING_MODULES } },
      'web/vitest.config.ts',
      {
        // ESLint with type information takes seconds per file on a busy machine.
        test: {
          name: 'lint',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
    ],
  },
});
