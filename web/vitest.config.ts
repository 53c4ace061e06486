import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    root: 'web',
    environment: 'jsdom',
    // A screen rendered in jsdom takes seconds on a busy 2-core machine: no test is about speed.
    testTimeout: 30_000,
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
