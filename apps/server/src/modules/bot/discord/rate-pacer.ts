/**
 * Sends the bot's requests no faster than Discord lets them through, so none
 * is answered 429 (Discord counts every 429 toward its invalid-request limit,
 * which bans the bot's IP for an hour). It sits under @discordjs/rest's own
 * queues, at the point a request really leaves, and learns each bucket from
 * the answers' `X-RateLimit-*` headers:
 *
 * - a bucket whose `Remaining` reached 0 waits until `Reset-After` has passed;
 * - buckets are keyed by Discord's `X-RateLimit-Bucket` hash, so routes that
 *   share one count together, and by the major parameter, widened to the
 *   server where Discord counts per server (channel deletes);
 * - every request of one token, across all servers and builds in this
 *   process, shares the global limit (50 a second), which Discord announces
 *   only by refusing (global-limit.ts).
 *
 * @discordjs/rest keeps its own per-bucket queue on top; it never sees a
 * bucket run dry before this does, so it has nothing left to wait for.
 */
import type { ResponseLike } from '@discordjs/rest';
import { bucketRouteOf } from './bucket-route.ts';
import { GlobalLimit, sleep } from './global-limit.ts';

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

interface Bucket {
  /** Requests left in the current window; null until an answer said. */
  remaining: number | null;
  resetAt: number;
  turn: Promise<void>;
  /** Requests queued on or sending through this bucket now. */
  users: number;
}

const MAX_BUCKETS = 5000;

export class RatePacer {
  private readonly hashes = new Map<string, string>();
  private readonly buckets = new Map<string, Bucket>();
  private readonly globals = new Map<string, GlobalLimit>();
  private readonly channelGuilds = new Map<string, string>();

  constructor(readonly settings: RateLimitSettings = DISCORD_RATE_LIMITS) {}

  /** Counts requests about `channelId` in `guildId`'s buckets while `run` lasts. */
  async inGuild<T>(channelId: string, guildId: string, run: () => Promise<T>): Promise<T> {
    this.channelGuilds.set(channelId, guildId);
    try {
      return await run();
    } finally {
      this.channelGuilds.delete(channelId);
    }
  }

  /**
   * Lets `send` go once the request's bucket and the caller's global budget
   * allow it, one request per bucket at a time, then learns from the answer.
   * `identity` is who the request counts against: its Authorization header.
   */
  async send(
    method: string,
    url: string,
    identity: string,
    send: () => Promise<ResponseLike>,
  ): Promise<ResponseLike> {
    const { route, major } = bucketRouteOf(method, url, (id) => this.channelGuilds.get(id));
    const bucket = this.bucket(`${this.hashes.get(route) ?? route}|${major}`);
    bucket.users += 1;
    const previous = bucket.turn;
    let release = () => {};
    bucket.turn = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      for (let now = Date.now(); bucket.remaining === 0 && now < bucket.resetAt; now = Date.now()) {
        await sleep(bucket.resetAt - now);
      }
      const done = await this.global(identity).take();
      try {
        const response = await send();
        this.learn(route, major, response, identity);
        return response;
      } finally {
        done();
      }
    } finally {
      bucket.users -= 1;
      release();
    }
  }

  private learn(route: string, major: string, response: ResponseLike, identity: string): void {
    const { headers } = response;
    const now = Date.now();
    const hash = headers.get('x-ratelimit-bucket');
    if (hash) this.hashes.set(route, hash);
    const bucket = this.bucket(`${hash ?? route}|${major}`);
    const remaining = headers.get('x-ratelimit-remaining');
    const resetAfter = headers.get('x-ratelimit-reset-after');
    if (remaining !== null && resetAfter !== null) {
      bucket.remaining = Number(remaining);
      bucket.resetAt = now + Number(resetAfter) * 1000 + this.settings.marginMs;
    }
    const retryAfter = Number(headers.get('retry-after') ?? 0) * 1000;
    if (response.status === 429 && headers.get('x-ratelimit-global')) {
      this.global(identity).block(now + retryAfter + this.settings.marginMs);
    }
  }

  private bucket(key: string): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= MAX_BUCKETS) this.forgetSpentBuckets();
      bucket = { remaining: null, resetAt: 0, turn: Promise.resolve(), users: 0 };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  /** Buckets whose window is over tell nothing a fresh one would not. */
  private forgetSpentBuckets(): void {
    const now = Date.now();
    for (const [key, bucket] of this.buckets) {
      if (bucket.users === 0 && bucket.resetAt <= now) this.buckets.delete(key);
    }
  }

  private global(identity: string): GlobalLimit {
    let limit = this.globals.get(identity);
    if (!limit) {
      const { globalLimit, globalWindowMs, marginMs } = this.settings;
      limit = new GlobalLimit(globalLimit, globalWindowMs + marginMs);
      this.globals.set(identity, limit);
    }
    return limit;
  }
}
