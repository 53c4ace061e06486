import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'web', root: 'web', environment: 'jsdom', passWithNoTests: true },
});
