import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../config.ts';

/** A valid configuration for tests: silent logs, demo mode, fixed secrets, a throwaway data dir. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'guildsmith-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ENCRYPTION_KEY: '0'.repeat(64),
    PUBLIC_URL: 'http://localhost:3000',
    // Tests vary X-Forwarded-For to act as different clients.
    TRUST_PROXY: 'true',
    // Reconciliation tests run it themselves; on a timer it would only add noise.
    RECONCILE_INTERVAL_SECONDS: '0',
    ...overrides,
  });
}
