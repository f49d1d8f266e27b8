import { defineConfig } from 'vitest/config';

// The fault tests (npm run test:faults): each starts its own small cluster on
// loopback, so they run one at a time and are not part of npm test, whose
// projects are packages/* and apps/* only.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    fileParallelism: false,
    testTimeout: 6 * 60_000,
    hookTimeout: 3 * 60_000,
  },
});
