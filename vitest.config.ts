import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'server',
          environment: 'node',
          // Generous: a test's time is its work, and CI's shared 2-core machine is sometimes several times
          // slower than a developer's (large imports and whole-year backfills ran past 30 s there).
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
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
