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
 *   only by refusing (global-limit.ts); interaction endpoints are exempt;
 * - given Redis, all of this is shared with every other process of the
 *   token (shared-rate-limits.ts), since Discord counts them together.
 *
 * @discordjs/rest keeps its own per-bucket queue on top; it never sees a
 * bucket run dry before this does, so it has nothing left to wait for.
 */
import type { ResponseLike } from '@discordjs/rest';
import { bucketRouteOf } from './bucket-route.ts';
import { sleep } from './global-limit.ts';
import {
  DISCORD_RATE_LIMITS,
  type LimitAnswer,
  MemoryRateLimits,
  type RateLimitSettings,
  type RateLimitState,
} from './rate-limit-state.ts';
import { RedisRateLimits, type SharedRateLimitOptions } from './shared-rate-limits.ts';

interface Turn {
  turn: Promise<void>;
  /** Requests queued on or sending through this bucket now. */
  users: number;
}

export class RatePacer {
  private readonly state: RateLimitState;
  /** This process's requests per bucket, one at a time, so each sees what the one before learnt. */
  private readonly turns = new Map<string, Turn>();
  private readonly channelGuilds = new Map<string, string>();

  /** With `shared`, the limits are kept in Redis for every process of the token, else in memory. */
  constructor(
    readonly settings: RateLimitSettings = DISCORD_RATE_LIMITS,
    shared?: SharedRateLimitOptions,
  ) {
    this.state = shared ? new RedisRateLimits(settings, shared) : new MemoryRateLimits(settings);
  }

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
   * With `global: false` (interaction endpoints) the global budget is not spent.
   */
  async send(
    method: string,
    url: string,
    identity: string,
    send: () => Promise<ResponseLike>,
    { global = true }: { global?: boolean } = {},
  ): Promise<ResponseLike> {
    const { route, major } = bucketRouteOf(method, url, (id) => this.channelGuilds.get(id));
    const key = this.state.bucketKey(route, major);
    const turn = this.turns.get(key) ?? { turn: Promise.resolve(), users: 0 };
    this.turns.set(key, turn);
    turn.users += 1;
    const previous = turn.turn;
    let release = () => {};
    turn.turn = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      const waitMs = () => this.state.bucketWaitMs(route, major, identity);
      for (let wait = await waitMs(); wait > 0; wait = await waitMs()) await sleep(wait);
      const done = global ? await this.state.global(identity).take() : () => {};
      try {
        const response = await send();
        await this.state.learn(route, major, identity, this.answerOf(response));
        return response;
      } finally {
        done();
      }
    } finally {
      turn.users -= 1;
      if (turn.users === 0) this.turns.delete(key);
      release();
    }
  }

  private answerOf({ status, headers }: ResponseLike): LimitAnswer {
    const { marginMs } = this.settings;
    const remaining = headers.get('x-ratelimit-remaining');
    const resetAfter = headers.get('x-ratelimit-reset-after');
    const known = remaining !== null && resetAfter !== null;
    const retryAfterMs = Number(headers.get('retry-after') ?? 0) * 1000;
    const global = status === 429 && Boolean(headers.get('x-ratelimit-global'));
    return {
      hash: headers.get('x-ratelimit-bucket') || null,
      remaining: known ? Number(remaining) : null,
      resetAfterMs: known ? Number(resetAfter) * 1000 + marginMs : null,
      globalRetryAfterMs: global ? retryAfterMs + marginMs : null,
    };
  }
}
