import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../lib/redis.ts';
import {
  type AttemptThrottle,
  memoryThrottle,
  redisThrottle,
  type ThrottlePolicy,
} from './attempt-throttle.ts';

// CI runs Redis, as the README's PostgreSQL and Redis section says: a missing one fails here.
const redis = connectRedis('redis://127.0.0.1:6379');

afterAll(async () => {
  await redis.quit();
});

const POLICY: ThrottlePolicy = {
  maxAttempts: 5,
  windowMs: 60_000,
  pauseMs: 200,
  maxPauseMs: 600,
  memoryMs: 60_000,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `key` takes attempts again, giving how long that took. */
async function waitUntilAllowed(throttle: AttemptThrottle, key: string): Promise<number> {
  const refused = await throttle.attempt(key);
  if (refused.allowed) return 0;
  await sleep(refused.retryAfterMs + 20);
  return refused.retryAfterMs;
}

describe.each([
  ['memory', () => memoryThrottle(POLICY)],
  ['Redis', () => redisThrottle(redis, POLICY)],
])('%s attempt throttle', (_name, create) => {
  const key = () => `test:${randomUUID()}`;

  it('counts an attempt as it arrives: of ten at once, five go through', async () => {
    const throttle = create();
    const subject = key();
    const decisions = await Promise.all(
      Array.from({ length: 10 }, () => throttle.attempt(subject)),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    for (const decision of decisions.filter((d) => !d.allowed)) {
      expect(decision).toEqual({ allowed: false, retryAfterMs: expect.any(Number) });
    }
  });

  it('pauses after the fifth attempt, then doubles each pause up to the longest', async () => {
    const throttle = create();
    const subject = key();
    const pauses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await throttle.attempt(subject)).allowed).toBe(true);
      }
      pauses.push(await waitUntilAllowed(throttle, subject));
    }
    expect(pauses[0]).toBeGreaterThan(100);
    expect(pauses[0]).toBeLessThanOrEqual(200);
    expect(pauses[1]).toBeGreaterThan(300);
    expect(pauses[1]).toBeLessThanOrEqual(400);
    expect(pauses[2]).toBeGreaterThan(500);
    expect(pauses[2]).toBeLessThanOrEqual(600);
  });

  it('keeps keys apart and starts a key afresh after a reset', async () => {
    const throttle = create();
    const [one, other] = [key(), key()];
    for (let attempt = 0; attempt < 5; attempt += 1) await throttle.attempt(one);
    expect((await throttle.attempt(one)).allowed).toBe(false);
    expect((await throttle.attempt(other)).allowed).toBe(true);
    await throttle.reset(one);
    expect((await throttle.attempt(one)).allowed).toBe(true);
  });
});

describe('memory attempt throttle over time', () => {
  it('forgets attempts after the window and the doubling after its memory', async () => {
    let now = 0;
    const throttle = memoryThrottle(
      { maxAttempts: 2, windowMs: 1000, pauseMs: 100, maxPauseMs: 10_000, memoryMs: 5000 },
      () => now,
    );
    await throttle.attempt('k');
    now = 1000;
    // The first attempt has been forgotten: this is the first of a new window.
    expect(await throttle.attempt('k')).toEqual({ allowed: true });
    expect(await throttle.attempt('k')).toEqual({ allowed: true });
    expect(await throttle.attempt('k')).toEqual({ allowed: false, retryAfterMs: 100 });
    now = 1100;
    await throttle.attempt('k');
    await throttle.attempt('k');
    expect(await throttle.attempt('k')).toEqual({ allowed: false, retryAfterMs: 200 });
    now = 1300 + 5000;
    await throttle.attempt('k');
    await throttle.attempt('k');
    expect(await throttle.attempt('k')).toEqual({ allowed: false, retryAfterMs: 100 });
  });
});
