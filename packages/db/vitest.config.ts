import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'db',
    environment: 'node',
    setupFiles: ['../../scripts/vitest-console-guard.ts'],
    // Starting PGlite and migrating takes a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
