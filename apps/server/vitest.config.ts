import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Vitest 4 no longer skips build output by default, and `dist/client` holds the sandbox's
    // scripts, which must not run a second time from there (their imports point into src).
    exclude: ['**/node_modules/**', '**/dist/**'],
    setupFiles: ['../../scripts/vitest-console-guard.ts'],
    // Each file boots the whole app on a fresh database; on a busy 2-core machine that can pass 10 s.
    hookTimeout: 60_000,
    // Every file boots the app on its own database and closes it, so files need no module
    // isolation; reusing the worker's loaded modules saves about a third of the suite's time.
    // A test that must replace a module spies on an object instead (password-check.ts).
    isolate: false,
    testTimeout: 30_000,
  },
});
