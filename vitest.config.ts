import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * A workspace's suites as two projects. Most share their modules within a worker: each file importing the
 * whole app (and, on the web, building a new DOM) afresh took more time than the tests themselves
 * (docs/decisions.md "Tests share their modules"). The suites that replace a module (`vi.mock`) need a
 * fresh module graph each: found by that call, they run apart, isolated.
 */
function sharingModules(
  name: string,
  root: string,
  project: Omit<TestProjectInlineConfiguration, 'test'> & { test?: TestProjectInlineConfiguration['test'] },
): TestProjectInlineConfiguration[] {
  const sources = fileURLToPath(new URL(`${root}/src`, import.meta.url));
  const mocking = readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(join(sources, file), 'utf8').includes('vi.mock('))
    .map((file) => join('src', file));
  const test = { ...project.test, root };
  return [
    { ...project, test: { ...test, name, isolate: false, exclude: ['**/node_modules/**', ...mocking] } },
    { ...project, test: { ...test, name: `${name}-mocks`, include: mocking } },
  ];
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      ...sharingModules('server', 'server', {
        test: {
          environment: 'node',
          // Generous: a test's time is its work, and CI's shared 2-core machine is sometimes several times
          // slower than a developer's (large imports and whole-year backfills ran past 30 s there).
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      }),
      ...sharingModules('web', 'web', {
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          environment: 'jsdom',
          // A screen rendered in jsdom takes seconds on a busy 2-core machine: no test is about speed.
          testTimeout: 30_000,
          setupFiles: ['src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      }),
      {
        // ESLint with type information takes seconds per file on a busy machine.
        test: {
          name: 'lint',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
    ],
  },
});
