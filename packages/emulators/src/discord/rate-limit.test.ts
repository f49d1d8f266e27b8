import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GLOBAL_RULE, RateLimiter } from './rate-limit.ts';
import { createTestEmulator, PREFIX, type TestEmulator } from './test-support.ts';

describe('rate limits on the API', () => {
  let emulator: TestEmulator;

  beforeEach(async () => {
    emulator = await createTestEmulator();
  });

  afterEach(async () => {
    await emulator.app.close();
  });

  const botMe = () =>
    emulator.app.inject({
      method: 'GET',
      url: `${PREFIX}/api/v10/users/@me`,
      headers: { authorization: 'Bot demo-bot-token' },
    });

  it("sends Discord's headers on every answer, errors included", async () => {
    const ok = await botMe();
    const unauthorized = await emulator.app.inject({
      method: 'GET',
      url: `${PREFIX}/api/v10/users/@me`,
    });

    for (const response of [ok, unauthorized]) {
      expect(response.headers).toMatchObject({
        'x-ratelimit-limit': '30',
        'x-ratelimit-remaining': '29',
        'x-ratelimit-reset-after': '1.000',
        'x-ratelimit-bucket': expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      expect(Number(response.headers['x-ratelimit-reset'])).toBeCloseTo(
        (emulator.clock.now + 1000) / 1000,
      );
    }
  });

  it('answers 429 with Retry-After in strict mode, and lets through again after the window', async () => {
    emulator.state.rateLimits.mode = 'strict';

    const first = await botMe();
    const second = await botMe();
    emulator.clock.advance(1000);
    const third = await botMe();

    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-remaining']).toBe('0');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('1');
    expect(second.headers['x-ratelimit-scope']).toBe('user');
    expect(second.json()).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1,
      global: false,
    });
    expect(third.statusCode).toBe(200);
  });

  it('neither limits nor sends headers when off', async () => {
    emulator.state.rateLimits.mode = 'off';

    const responses = await Promise.all(Array.from({ length: 40 }, botMe));

    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses[0]?.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('RateLimiter', () => {
  const rule = { route: 'POST /guilds/:id/channels', limit: 2, windowMs: 10_000 };

  it('keeps separate buckets per major key and per caller', () => {
    const limiter = new RateLimiter(() => 0);

    limiter.consume(rule, 'bot', 'guild-1');
    limiter.consume(rule, 'bot', 'guild-1');

    expect(limiter.consume(rule, 'bot', 'guild-1').allowed).toBe(false);
    expect(limiter.consume(rule, 'bot', 'guild-2').allowed).toBe(true);
    expect(limiter.consume(rule, 'someone-else', 'guild-1').allowed).toBe(true);
  });

  it('applies the global limit across routes, flagged as global', () => {
    const limiter = new RateLimiter(() => 0);
    const roomy = { route: 'GET /things', limit: 1000, windowMs: 1000 };
    for (let index = 0; index < GLOBAL_RULE.limit; index += 1) limiter.consume(roomy, 'bot');

    const decision = limiter.consume(roomy, 'bot');

    expect(decision).toMatchObject({
      allowed: false,
      body: { global: true },
      headers: { 'X-RateLimit-Global': 'true', 'X-RateLimit-Scope': 'global' },
    });
  });

  it('leaves interaction endpoints out of the global limit, in both directions', () => {
    const limiter = new RateLimiter(() => 0);
    const roomy = { route: 'GET /things', limit: 1000, windowMs: 1000 };
    const edit = {
      route: 'PATCH /webhooks/:webhook_id/:token/messages/:message_id',
      limit: 5,
      windowMs: 1000,
    };
    for (let index = 0; index < GLOBAL_RULE.limit; index += 1) limiter.consume(roomy, 'ip:1');
    // The global budget is spent, and an interaction's edit still goes, up to its own bucket.
    for (let index = 0; index < 5; index += 1) {
      expect(limiter.consume(edit, 'ip:1', 'app/token', { global: false }).allowed).toBe(true);
    }
    expect(limiter.consume(edit, 'ip:1', 'app/token', { global: false })).toMatchObject({
      allowed: false,
      body: { global: false },
    });

    const fresh = new RateLimiter(() => 0);
    for (let index = 0; index < 60; index += 1) {
      fresh.consume(edit, 'ip:1', `app/token-${index}`, { global: false });
    }
    // Sixty interaction edits spent none of the global budget.
    expect(fresh.consume(roomy, 'ip:1').allowed).toBe(true);
  });

  it('forgets counts and mode on reset', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.mode = 'strict';
    limiter.consume(rule, 'bot');

    limiter.reset();

    expect(limiter.mode).toBe('default');
    expect(limiter.consume(rule, 'bot').headers['X-RateLimit-Remaining']).toBe('1');
  });
});

describe('RateLimiter caps, overrides and storms', () => {
  const bucket = { route: 'POST /guilds/:guild_id/roles', limit: 10, windowMs: 10_000 };
  const cap = {
    route: 'POST /guilds/:guild_id/roles (48 h)',
    limit: 3,
    windowMs: 48 * 3600_000,
    cap: true,
  };

  it('refuses past a long-term cap with a shared 429 that strict mode leaves alone', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    limiter.mode = 'strict';
    for (let index = 0; index < 3; index += 1) {
      expect(limiter.consume([bucket, cap], 'bot', 'g').allowed).toBe(true);
      now += 10_000;
    }

    const refused = limiter.consume([bucket, cap], 'bot', 'g');

    expect(refused).toMatchObject({
      allowed: false,
      status: 429,
      headers: { 'X-RateLimit-Scope': 'shared' },
      body: { global: false },
    });
    expect(Number(refused.allowed ? 0 : refused.headers['Retry-After'])).toBeGreaterThan(47 * 3600);
  });

  it('runs every window faster by the time scale, and the headers say so', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    limiter.timeScale = 10;
    const first = limiter.consume(bucket, 'bot', 'g');
    for (let index = 0; index < 9; index += 1) limiter.consume(bucket, 'bot', 'g');
    const refused = limiter.consume(bucket, 'bot', 'g');
    now = 1000;
    const again = limiter.consume(bucket, 'bot', 'g');
    const roomy = { route: 'GET /things', limit: 1000, windowMs: 1000 };
    for (let index = 0; index < 49; index += 1) limiter.consume(roomy, 'bot');
    const global = limiter.consume(roomy, 'bot');
    now = 1100;
    const afterGlobal = limiter.consume(roomy, 'bot');

    expect(first.headers['X-RateLimit-Reset-After']).toBe('1.000');
    expect(refused).toMatchObject({ allowed: false, body: { retry_after: 1, global: false } });
    expect(again.allowed).toBe(true);
    expect(global).toMatchObject({ allowed: false, body: { retry_after: 0.1, global: true } });
    expect(afterGlobal.allowed).toBe(true);
    limiter.reset();
    expect(limiter.timeScale).toBe(1);
  });

  it('applies overrides by route name, the global limit too, until reset', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.override(bucket.route, { limit: 1, windowMs: 500 });

    expect(limiter.consume(bucket, 'bot').headers['X-RateLimit-Reset-After']).toBe('0.500');
    expect(limiter.consume(bucket, 'bot').allowed).toBe(false);
    limiter.override('global', { limit: 1, windowMs: 1000 });
    expect(limiter.consume(bucket, 'bot', 'other')).toMatchObject({ body: { global: true } });
    limiter.reset();
    expect(limiter.consume(bucket, 'bot').headers['X-RateLimit-Limit']).toBe('10');
  });

  it('answers queued storms first, whatever the mode, for the routes they name', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.mode = 'off';
    limiter.storms.inject({ kind: 'server-error', count: 1, route: bucket.route });
    limiter.storms.inject({ kind: 'rate-limit', count: 1, retryAfterMs: 2500 });
    const other = { route: 'GET /guilds/:guild_id', limit: 10, windowMs: 1000 };

    expect(limiter.consume(other, 'bot')).toMatchObject({
      status: 429,
      headers: { 'Retry-After': '3', 'X-RateLimit-Scope': 'shared' },
      body: { retry_after: 2.5 },
    });
    expect(limiter.consume(bucket, 'bot')).toMatchObject({
      status: 502,
      body: { message: '502: Bad Gateway', code: 0 },
    });
    expect(limiter.consume(bucket, 'bot').allowed).toBe(true);
    expect(limiter.storms.pending()).toEqual([]);
  });
});
