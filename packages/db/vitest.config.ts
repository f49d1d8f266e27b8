import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    environment: 'node',
    setupFiles: ['../../scripts/vitest-console-guard.ts'],
  },
});
