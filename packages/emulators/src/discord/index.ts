export type { AuditEntry } from './audit-log.ts';
export { MAX_CATEGORY_CHANNELS, MAX_GUILD_CHANNELS, normalizeChannelName } from './channels.ts';
export type {
  AuthScheme,
  Exchange,
  InteractionReplyExchange,
  RestExchange,
} from './exchange-log.ts';
export { InteractionSigner } from './interactions/keys.ts';
export {
  INTERACTION_TOKEN_LIFETIME_MS,
  type InteractionRecord,
  type InteractionStatus,
} from './interactions/store.ts';
export type {
  EmulatedGuild,
  EmulatedGuildChannel,
  EmulatedMember,
  EmulatedUser,
} from './model.ts';
export { type DiscordEmulatorOptions, discordEmulator } from './plugin.ts';
export {
  type BucketOverride,
  type BucketRule,
  GLOBAL_RULE,
  RateLimiter,
  type RateLimitMode,
  type RateLimitModel,
} from './rate-limit.ts';
export { BUCKETS, type BucketName } from './rate-limit-rules.ts';
export type { Storm, StormInput } from './rate-limit-storms.ts';
export { MAX_GUILD_ROLES } from './roles.ts';
export { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
export {
  createDiscordState,
  DEMO_DISCORD_CREDENTIALS,
  type DiscordApplication,
  DiscordState,
  type DiscordStateOptions,
} from './state.ts';
export { findOrCreateUser } from './users.ts';
export {
  DEMO_FEEDBACK_WEBHOOK,
  demoFeedbackWebhookUrl,
  type IncomingWebhook,
  incomingWebhookUrl,
} from './webhooks.ts';
