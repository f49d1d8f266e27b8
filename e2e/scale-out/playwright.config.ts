import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/**
 * `npm run test:scale-out`: the journeys against a cluster (scripts/cluster):
 * two app instances behind a round-robin proxy, two workers, one PostgreSQL
 * database, one Redis and the standalone emulators. The tests run in order in
 * one worker; the last one accounts for everything the others did.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'scale-out.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 150_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
