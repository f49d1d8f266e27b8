export {
  type DiscordBotApi,
  DiscordBotClient,
} from './bot-client.ts';
export { DISCORD_ERROR_CODES, DiscordApiError, toDiscordApiError } from './errors.ts';
export { DISCORD_RATE_LIMITS, type RateLimitSettings } from './rate-limit-state.ts';
export { RatePacer } from './rate-pacer.ts';
