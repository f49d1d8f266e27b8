import type { Redis } from 'ioredis';

/**
 * Counts failures per key in a sliding window: memory for one process, Redis
 * when instances share limits. Used to lock out password guessing per
 * username and per IP, even when the right password finally arrives.
 */
export interface AttemptThrottle {
  isBlocked(key: string): Promise<boolean>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

export function memoryThrottle(policy: ThrottlePolicy): AttemptThrottle {
  const failures = new Map<string, { count: number; expiresAt: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && entry.expiresAt <= Date.now()) failures.delete(key);
    return failures.get(key);
  };
  return {
    async isBlocked(key) {
      return (current(key)?.count ?? 0) >= policy.maxFailures;
    },
    async recordFailure(key) {
      const entry = current(key);
      if (entry) entry.count += 1;
      else failures.set(key, { count: 1, expiresAt: Date.now() + policy.windowSeconds * 1000 });
    },
    async reset(key) {
      failures.delete(key);
    },
  };
}

export function redisThrottle(redis: Redis, policy: ThrottlePolicy): AttemptThrottle {
  const redisKey = (key: string) => `guildsmith-throttle:${key}`;
  return {
    async isBlocked(key) {
      return Number((await redis.get(redisKey(key))) ?? 0) >= policy.maxFailures;
    },
    async recordFailure(key) {
      const count = await redis.incr(redisKey(key));
      if (count === 1) await redis.expire(redisKey(key), policy.windowSeconds);
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
  };
}
