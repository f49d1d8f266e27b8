/**
 * The pacer's knowledge of Discord's limits kept in Redis, so every process
 * sending for one bot token (web instances, workers) spends one budget, as
 * Discord counts it:
 *
 * - the global limit as leases in a sorted set scored by expiry: a request
 *   leases a permit before it leaves, renews it while it is in flight, and
 *   sets it to expire one window after its answer. A process that dies
 *   mid-request stops renewing, so its permits come back by themselves;
 * - a bucket that ran dry, and a global 429, as keys that expire when the
 *   wait is over; every process reads them before sending;
 * - which routes share a bucket hash, so a process that never sent a route
 *   still finds the bucket another process exhausted through it.
 *
 * Times are Redis's own clock or durations, never a process's clock, so
 * hosts whose clocks drift apart still agree. Keys carry a hash of the
 * Authorization header, never the token. When Redis cannot be reached the
 * process falls back to counting alone for a moment, as it did before
 * sharing: requests keep going, though several processes may then exceed the
 * global limit together.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sleep } from './global-limit.ts';
import {
  type GlobalBudget,
  type LimitAnswer,
  MemoryRateLimits,
  type RateLimitSettings,
  type RateLimitState,
} from './rate-limit-state.ts';

export interface SharedRateLimitOptions {
  redis: Redis;
  /** Starts every key; tests give their own so they neither meet nor touch production's. */
  keyPrefix?: string;
  /**
   * How long a permit outlives a process that stopped renewing it, i.e. how
   * long a crash mid-request holds the permit. Renewed every third of it.
   */
  leaseMs?: number;
}

const DEFAULT_PREFIX = 'guildsmith-discord';
const DEFAULT_LEASE_MS = 5000;
/** Discord may move a route to another bucket; a day-old mapping is learnt afresh. */
const HASHES_KEPT_MS = 24 * 60 * 60 * 1000;
/** After a failed command, Redis is left alone this long rather than slowing every request. */
const REDIS_RETRY_MS = 1000;

const NOW = `local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
`;

/**
 * KEYS: the leases, the global pause. ARGV: limit, lease ms, lease id, window
 * ms. Returns 0 once the lease is taken, else how long to sleep: until the
 * pause ends or the earliest lease expires, but no longer than a window,
 * since a lease still in flight expires no sooner than a window after now.
 */
const TAKE_SCRIPT = `${NOW}
local paused = redis.call('PTTL', KEYS[2])
if paused > 0 then return paused end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local lease = tonumber(ARGV[2])
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[3])
  if redis.call('PTTL', KEYS[1]) < lease then redis.call('PEXPIRE', KEYS[1], lease) end
  return 0
end
local earliest = tonumber(redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2])
return math.max(1, math.min(earliest - now, tonumber(ARGV[4])))
`;

/** KEYS: the leases. ARGV: lease id, ms from now it expires at. */
const HOLD_SCRIPT = `${NOW}
local ms = tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], now + ms, ARGV[1])
if redis.call('PTTL', KEYS[1]) < ms then redis.call('PEXPIRE', KEYS[1], ms) end
return 0
`;

/**
 * KEYS: the route hashes, the pause of the bucket the caller assumes. ARGV:
 * the route. Returns the pause's ms left (negative: none) and the route's
 * hash as the processes learnt it ('' when none has).
 */
const WAIT_SCRIPT = `
local hash = redis.call('HGET', KEYS[1], ARGV[1])
return { redis.call('PTTL', KEYS[2]), hash or '' }
`;

/**
 * KEYS: the route hashes, the bucket's pause, the global pause. ARGV: route,
 * hash ('' to leave as is), bucket pause ms, global pause ms, how long hashes
 * are kept. A pause already longer is kept.
 */
const LEARN_SCRIPT = `
if ARGV[2] ~= '' then
  redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
end
for index, key in ipairs({ KEYS[2], KEYS[3] }) do
  local ms = tonumber(ARGV[index + 2])
  if ms > 0 and redis.call('PTTL', key) < ms then redis.call('SET', key, '1', 'PX', ms) end
end
return 0
`;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

interface TokenKeys {
  leases: string;
  paused: string;
  hashes: string;
  /** Hashed: an interaction's bucket names its token. */
  bucket(key: string): string;
}

function keysOf(prefix: string, identity: string): TokenKeys {
  // One hash tag per token keeps a script's keys in one slot should Redis be a cluster.
  const base = `${prefix}:{${digest(identity)}}`;
  return {
    leases: `${base}:leases`,
    paused: `${base}:paused`,
    hashes: `${base}:hashes`,
    bucket: (key) => `${base}:bucket:${digest(key)}`,
  };
}

/** Runs commands unless one failed a moment ago; a failure answers undefined. */
class RedisLink {
  private unreachableUntil = 0;

  constructor(private readonly redis: Redis) {}

  async run<T>(command: (redis: Redis) => Promise<T>): Promise<T | undefined> {
    if (Date.now() < this.unreachableUntil) return undefined;
    try {
      return await command(this.redis);
    } catch {
      this.unreachableUntil = Date.now() + REDIS_RETRY_MS;
      return undefined;
    }
  }
}

interface LeaseSettings {
  limit: number;
  windowMs: number;
  leaseMs: number;
}

class SharedGlobalLimit implements GlobalBudget {
  /** This process's takers ask Redis one at a time, in order, so waiting ones do not all poll. */
  private line: Promise<void> = Promise.resolve();

  constructor(
    private readonly link: RedisLink,
    private readonly keys: TokenKeys,
    private readonly settings: LeaseSettings,
    private readonly fallback: GlobalBudget,
  ) {}

  async take(): Promise<() => void> {
    const lease = randomUUID();
    if (!(await this.inLine(() => this.acquire(lease)))) return this.fallback.take();
    const { leaseMs, windowMs } = this.settings;
    const renewal = setInterval(() => void this.hold(lease, leaseMs), leaseMs / 3);
    renewal.unref();
    let given = false;
    return () => {
      if (given) return;
      given = true;
      clearInterval(renewal);
      void this.hold(lease, windowMs);
    };
  }

  private async inLine<T>(run: () => Promise<T>): Promise<T> {
    const previous = this.line;
    let done = () => {};
    this.line = new Promise((resolve) => {
      done = resolve;
    });
    await previous;
    try {
      return await run();
    } finally {
      done();
    }
  }

  /** True once the lease is held, false if Redis could not be asked. */
  private async acquire(lease: string): Promise<boolean> {
    const { limit, leaseMs, windowMs } = this.settings;
    for (;;) {
      const waitMs = await this.link.run((redis) =>
        redis.eval(
          TAKE_SCRIPT,
          2,
          this.keys.leases,
          this.keys.paused,
          limit,
          leaseMs,
          lease,
          windowMs,
        ),
      );
      if (waitMs === undefined) return false;
      if (Number(waitMs) <= 0) return true;
      await sleep(Number(waitMs));
    }
  }

  private hold(lease: string, ms: number): Promise<unknown> {
    return this.link.run((redis) => redis.eval(HOLD_SCRIPT, 1, this.keys.leases, lease, ms));
  }
}

export class RedisRateLimits implements RateLimitState {
  /** What this process learnt itself: turns, and the fallback while Redis is away. */
  private readonly local: MemoryRateLimits;
  private readonly link: RedisLink;
  private readonly globals = new Map<string, SharedGlobalLimit>();
  private readonly keyPrefix: string;
  private readonly leases: LeaseSettings;

  constructor(settings: RateLimitSettings, options: SharedRateLimitOptions) {
    this.local = new MemoryRateLimits(settings);
    this.link = new RedisLink(options.redis);
    this.keyPrefix = options.keyPrefix ?? DEFAULT_PREFIX;
    this.leases = {
      limit: settings.globalLimit,
      windowMs: settings.globalWindowMs + settings.marginMs,
      leaseMs: options.leaseMs ?? DEFAULT_LEASE_MS,
    };
  }

  bucketKey(route: string, major: string): string {
    return this.local.bucketKey(route, major);
  }

  async bucketWaitMs(route: string, major: string, identity: string): Promise<number> {
    const keys = keysOf(this.keyPrefix, identity);
    const pauseOf = async (redis: Redis, hash: string | undefined) => {
      const key = keys.bucket(`${hash ?? route}|${major}`);
      const [ms, shared] = (await redis.eval(WAIT_SCRIPT, 2, keys.hashes, key, route)) as [
        number,
        string,
      ];
      return { ms, shared };
    };
    const shared = await this.link.run(async (redis) => {
      const assumed = this.local.hashOf(route);
      const first = await pauseOf(redis, assumed);
      if (!first.shared || first.shared === assumed) return first.ms;
      // Another process learnt the route's bucket: count with it from now on.
      await this.local.learn(route, major, identity, {
        hash: first.shared,
        remaining: null,
        resetAfterMs: null,
        globalRetryAfterMs: null,
      });
      return (await pauseOf(redis, first.shared)).ms;
    });
    return Math.max(await this.local.bucketWaitMs(route, major), shared ?? 0);
  }

  async learn(route: string, major: string, identity: string, answer: LimitAnswer): Promise<void> {
    const newHash = answer.hash !== null && answer.hash !== this.local.hashOf(route);
    await this.local.learn(route, major, identity, answer);
    const bucketMs = answer.remaining === 0 ? Math.ceil(answer.resetAfterMs ?? 0) : 0;
    const globalMs = Math.ceil(answer.globalRetryAfterMs ?? 0);
    if (!newHash && bucketMs <= 0 && globalMs <= 0) return;
    const keys = keysOf(this.keyPrefix, identity);
    await this.link.run((redis) =>
      redis.eval(
        LEARN_SCRIPT,
        3,
        keys.hashes,
        keys.bucket(`${answer.hash ?? route}|${major}`),
        keys.paused,
        route,
        answer.hash ?? '',
        bucketMs,
        globalMs,
        HASHES_KEPT_MS,
      ),
    );
  }

  global(identity: string): GlobalBudget {
    let limit = this.globals.get(identity);
    if (!limit) {
      limit = new SharedGlobalLimit(
        this.link,
        keysOf(this.keyPrefix, identity),
        this.leases,
        this.local.global(identity),
      );
      this.globals.set(identity, limit);
    }
    return limit;
  }
}
