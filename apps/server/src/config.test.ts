import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { testConfig } from './test/test-config.ts';

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is configured', () => {
    const config = testConfig();
    expect(config.port).toBe(3000);
    expect(config.demoMode).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.encryptionKey).toHaveLength(32);
  });

  it('names the variable that is invalid', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ENCRYPTION_KEY: 'short' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('refuses demo mode alongside real credentials', () => {
    expect(() =>
      testConfig({ DEMO_MODE: 'true', DISCORD_CLIENT_ID: 'x', DISCORD_CLIENT_SECRET: 'y' }),
    ).toThrow(/DEMO_MODE/);
  });

  it('leaves demo mode when real Discord credentials are configured', () => {
    const config = testConfig({
      DISCORD_CLIENT_ID: '123',
      DISCORD_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(config.demoMode).toBe(false);
    expect(config.discordClientId).toBe('123');
  });

  it('refuses a production start outside demo mode that would leave /metrics open', () => {
    const production = {
      NODE_ENV: 'production',
      DISCORD_CLIENT_ID: '123',
      DISCORD_CLIENT_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(() => testConfig(production)).toThrow(/^Invalid configuration: METRICS_TOKEN /);
    expect(testConfig({ ...production, METRICS_TOKEN: 'scrape-token' }).metricsToken).toBe(
      'scrape-token',
    );
    // Demo mode keeps its open /metrics: nothing real is counted there.
    expect(testConfig({ NODE_ENV: 'production' }).metricsToken).toBeUndefined();
  });

  it('requires Discord credentials outside demo mode', () => {
    expect(() => testConfig({ DEMO_MODE: 'false' })).toThrow(/DISCORD_CLIENT_ID/);
  });

  it('lifts rate limits on request, but never in production', () => {
    expect(testConfig().rateLimits).toBe(true);
    expect(testConfig({ RATE_LIMITS: 'on' }).rateLimits).toBe(true);
    expect(testConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => testConfig({ RATE_LIMITS: 'none' })).toThrow(/RATE_LIMITS/);
    expect(() => testConfig({ NODE_ENV: 'production', RATE_LIMITS: 'off' })).toThrow(
      /RATE_LIMITS cannot be off in production/,
    );
  });

  it('generates missing secrets once and reuses them', () => {
    const first = testConfig({ JWT_SECRET: '', ENCRYPTION_KEY: '' });
    const second = testConfig({ DATA_DIR: first.dataDir, JWT_SECRET: '', ENCRYPTION_KEY: '' });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
  });
});
