import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { testConfig } from './test/test-config.ts';

/** Everything a real deployment must configure (PUBLIC_URL comes from testConfig). */
const REAL_SERVICES = {
  DISCORD_CLIENT_ID: '123',
  DISCORD_CLIENT_SECRET: 'secret',
  DISCORD_BOT_TOKEN: 'bot-token',
  DISCORD_PUBLIC_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://mail.example.com:587',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

/** Who sells and where buyers get help: a production start outside demo mode names them. */
const REAL_SHOP = {
  SELLER_NAME: 'Guildsmith Ltd',
  SELLER_ADDRESS: '2 Market Street, Bristol BS1 1AA, United Kingdom',
  SUPPORT_EMAIL: 'help@guildsmith.example',
};

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
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('sizes the PostgreSQL pools only when told', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it('refuses demo mode alongside real credentials', () => {
    expect(() =>
      testConfig({ DEMO_MODE: 'true', DISCORD_CLIENT_ID: 'x', DISCORD_CLIENT_SECRET: 'y' }),
    ).toThrow(/DEMO_MODE/);
  });

  it('leaves demo mode when real Discord credentials are configured', () => {
    const config = testConfig(REAL_SERVICES);
    expect(config.demoMode).toBe(false);
    expect(config.discordClientId).toBe('123');
    expect(config.discordBotToken).toBe('bot-token');
    expect(config.discord.apiBaseUrl).toBe('https://discord.com/api');
    expect(config.discord.inviteBaseUrl).toBe('https://discord.gg');
    expect(config.stripe.apiBaseUrl).toBe('https://api.stripe.com');
  });

  it("outside demo mode stops on each missing credential, naming it, and never borrows the emulator's", () => {
    for (const name of Object.keys(REAL_SERVICES)) {
      const missing: Record<string, string> = { ...REAL_SERVICES, DEMO_MODE: 'false' };
      delete missing[name];
      expect(() => testConfig(missing)).toThrow(
        new RegExp(`^Invalid configuration: ${name} is required`),
      );
    }
    // Links in e-mails and OAuth redirects cannot guess the public address.
    expect(() => testConfig({ ...REAL_SERVICES, PUBLIC_URL: '' })).toThrow(
      /^Invalid configuration: PUBLIC_URL is required/,
    );
  });

  it('never enters the demo on a production start unless DEMO_MODE=true says so', () => {
    expect(() => testConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: DISCORD_CLIENT_ID is required \(a production start runs the demo only with DEMO_MODE=true\)/,
    );
    expect(testConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).demoMode).toBe(true);
    // Outside production, no credentials at all still means the local demo (npm run dev).
    expect(testConfig({ NODE_ENV: 'development' }).demoMode).toBe(true);
  });

  it('shares standalone emulators only in demo mode, with their key and their SMTP', () => {
    const shared = { DEMO_MODE: 'true', EMULATORS_URL: 'http://127.0.0.1:3100' };
    expect(() => testConfig(shared)).toThrow(
      /^Invalid configuration: DISCORD_PUBLIC_KEY is required/,
    );
    const config = testConfig({
      ...shared,
      DISCORD_PUBLIC_KEY: 'cd'.repeat(32),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
    expect(config.emulators).toEqual({ url: 'http://127.0.0.1:3100', inProcess: false });
    expect(config.discord.apiBaseUrl).toBe('http://127.0.0.1:3100/sandbox/discord/api');
    expect(config.stripe.apiBaseUrl).toBe('http://127.0.0.1:3100/sandbox/stripe');
    expect(config.discordPublicKey).toBe('cd'.repeat(32));
    expect(() => testConfig({ ...REAL_SERVICES, EMULATORS_URL: 'http://127.0.0.1:3100' })).toThrow(
      /^Invalid configuration: EMULATORS_URL is only for demo mode/,
    );
    // The emulators process itself needs neither; it needs demo mode and its own origin.
    expect(() => loadConfig({ DEMO_MODE: 'true' }, 'emulators')).toThrow(
      /EMULATORS_URL is required/,
    );
    expect(testConfig().emulators).toEqual({ url: 'http://localhost:3000', inProcess: true });
  });

  it('points every outside service at the configured base URLs', () => {
    const config = testConfig({
      DEMO_MODE: 'true',
      DISCORD_API_BASE_URL: 'http://127.0.0.1:4010/discord/api/',
      DISCORD_WEB_BASE_URL: 'http://127.0.0.1:4010/discord',
      DISCORD_CDN_BASE_URL: 'http://127.0.0.1:4010/cdn',
      DISCORD_INVITE_BASE_URL: 'http://127.0.0.1:4010/discord/invite/',
      STRIPE_API_BASE_URL: 'http://127.0.0.1:4010/stripe',
      PAYPAL_API_BASE_URL: 'http://127.0.0.1:4010/paypal',
    });
    expect(config.discord).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4010/discord/api',
      webBaseUrl: 'http://127.0.0.1:4010/discord',
      cdnBaseUrl: 'http://127.0.0.1:4010/cdn',
      inviteBaseUrl: 'http://127.0.0.1:4010/discord/invite',
    });
    expect(config.stripe.apiBaseUrl).toBe('http://127.0.0.1:4010/stripe');
    expect(config.paypal?.apiBaseUrl).toBe('http://127.0.0.1:4010/paypal');
    // Unset, the demo's emulators are on our own origin.
    expect(testConfig().discord.apiBaseUrl).toBe('http://localhost:3000/sandbox/discord/api');
    // Avatars come from the emulator's CDN, in Discord's path shape.
    expect(testConfig().discord.cdnBaseUrl).toBe('http://localhost:3000/sandbox/discord');
    // A demo build's invite opens the server in the sandbox, never a real discord.gg invite.
    expect(testConfig().discord.inviteBaseUrl).toBe('http://localhost:3000/sandbox/discord/invite');
  });

  it('refuses a production start outside demo mode that would leave /metrics open', () => {
    const production = { NODE_ENV: 'production', ...REAL_SERVICES, ...REAL_SHOP };
    expect(() => testConfig(production)).toThrow(/^Invalid configuration: METRICS_TOKEN /);
    expect(testConfig({ ...production, METRICS_TOKEN: 'scrape-token' }).metricsToken).toBe(
      'scrape-token',
    );
    // Demo mode keeps its open /metrics: nothing real is counted there.
    expect(testConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).metricsToken).toBeUndefined();
  });

  it('names a demo seller in demo mode and requires the real one in production', () => {
    expect(testConfig().seller.name).toMatch(/demo, not a real business/);
    expect(testConfig().supportEmail).toBe('support@guildsmith.local');
    const production = { NODE_ENV: 'production', METRICS_TOKEN: 'token', ...REAL_SERVICES };
    expect(() => testConfig(production)).toThrow(/^Invalid configuration: SELLER_NAME /);
    const config = testConfig({ ...production, ...REAL_SHOP });
    expect(config.seller).toEqual({ name: 'Guildsmith Ltd', address: REAL_SHOP.SELLER_ADDRESS });
    expect(config.supportEmail).toBe('help@guildsmith.example');
    expect(() => testConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
    expect(testConfig().publicCountersMin).toBe(100);
  });

  it('requires Discord credentials outside demo mode', () => {
    expect(() => testConfig({ DEMO_MODE: 'false' })).toThrow(/DISCORD_CLIENT_ID/);
  });

  it('lifts rate limits on request, but never in production', () => {
    expect(testConfig().rateLimits).toBe(true);
    expect(testConfig({ RATE_LIMITS: 'on' }).rateLimits).toBe(true);
    expect(testConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => testConfig({ RATE_LIMITS: 'none' })).toThrow(/RATE_LIMITS/);
    expect(() =>
      testConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', RATE_LIMITS: 'off' }),
    ).toThrow(/RATE_LIMITS cannot be off in production/);
  });

  it('generates missing secrets once and reuses them', () => {
    const first = testConfig({ JWT_SECRET: '', ENCRYPTION_KEY: '' });
    const second = testConfig({ DATA_DIR: first.dataDir, JWT_SECRET: '', ENCRYPTION_KEY: '' });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
  });
});
