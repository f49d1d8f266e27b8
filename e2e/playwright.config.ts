import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const E2E_ADMIN = { username: 'e2e.admin', password: 'e2e-admin-password-123' };

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'guildsmith-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The scale-out journey starts its own cluster: npm run test:scale-out. The layout sweep
  // (npm run test:layout) loads both cores for minutes: beside the journeys it pushed them
  // past their timeouts, so it runs on its own.
  testIgnore:
    process.env.LAYOUT_SWEEP === '1' ? 'scale-out/**' : ['scale-out/**', '**/layout-sweep.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two journeys at a time on two cores: one with three Discord sign-ins passed 30 s in CI.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The admin account exists only because the CLI made it, as in production. Both run from
    // the bundle `npm run build` makes (scripts/e2e.mjs builds first), as `npm start` runs them.
    command: `node apps/server/dist/cli/admin-create.js --username ${E2E_ADMIN.username} && node --enable-source-maps apps/server/dist/main.js`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The journeys check the landing's counters on a fresh database.
      PUBLIC_COUNTERS_MIN: '0',
    },
  },
});
