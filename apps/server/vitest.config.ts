import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    setupFiles: ['../../scripts/vitest-console-guard.ts'],
    // Each file boots the whole app on a fresh database; on a busy 2-core machine that can pass 10 s.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
