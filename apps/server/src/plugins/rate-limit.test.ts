import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { connectRedis } from '../lib/redis.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRateLimit } from './rate-limit.ts';

const LOCAL_REDIS = 'redis://127.0.0.1:6379';

function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function limitedApp(redisUrl: string | undefined, options?: { enabled: boolean }) {
  const app = Fastify();
  registerErrorHandler(app);
  const redis = redisUrl ? connectRedis(redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await registerRateLimit(app, redis, options);
  // A unique path per run keeps Redis counters from earlier runs out of the way.
  const url = `/api/limited-${randomUUID()}`;
  app.post(url, { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } }, async () => ({
    ok: true,
  }));
  app.get('/api/unlimited', async () => ({ ok: true }));
  await app.ready();
  return { app, url };
}

async function expectLimitAfterTwo(redisUrl: string | undefined) {
  const { app, url } = await limitedApp(redisUrl);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    statuses.push((await app.inject({ method: 'POST', url })).statusCode);
  }
  expect(statuses).toEqual([200, 200, 429]);
  const limited = await app.inject({ method: 'POST', url });
  expect(limited.json()).toEqual({
    error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests/) },
  });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await app.inject({ method: 'GET', url: '/api/unlimited' })).statusCode).toBe(200);
  }
  await app.close();
}

describe('rate limits', () => {
  it('limits a route that opts in, in memory', async () => {
    await expectLimitAfterTwo(undefined);
  });

  it('limits a route that opts in, shared through Redis', async () => {
    // Not skipped without Redis: several instances depend on it, and .ci/run starts one.
    expect(await redisReachable(), 'Redis must answer on 127.0.0.1:6379').toBe(true);
    await expectLimitAfterTwo(LOCAL_REDIS);
  });

  it('lets everything through when limits are lifted (RATE_LIMITS=off)', async () => {
    const { app, url } = await limitedApp(undefined, { enabled: false });
    const limiter = app.createRateLimit({ max: 1, timeWindow: '1 minute' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
      const request = { ip: '127.0.0.1', routeOptions: {} } as unknown as FastifyRequest;
      expect((await limiter(request)).isAllowed).toBe(true);
    }
    await app.close();
  });
});
