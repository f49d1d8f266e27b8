import { defineConfig } from 'vitest/config';

// The fault tests (npm run test:faults): each starts its own small cluster on
// loopback, so they run one at a time and are not part of npm test, whose
// projects are packages/* and apps/* only. FAULTS picks some by file name
// ("worker-sigkill smtp-down"); all run by default.
const chosen = (process.env.FAULTS ?? '').split(/[\s,]+/).filter(Boolean);

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: chosen.length > 0 ? chosen.map((name) => `${name}.test.ts`) : ['*.test.ts'],
    fileParallelism: false,
    testTimeout: 6 * 60_000,
    hookTimeout: 3 * 60_000,
  },
});
