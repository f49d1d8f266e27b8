import { Redis } from 'ioredis';

/** One connection per process, failing fast so a Redis outage never stalls requests. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false });
}
