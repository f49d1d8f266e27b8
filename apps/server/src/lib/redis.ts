import { Redis } from 'ioredis';

/**
 * One connection per process. Commands wait for the connection while it is
 * being made, but give up after one reconnect attempt, so a Redis outage
 * degrades rate limiting instead of stalling requests.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
}
