export {
  AUDIT_REASON,
  type DiscordBotApi,
  DiscordBotClient,
  type DiscordBotOptions,
} from './bot-client.ts';
export { DISCORD_ERROR_CODES, DiscordApiError, routeOf, toDiscordApiError } from './errors.ts';
export { createDiscordBot } from './from-config.ts';
export { DISCORD_RATE_LIMITS, type RateLimitSettings, RatePacer } from './rate-pacer.ts';
