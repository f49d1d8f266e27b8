/**
 * The rate-limit model the dry run estimates with and the benchmarks measure
 * against. Discord publishes few numbers; these are our assumptions, the same
 * the Discord emulator enforces by default.
 */

export interface BucketLimit {
  limit: number;
  windowMs: number;
}

export const DISCORD_BUCKET_MODEL = {
  /** Per bot token, every route. */
  global: { limit: 50, windowMs: 1000 },
  /** Per guild; categories are channels too. */
  channelCreates: { limit: 10, windowMs: 10_000 },
  /** Per guild, plus at most 250 per 48 h. */
  roleCreates: { limit: 10, windowMs: 10_000 },
  roleCreatesPer48h: 250,
  /** Per guild, channel and role deletes each. */
  channelDeletes: { limit: 10, windowMs: 10_000 },
  roleDeletes: { limit: 10, windowMs: 10_000 },
  /** Per channel. */
  messageCreates: { limit: 5, windowMs: 5000 },
  /** Per channel (the emulator's assumption; one per build). */
  inviteCreates: { limit: 5, windowMs: 5000 },
  /** Per guild (an assumption; at most 3 per build). */
  automodCreates: { limit: 5, windowMs: 5000 },
  /** Per guild, the server's settings, welcome screen and onboarding (an assumption; at most 3 per build). */
  settingsEdits: { limit: 5, windowMs: 5000 },
} as const satisfies Record<string, BucketLimit | number>;

type CallKind =
  | 'role-create'
  | 'channel-create'
  | 'message-create'
  | 'invite-create'
  | 'automod-create'
  | 'settings-edit'
  | 'role-delete'
  | 'channel-delete';

export interface ModelledCall {
  kind: CallKind;
  /** Separates per-channel buckets (messages, invites): the channel's key. */
  scope?: string;
}

function bucketOf(call: ModelledCall): { name: string; limit: BucketLimit } {
  const model = DISCORD_BUCKET_MODEL;
  switch (call.kind) {
    case 'role-create':
      return { name: 'role-create', limit: model.roleCreates };
    case 'channel-create':
      return { name: 'channel-create', limit: model.channelCreates };
    case 'role-delete':
      return { name: 'role-delete', limit: model.roleDeletes };
    case 'channel-delete':
      return { name: 'channel-delete', limit: model.channelDeletes };
    case 'message-create':
      return { name: `message|${call.scope ?? ''}`, limit: model.messageCreates };
    case 'invite-create':
      return { name: `invite|${call.scope ?? ''}`, limit: model.inviteCreates };
    case 'automod-create':
      return { name: 'automod-create', limit: model.automodCreates };
    case 'settings-edit':
      return { name: 'settings-edit', limit: model.settingsEdits };
  }
}

interface Window {
  startedAt: number;
  used: number;
}

/**
 * The least time, in ms, the calls take one after another when every call
 * itself is instant: fixed windows opened by their first call, as the
 * emulator counts them, and a client that waits for a window to reset rather
 * than collecting 429s.
 */
export function minimumDurationMs(calls: readonly ModelledCall[]): number {
  const windows = new Map<string, Window>();
  let now = 0;
  const take = (name: string, limit: BucketLimit) => {
    const window = windows.get(name);
    if (!window || now >= window.startedAt + limit.windowMs) {
      windows.set(name, { startedAt: now, used: 1 });
    } else window.used += 1;
  };
  for (const call of calls) {
    const bucket = bucketOf(call);
    // A wait in one bucket can push the call into a fresh global window, so settle both.
    for (;;) {
      const before = now;
      now = Math.max(now, peek(windows, bucket.name, bucket.limit, now));
      now = Math.max(now, peek(windows, 'global', DISCORD_BUCKET_MODEL.global, now));
      if (now === before) break;
    }
    take(bucket.name, bucket.limit);
    take('global', DISCORD_BUCKET_MODEL.global);
  }
  return now;
}

/** When the bucket next admits a call, at or after `now`. */
function peek(windows: Map<string, Window>, name: string, limit: BucketLimit, now: number) {
  const window = windows.get(name);
  if (!window || now >= window.startedAt + limit.windowMs || window.used < limit.limit) return now;
  return window.startedAt + limit.windowMs;
}

/**
 * The least time, in ms, `calls` requests of one token take under the global
 * limit alone: a full window's worth at once, then one more window per batch.
 */
export function globalMinimumMs(calls: number): number {
  const { limit, windowMs } = DISCORD_BUCKET_MODEL.global;
  return calls <= 0 ? 0 : Math.floor((calls - 1) / limit) * windowMs;
}
