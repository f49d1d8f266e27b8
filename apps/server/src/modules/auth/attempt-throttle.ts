import type { Redis } from 'ioredis';

/**
 * Counts attempts per key as they arrive, before anything is checked, so
 * attempts sent all at once cannot slip past the limit while the first ones
 * are still being checked. Memory for one process, Redis when instances share
 * limits.
 */
export interface AttemptThrottle {
  /** Counts an attempt, or refuses it while the key is paused. */
  attempt(key: string): Promise<ThrottleDecision>;
  /** A success: the key starts afresh. */
  reset(key: string): Promise<void>;
}

type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * `maxAttempts` within `windowMs`; the attempt that reaches it starts a pause
 * of `pauseMs`, and each further pause doubles, up to `maxPauseMs`, until no
 * pause has started for `memoryMs`.
 */
export interface ThrottlePolicy {
  maxAttempts: number;
  windowMs: number;
  pauseMs: number;
  maxPauseMs: number;
  memoryMs: number;
}

const pauseLength = (policy: ThrottlePolicy, earlierPauses: number) =>
  Math.min(policy.pauseMs * 2 ** earlierPauses, policy.maxPauseMs);

interface KeyState {
  attempts: number;
  attemptsUntil: number;
  pauses: number;
  pausesUntil: number;
  pausedUntil: number;
}

/** Above this many keys, an attempt first drops the keys that have nothing left to remember. */
const MEMORY_SWEEP_SIZE = 10_000;

export function memoryThrottle(
  policy: ThrottlePolicy,
  now: () => number = Date.now,
): AttemptThrottle {
  const keys = new Map<string, KeyState>();
  const forgotten = (state: KeyState, time: number) =>
    state.attemptsUntil <= time && state.pausesUntil <= time && state.pausedUntil <= time;
  const sweep = (time: number) => {
    for (const [key, state] of keys) if (forgotten(state, time)) keys.delete(key);
  };
  return {
    // No await inside: counting and deciding happen in one turn of the event loop.
    async attempt(key) {
      const time = now();
      if (keys.size > MEMORY_SWEEP_SIZE) sweep(time);
      const state = keys.get(key) ?? {
        attempts: 0,
        attemptsUntil: 0,
        pauses: 0,
        pausesUntil: 0,
        pausedUntil: 0,
      };
      keys.set(key, state);
      if (state.pausedUntil > time)
        return { allowed: false, retryAfterMs: state.pausedUntil - time };
      if (state.attemptsUntil <= time) {
        state.attempts = 0;
        state.attemptsUntil = time + policy.windowMs;
      }
      if (state.pausesUntil <= time) state.pauses = 0;
      state.attempts += 1;
      if (state.attempts >= policy.maxAttempts) {
        state.pausedUntil = time + pauseLength(policy, state.pauses);
        state.pauses += 1;
        state.pausesUntil = time + policy.memoryMs;
        state.attempts = 0;
        state.attemptsUntil = 0;
      }
      return { allowed: true };
    },
    async reset(key) {
      keys.delete(key);
    },
  };
}

/**
 * The same rules as one Lua script, which Redis runs atomically: KEYS are the
 * attempt count, the pause count and the pause itself; returns 0 when the
 * attempt is allowed, else the milliseconds until the pause ends.
 */
const ATTEMPT_SCRIPT = `
local paused = redis.call('PTTL', KEYS[3])
if paused > 0 then return paused end
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if attempts >= tonumber(ARGV[1]) then
  local pauses = redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[5])
  local pause = math.min(tonumber(ARGV[3]) * 2 ^ (pauses - 1), tonumber(ARGV[4]))
  redis.call('SET', KEYS[3], '1', 'PX', math.floor(pause))
  redis.call('DEL', KEYS[1])
end
return 0
`;

export function redisThrottle(redis: Redis, policy: ThrottlePolicy): AttemptThrottle {
  const redisKeys = (key: string) =>
    ['attempts', 'pauses', 'paused'].map((part) => `guildsmith-throttle:${key}:${part}`);
  return {
    async attempt(key) {
      const retryAfterMs = Number(
        await redis.eval(
          ATTEMPT_SCRIPT,
          3,
          ...redisKeys(key),
          policy.maxAttempts,
          policy.windowMs,
          policy.pauseMs,
          policy.maxPauseMs,
          policy.memoryMs,
        ),
      );
      return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
    },
    async reset(key) {
      await redis.del(...redisKeys(key));
    },
  };
}
