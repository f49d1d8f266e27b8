import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Discord-style rate limits. Discord publishes no numbers, so the buckets below
 * are our stated assumptions (EMULATORS.md). What must be exact is the wire
 * format: the `X-RateLimit-*` headers, and a 429 with `Retry-After` and
 * `{ message, retry_after, global }`, because @discordjs/rest schedules and
 * retries from them.
 */

/**
 * `default` applies the buckets; `strict` lets one request through per bucket
 * window, so a test reaches a 429 on its second call; `off` neither limits nor
 * sends headers (headers that run down would make clients wait).
 */
export type RateLimitMode = 'default' | 'strict' | 'off';

export interface RateLimitModel {
  mode: RateLimitMode;
}

export interface BucketRule {
  /** Names the route shape; equal names share a bucket, as Discord's bucket hashes do. */
  readonly route: string;
  readonly limit: number;
  readonly windowMs: number;
}

/** Discord's global limit: 50 requests per second per bot or bearer token. */
export const GLOBAL_RULE: BucketRule = { route: 'global', limit: 50, windowMs: 1000 };

export interface RateLimitBody {
  message: 'You are being rate limited.';
  retry_after: number;
  global: boolean;
}

export type RateLimitDecision =
  | { allowed: true; headers: Record<string, string> }
  | { allowed: false; headers: Record<string, string>; body: RateLimitBody };

interface Window {
  startedAt: number;
  used: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function bucketHash(route: string): string {
  return createHash('sha256').update(route).digest('hex').slice(0, 32);
}

export class RateLimiter implements RateLimitModel {
  mode: RateLimitMode = 'default';
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number) {}

  /**
   * Counts one request by `identity` (the caller's token, or its address) against
   * the global limit and the route's bucket; `majorKey` separates buckets per
   * guild or channel as Discord's major parameters do.
   */
  consume(rule: BucketRule, identity: string, majorKey = ''): RateLimitDecision {
    if (this.mode === 'off') return { allowed: true, headers: {} };
    const now = this.now();

    const global = this.windowFor(`global|${identity}`, GLOBAL_RULE, now);
    if (global.used >= GLOBAL_RULE.limit) {
      const retryAfterMs = global.startedAt + GLOBAL_RULE.windowMs - now;
      return this.limited(retryAfterMs, true, { 'X-RateLimit-Global': 'true' });
    }

    const limit = this.mode === 'strict' ? 1 : rule.limit;
    const window = this.windowFor(`${rule.route}|${majorKey}|${identity}`, rule, now);
    const resetAt = window.startedAt + rule.windowMs;
    const headers = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(Math.max(0, limit - window.used - 1)),
      'X-RateLimit-Reset': seconds(resetAt),
      'X-RateLimit-Reset-After': seconds(resetAt - now),
      'X-RateLimit-Bucket': bucketHash(rule.route),
    };
    if (window.used >= limit) {
      return this.limited(resetAt - now, false, { ...headers, 'X-RateLimit-Remaining': '0' });
    }
    window.used += 1;
    global.used += 1;
    return { allowed: true, headers };
  }

  reset(): void {
    this.mode = 'default';
    this.windows.clear();
  }

  private windowFor(key: string, rule: BucketRule, now: number): Window {
    const current = this.windows.get(key);
    if (current && now < current.startedAt + rule.windowMs) return current;
    const fresh = { startedAt: now, used: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  private limited(
    retryAfterMs: number,
    global: boolean,
    headers: Record<string, string>,
  ): RateLimitDecision {
    return {
      allowed: false,
      headers: {
        ...headers,
        'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
        'X-RateLimit-Scope': global ? 'global' : 'user',
      },
      body: {
        message: 'You are being rate limited.',
        retry_after: Number(seconds(retryAfterMs)),
        global,
      },
    };
  }
}

/** Who a request counts against: its Authorization header, or its address without one. */
function identityOf(request: FastifyRequest): string {
  return request.headers.authorization ?? `ip:${request.ip}`;
}

/**
 * An onRequest hook that applies `rule` and sets the headers on whatever the
 * route answers (errors included, as Discord does), or answers the 429 itself.
 */
export function rateLimited(
  limiter: RateLimiter,
  rule: BucketRule,
  majorKeyOf: (request: FastifyRequest) => string = () => '',
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = limiter.consume(rule, identityOf(request), majorKeyOf(request));
    reply.headers(decision.headers);
    if (!decision.allowed) return reply.code(429).send(decision.body);
  };
}
