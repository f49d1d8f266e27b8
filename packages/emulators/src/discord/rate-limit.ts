import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Storm, StormQueue } from './rate-limit-storms.ts';

/**
 * Discord-style rate limits. Discord publishes no numbers, so the buckets
 * (rate-limit-rules.ts) are our stated assumptions. What must be
 * exact is the wire format: the `X-RateLimit-*` headers, and a 429 with
 * `Retry-After` and `{ message, retry_after, global }`, because @discordjs/rest
 * schedules and retries from them.
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
  /**
   * A long-term cap behind a route's short bucket (role creates per 48 h). It
   * limits silently, without headers of its own, and strict mode leaves it as is.
   */
  readonly cap?: boolean;
}

export interface BucketOverride {
  limit: number;
  windowMs: number;
}

/** Discord's global limit: 50 requests per second per bot or bearer token. */
export const GLOBAL_RULE: BucketRule = { route: 'global', limit: 50, windowMs: 1000 };

interface RateLimitBody {
  message: 'You are being rate limited.';
  retry_after: number;
  global: boolean;
}

interface ServerErrorBody {
  message: string;
  code: 0;
}

export type RateLimitDecision =
  | { allowed: true; headers: Record<string, string> }
  | { allowed: false; status: 429; headers: Record<string, string>; body: RateLimitBody }
  | { allowed: false; status: number; headers: Record<string, string>; body: ServerErrorBody };

interface Window {
  startedAt: number;
  used: number;
}

/** A 429 the limiter answered: when, and for which bucket and major parameter. */
export interface Refusal {
  at: number;
  route: string;
  majorKey: string;
  global: boolean;
}

/** Refusals kept for the sandbox page's activity view: the newest, enough for minutes of builds. */
const KEPT_REFUSALS = 2000;

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function bucketHash(route: string): string {
  return createHash('sha256').update(route).digest('hex').slice(0, 32);
}

export class RateLimiter implements RateLimitModel {
  mode: RateLimitMode = 'default';
  /**
   * Every window (the global one and the 48 h caps included) lasts this many
   * times less, and the headers say so: tests build large servers in seconds
   * with every limit still in force.
   */
  timeScale = 1;
  /** Queued 429 or 5xx answers that pre-empt the next matching requests ("storms"). */
  readonly storms = new StormQueue();
  private readonly overrides = new Map<string, BucketOverride>();
  private readonly windows = new Map<string, Window>();
  private readonly refused: Refusal[] = [];

  constructor(private readonly now: () => number) {}

  /**
   * Replaces a bucket's numbers (by its route name, or 'global' for the
   * global limit) until reset(); tests scale windows with it.
   */
  override(route: string, override: BucketOverride): void {
    this.overrides.set(route, override);
  }

  /** The rule as it applies now: overridden numbers, the time scale, then strict mode's limit of one. */
  effective(rule: BucketRule): BucketRule {
    const numbers = this.overrides.get(rule.route);
    const base = this.scaled(numbers ? { ...rule, ...numbers } : rule);
    return this.mode === 'strict' && !rule.cap ? { ...base, limit: 1 } : base;
  }

  private scaled(rule: BucketRule): BucketRule {
    return this.timeScale === 1 ? rule : { ...rule, windowMs: rule.windowMs / this.timeScale };
  }

  /**
   * Counts one request by `identity` (the caller's token, or its address) against
   * the global limit and the route's buckets (the first gives the headers);
   * `majorKey` separates buckets per guild or channel as Discord's major
   * parameters do. Interaction endpoints (`global: false`) are counted in
   * their buckets only: the global limit does not bind them.
   */
  consume(
    rules: BucketRule | readonly BucketRule[],
    identity: string,
    majorKey = '',
    { global: countsGlobally = true }: { global?: boolean } = {},
  ): RateLimitDecision {
    const [primary, ...caps] = (Array.isArray(rules) ? rules : [rules]) as BucketRule[];
    if (!primary) throw new Error('A rate-limited route needs at least one bucket');
    const storm = this.storms.take(primary.route);
    if (storm) return stormDecision(storm);
    if (this.mode === 'off') return { allowed: true, headers: {} };
    const now = this.now();

    const globalNumbers = this.overrides.get(GLOBAL_RULE.route);
    const globalRule = this.scaled(
      globalNumbers ? { ...GLOBAL_RULE, ...globalNumbers } : GLOBAL_RULE,
    );
    const global = this.windowFor(`global|${identity}`, globalRule, now);
    if (countsGlobally && global.used >= globalRule.limit) {
      const retryAfterMs = global.startedAt + globalRule.windowMs - now;
      this.remember({ at: now, route: primary.route, majorKey, global: true });
      return limited(retryAfterMs, true, { 'X-RateLimit-Global': 'true' });
    }

    const rule = this.effective(primary);
    const window = this.windowFor(`${rule.route}|${majorKey}|${identity}`, rule, now);
    const resetAt = window.startedAt + rule.windowMs;
    const headers = {
      'X-RateLimit-Limit': String(rule.limit),
      'X-RateLimit-Remaining': String(Math.max(0, rule.limit - window.used - 1)),
      'X-RateLimit-Reset': seconds(resetAt),
      'X-RateLimit-Reset-After': seconds(resetAt - now),
      'X-RateLimit-Bucket': bucketHash(rule.route),
    };
    if (window.used >= rule.limit) {
      this.remember({ at: now, route: rule.route, majorKey, global: false });
      return limited(resetAt - now, false, { ...headers, 'X-RateLimit-Remaining': '0' });
    }
    const capWindows: Window[] = [];
    for (const cap of caps.map((candidate) => this.effective(candidate))) {
      const capWindow = this.windowFor(`${cap.route}|${majorKey}|${identity}`, cap, now);
      if (capWindow.used >= cap.limit) {
        // Discord reports such caps as a shared-scope 429 that does not drain the bucket.
        this.remember({ at: now, route: cap.route, majorKey, global: false });
        return limited(capWindow.startedAt + cap.windowMs - now, false, { ...headers }, 'shared');
      }
      capWindows.push(capWindow);
    }
    window.used += 1;
    if (countsGlobally) global.used += 1;
    for (const capWindow of capWindows) capWindow.used += 1;
    return { allowed: true, headers };
  }

  /** The 429s the model answered since `at` (storms are a test's doing and are not counted). */
  refusalsSince(at: number): readonly Refusal[] {
    return this.refused.filter((refusal) => refusal.at >= at);
  }

  reset(): void {
    this.mode = 'default';
    this.timeScale = 1;
    this.refused.length = 0;
    this.windows.clear();
    this.overrides.clear();
    this.storms.clear();
  }

  private remember(refusal: Refusal): void {
    this.refused.push(refusal);
    if (this.refused.length > KEPT_REFUSALS)
      this.refused.splice(0, this.refused.length - KEPT_REFUSALS);
  }

  private windowFor(key: string, rule: BucketRule, now: number): Window {
    const current = this.windows.get(key);
    if (current && now < current.startedAt + rule.windowMs) return current;
    const fresh = { startedAt: now, used: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }
}

function limited(
  retryAfterMs: number,
  global: boolean,
  headers: Record<string, string>,
  scope: 'user' | 'shared' = 'user',
): RateLimitDecision {
  return {
    allowed: false,
    status: 429,
    headers: {
      ...headers,
      'Retry-After': String(Math.ceil(retryAfterMs / 1000)),
      'X-RateLimit-Scope': global ? 'global' : scope,
    },
    body: {
      message: 'You are being rate limited.',
      retry_after: Number(seconds(retryAfterMs)),
      global,
    },
  };
}

function stormDecision(storm: Storm): RateLimitDecision {
  if (storm.kind === 'rate-limit') return limited(storm.retryAfterMs, false, {}, 'shared');
  return {
    allowed: false,
    status: storm.status,
    headers: {},
    body: { message: `${storm.status}: ${storm.statusText}`, code: 0 },
  };
}

/** Who a request counts against: its Authorization header, or its address without one. */
function identityOf(request: FastifyRequest): string {
  return request.headers.authorization ?? `ip:${request.ip}`;
}

/**
 * An onRequest hook that applies `rules` and sets the headers on whatever the
 * route answers (errors included, as Discord does), or answers the 429 (or a
 * storm's 5xx) itself. `interactionEndpoint` says which requests the global
 * limit does not bind.
 */
export function rateLimited(
  limiter: RateLimiter,
  rules: BucketRule | readonly BucketRule[],
  majorKeyOf: (request: FastifyRequest) => string = () => '',
  interactionEndpoint: (request: FastifyRequest) => boolean = () => false,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const decision = limiter.consume(rules, identityOf(request), majorKeyOf(request), {
      global: !interactionEndpoint(request),
    });
    reply.headers(decision.headers);
    if (!decision.allowed) return reply.code(decision.status).send(decision.body);
  };
}
