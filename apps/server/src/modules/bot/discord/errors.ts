/**
 * One error type for every failed Discord call, discord.js style: the HTTP
 * status, Discord's JSON error code, the method and the route. Whether a
 * retry can help is decided here once, not at every call site.
 */
import { DiscordAPIError, HTTPError, RateLimitError } from '@discordjs/rest';

/** Discord's JSON error codes the builder reacts to. */
export const DISCORD_ERROR_CODES = {
  unknownChannel: 10_003,
  unknownGuild: 10_004,
  unknownMember: 10_007,
  unknownMessage: 10_008,
  unknownRole: 10_011,
  unknownWebhook: 10_015,
  maxRoles: 30_005,
  maxChannels: 30_013,
  missingAccess: 50_001,
  missingPermissions: 50_013,
  invalidWebhookToken: 50_027,
} as const;

/** The object is not there (any more): for a delete, the work is already done. */
const GONE_CODES: ReadonlySet<number> = new Set([
  DISCORD_ERROR_CODES.unknownChannel,
  DISCORD_ERROR_CODES.unknownMessage,
  DISCORD_ERROR_CODES.unknownRole,
]);

export class DiscordApiError extends Error {
  override name = 'DiscordApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when no answer arrived (network error or timeout). */
    readonly status: number,
    /** Discord's JSON error code; 0 when the answer had none. */
    readonly code: number,
    readonly method: string,
    /** The request path below /api/v10, e.g. `/guilds/123/channels`. */
    readonly route: string,
  ) {
    super(message);
  }

  /** 5xx, 429 and lost answers may succeed later; other 4xx never will. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }

  get gone(): boolean {
    return GONE_CODES.has(this.code);
  }
}

/** The path below /api/vN, with interaction and webhook tokens blanked: errors get logged. */
export function routeOf(url: string): string {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // Already a path.
  }
  return path
    .replace(/^.*?\/v\d+(?=\/)/, '')
    .replace(/(\/(?:webhooks|interactions)\/\d+\/)[^/]+/, '$1:token');
}

/** Wraps whatever @discordjs/rest threw into a DiscordApiError. */
export function toDiscordApiError(error: unknown, method: string, route: string): DiscordApiError {
  if (error instanceof DiscordApiError) return error;
  if (error instanceof DiscordAPIError) {
    const code = typeof error.code === 'number' ? error.code : 0;
    return new DiscordApiError(error.message, error.status, code, error.method, routeOf(error.url));
  }
  if (error instanceof HTTPError) {
    return new DiscordApiError(error.message, error.status, 0, error.method, routeOf(error.url));
  }
  if (error instanceof RateLimitError) {
    return new DiscordApiError(error.message, 429, 0, error.method, routeOf(error.route));
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DiscordApiError(message, 0, 0, method, routeOf(route));
}
