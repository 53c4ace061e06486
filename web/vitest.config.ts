import { defineProject } from 'vitest/config';

export default defineProject({
  define: { __APP_VERSION__: JSON.stringify('test') },
  test: {
    name: 'web',
    root: 'web',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
