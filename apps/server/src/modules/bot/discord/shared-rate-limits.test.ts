import { randomUUID } from 'node:crypto';
import type { ResponseLike } from '@discordjs/rest';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../../lib/redis.ts';
import type { GlobalBudget, RateLimitSettings } from './rate-limit-state.ts';
import { RatePacer } from './rate-pacer.ts';
import { RedisRateLimits } from './shared-rate-limits.ts';

// CI runs Redis, as the README's PostgreSQL and Redis section says: a missing one fails here.
const REDIS_URL = 'redis://127.0.0.1:6379';
const keyPrefix = `test-discord-${randomUUID()}`;
const connections: Redis[] = [];

/** A process of its own: its own connection. */
function connect(): Redis {
  const redis = connectRedis(REDIS_URL);
  connections.push(redis);
  return redis;
}

const [first, second] = [connect(), connect()];

afterAll(async () => {
  const keys = await first.keys(`${keyPrefix}:*`);
  if (keys.length > 0) await first.del(...keys);
  await Promise.all(connections.map((redis) => redis.quit().catch(() => undefined)));
});

const BASE = 'https://discord.com/api/v10';
const GUILD = '1310000000000000201';
const OTHER_GUILD = '1310000000000000202';
const TOKEN = 'MTMxMDAwMDAwMDAwMDAwMDA.secret-bot-token';
const IDENTITY = `Bot ${TOKEN}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function answer(headers: Record<string, string>, status = 200): ResponseLike {
  return { status, ok: status < 300, headers: new Headers(headers) } as unknown as ResponseLike;
}

const bucket = (hash: string, remaining: number, resetAfter: number) => ({
  'x-ratelimit-limit': '10',
  'x-ratelimit-remaining': String(remaining),
  'x-ratelimit-reset-after': resetAfter.toFixed(3),
  'x-ratelimit-bucket': hash,
});

/** Each test its own prefix, so windows and pauses of one never reach the next. */
const testPrefix = () => `${keyPrefix}:${randomUUID()}`;

function globalBudget(
  redis: Redis,
  prefix: string,
  settings: RateLimitSettings,
  leaseMs?: number,
): GlobalBudget {
  return new RedisRateLimits(settings, { redis, keyPrefix: prefix, leaseMs }).global(IDENTITY);
}

/** When `send` left through `pacer`, from now. */
async function leftAfter(pacer: RatePacer, method: string, url: string, identity = IDENTITY) {
  const started = Date.now();
  let left = -1;
  await pacer.send(method, url, identity, async () => {
    left = Date.now() - started;
    return answer({});
  });
  return left;
}

describe('the global limit in Redis', () => {
  it('gives at most the limit in any window to two processes taking at once', async () => {
    const settings = { globalLimit: 50, globalWindowMs: 200, marginMs: 50 };
    const windowMs = 250;
    const prefix = testPrefix();
    const processes = [
      globalBudget(first, prefix, settings),
      globalBudget(second, prefix, settings),
    ];
    const taken: { at: number; by: number }[] = [];
    const started = Date.now();

    await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const by = index % 2;
        const done = await processes[by]?.take();
        taken.push({ at: Date.now(), by });
        await sleep(Math.random() * 10);
        done?.();
      }),
    );

    const times = taken.map((permit) => permit.at).sort((a, b) => a - b);
    const busiest = Math.max(
      ...times.map((at) => times.filter((other) => other >= at && other < at + windowMs).length),
    );
    expect(busiest).toBeLessThanOrEqual(50);
    const firstWindow = taken.filter((permit) => permit.at < (times[0] ?? 0) + windowMs);
    // Both processes spent the one budget, and it was spent in full.
    expect(firstWindow).toHaveLength(50);
    expect(new Set(firstWindow.map((permit) => permit.by))).toEqual(new Set([0, 1]));
    // Four windows' worth: not starved by sleeping longer than needed.
    expect(Date.now() - started).toBeLessThan(windowMs * 4 + 600);
  });

  it('gets back the permits of a process that died mid-request once their lease runs out', async () => {
    const settings = { globalLimit: 3, globalWindowMs: 100, marginMs: 0 };
    const prefix = testPrefix();
    const dying = connect();
    const crashed = globalBudget(dying, prefix, settings, 300);
    const held = [await crashed.take(), await crashed.take(), await crashed.take()];
    const heldAt = Date.now();
    // Its connection goes as the process would: the leases are no longer renewed.
    dying.disconnect();

    const done = await globalBudget(second, prefix, settings, 300).take();
    const waited = Date.now() - heldAt;
    done();
    for (const release of held) release();

    expect(waited).toBeGreaterThanOrEqual(280);
    expect(waited).toBeLessThan(800);
  });

  it('keeps the permit of a request in flight longer than a lease, renewing it', async () => {
    const settings = { globalLimit: 1, globalWindowMs: 100, marginMs: 0 };
    const prefix = testPrefix();
    const release = await globalBudget(first, prefix, settings, 150).take();
    const started = Date.now();
    setTimeout(release, 500);

    const done = await globalBudget(second, prefix, settings, 150).take();
    const waited = Date.now() - started;
    done();

    // The answer came at 500 ms; its permit came back a window later, not at the lease's end.
    expect(waited).toBeGreaterThanOrEqual(590);
    expect(waited).toBeLessThan(1000);
  });
});

describe('pacers of two processes sharing Redis', () => {
  const settings = { globalLimit: 50, globalWindowMs: 1000, marginMs: 20 };
  const pacers = () => {
    const prefix = testPrefix();
    return [
      new RatePacer(settings, { redis: first, keyPrefix: prefix }),
      new RatePacer(settings, { redis: second, keyPrefix: prefix }),
    ] as const;
  };

  it('wait for a bucket the other exhausted, until its reset and the margin', async () => {
    const [one, other] = pacers();
    const url = `${BASE}/guilds/${GUILD}/channels`;
    await one.send('POST', url, IDENTITY, async () => answer(bucket('h1', 0, 0.3)));

    const elsewhere = await leftAfter(other, 'POST', `${BASE}/guilds/${OTHER_GUILD}/channels`);
    const same = await leftAfter(other, 'POST', url);

    expect(elsewhere).toBeLessThan(100);
    expect(same).toBeGreaterThanOrEqual(300 - elsewhere - 10);
    expect(same).toBeLessThan(700);
  });

  it('wait on a route they never sent when the other learnt it shares an exhausted bucket', async () => {
    const [one, other] = pacers();
    const roles = `${BASE}/guilds/${GUILD}/roles`;
    await one.send('GET', roles, IDENTITY, async () => answer(bucket('roles', 5, 1)));
    await one.send('PATCH', roles, IDENTITY, async () => answer(bucket('roles', 0, 0.3)));

    expect(await leftAfter(other, 'GET', roles)).toBeGreaterThanOrEqual(280);
  });

  it("pause for a global 429 the other received, but only for the same bot's token", async () => {
    const [one, other] = pacers();
    await one.send('GET', `${BASE}/guilds/${GUILD}`, IDENTITY, async () =>
      answer({ 'retry-after': '0.3', 'x-ratelimit-global': 'true' }, 429),
    );

    const channel = `${BASE}/channels/1310000000000000301`;
    const otherBot = await leftAfter(other, 'GET', channel, 'Bot another-token');
    const sameBot = await leftAfter(other, 'GET', channel);

    expect(otherBot).toBeLessThan(100);
    expect(sameBot).toBeGreaterThanOrEqual(300 - otherBot - 10);
    expect(sameBot).toBeLessThan(700);
  });

  it('keep neither the bot token nor an interaction token in Redis', async () => {
    const [one] = pacers();
    const interactionToken = 'aW50ZXJhY3Rpb246MTMxMDAwMDAwMDAwMDAwMDAw.secret';
    await one.send(
      'PATCH',
      `${BASE}/webhooks/1310000000000000100/${interactionToken}/messages/@original`,
      'none',
      async () => answer(bucket('webhook', 0, 0.2)),
    );
    await one.send('GET', `${BASE}/guilds/${GUILD}`, IDENTITY, async () =>
      answer(
        { ...bucket('guild', 0, 0.2), 'retry-after': '0.2', 'x-ratelimit-global': 'true' },
        429,
      ),
    );

    const keys = await first.keys(`${keyPrefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
    const stored = [...keys, ...(await Promise.all(keys.map((key) => first.dump(key))))].join(' ');
    expect(stored).not.toContain(TOKEN);
    expect(stored).not.toContain(interactionToken);
  });

  it('keep pacing on their own when Redis cannot be reached', async () => {
    const gone = connect();
    gone.disconnect();
    const pacer = new RatePacer(
      { globalLimit: 2, globalWindowMs: 200, marginMs: 0 },
      { redis: gone, keyPrefix: testPrefix() },
    );
    const url = (index: number) => `${BASE}/channels/131000000000000040${index}`;

    const left = await Promise.all([0, 1, 2].map((index) => leftAfter(pacer, 'GET', url(index))));

    expect(left.slice(0, 2).every((ms) => ms < 100)).toBe(true);
    expect(left[2]).toBeGreaterThanOrEqual(190);
  });
});
