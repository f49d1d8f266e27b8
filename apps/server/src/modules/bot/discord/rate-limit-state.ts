/**
 * What the pacer knows of Discord's limits: the hash each route's bucket goes
 * by, the buckets that ran dry and until when, and each token's global
 * budget. Here in this process's memory, which is enough while one process
 * sends for a token; shared-rate-limits.ts keeps the same in Redis for every
 * process of the token.
 */
import { GlobalLimit } from './global-limit.ts';

export interface RateLimitSettings {
  /** Requests per window for one token across all routes (Discord: 50 a second). */
  globalLimit: number;
  globalWindowMs: number;
  /** Added to every window: a request that arrives a moment early is still a 429. */
  marginMs: number;
}

export const DISCORD_RATE_LIMITS: RateLimitSettings = {
  globalLimit: 50,
  globalWindowMs: 1000,
  marginMs: 50,
};

/** One token's share of the global limit (global-limit.ts says why permits come back late). */
export interface GlobalBudget {
  /** Waits for a permit, first come first served; call the result once the answer is in. */
  take(): Promise<() => void>;
}

/** What one answer said about the limits, waits already widened by the margin. */
export interface LimitAnswer {
  /** Discord's `X-RateLimit-Bucket`: routes with the same hash count together. */
  hash: string | null;
  /** Requests left in the bucket's window, when the answer said. */
  remaining: number | null;
  resetAfterMs: number | null;
  /** A global 429: nothing of the token may leave for this long. */
  globalRetryAfterMs: number | null;
}

export interface RateLimitState {
  /** The bucket a request of `route` on `major` counts against, as this process knows it. */
  bucketKey(route: string, major: string): string;
  /** How long a request must still wait for its bucket (0: it may leave now). */
  bucketWaitMs(route: string, major: string, identity: string): Promise<number>;
  learn(route: string, major: string, identity: string, answer: LimitAnswer): Promise<void>;
  /** `identity` is who the requests count against: their Authorization header. */
  global(identity: string): GlobalBudget;
}

interface BucketWindow {
  remaining: number;
  resetAt: number;
}

const MAX_BUCKETS = 5000;

export class MemoryRateLimits implements RateLimitState {
  private readonly hashes = new Map<string, string>();
  private readonly buckets = new Map<string, BucketWindow>();
  private readonly globals = new Map<string, GlobalLimit>();

  constructor(private readonly settings: RateLimitSettings) {}

  hashOf(route: string): string | undefined {
    return this.hashes.get(route);
  }

  bucketKey(route: string, major: string): string {
    return `${this.hashes.get(route) ?? route}|${major}`;
  }

  async bucketWaitMs(route: string, major: string): Promise<number> {
    const bucket = this.buckets.get(this.bucketKey(route, major));
    return bucket?.remaining === 0 ? Math.max(0, bucket.resetAt - Date.now()) : 0;
  }

  async learn(route: string, major: string, identity: string, answer: LimitAnswer): Promise<void> {
    const now = Date.now();
    if (answer.hash) this.hashes.set(route, answer.hash);
    if (answer.remaining !== null && answer.resetAfterMs !== null) {
      if (this.buckets.size >= MAX_BUCKETS) this.forgetSpentBuckets(now);
      this.buckets.set(`${answer.hash ?? route}|${major}`, {
        remaining: answer.remaining,
        resetAt: now + answer.resetAfterMs,
      });
    }
    if (answer.globalRetryAfterMs !== null) {
      this.globalLimit(identity).block(now + answer.globalRetryAfterMs);
    }
  }

  global(identity: string): GlobalBudget {
    return this.globalLimit(identity);
  }

  /** Buckets whose window is over tell nothing a fresh one would not. */
  private forgetSpentBuckets(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.resetAt <= now) this.buckets.delete(key);
    }
  }

  private globalLimit(identity: string): GlobalLimit {
    let limit = this.globals.get(identity);
    if (!limit) {
      const { globalLimit, globalWindowMs, marginMs } = this.settings;
      limit = new GlobalLimit(globalLimit, globalWindowMs + marginMs);
      this.globals.set(identity, limit);
    }
    return limit;
  }
}
