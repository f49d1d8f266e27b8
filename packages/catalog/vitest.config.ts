import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'catalog',
    environment: 'node',
    setupFiles: ['../../scripts/vitest-console-guard.ts'],
  },
});
