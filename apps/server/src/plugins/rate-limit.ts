import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/errors.ts';

/**
 * Rate limits are opt-in per route (`config.rateLimit`), kept in memory by
 * default or in Redis when REDIS_URL is set so several instances share them.
 * `enabled: false` (RATE_LIMITS=off, never in production) lets every request
 * through, route limits and `createRateLimit` limiters alike, so a fuzz or load
 * test reaches the handlers instead of measuring the limiter.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redis: Redis | undefined,
  options: { enabled: boolean } = { enabled: true },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(options.enabled ? {} : { allowList: () => true }),
    ...(redis ? { redis, nameSpace: 'guildsmith-rl:' } : {}),
    // If Redis is briefly unreachable we would rather serve than lock everyone out.
    skipOnError: true,
    // The plugin throws what this returns; an AppError reaches the error handler as such.
    errorResponseBuilder: (_request, context) =>
      new AppError(
        context.statusCode,
        'RATE_LIMITED',
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
}
