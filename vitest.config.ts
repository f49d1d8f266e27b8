import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    // Vitest leaves one core free by default, which on a 2-core CI machine means one file at a
    // time; many suites mostly wait (timers, retries, Discord rate-limit windows), so run two.
    maxWorkers: 2,
  },
});
