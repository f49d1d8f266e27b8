export type {
  EmulatedGuild,
  EmulatedGuildChannel,
  EmulatedMember,
  EmulatedUser,
} from './model.ts';
export { type DiscordEmulatorOptions, discordEmulator } from './plugin.ts';
export type { RateLimitMode, RateLimitModel } from './rate-limit.ts';
export { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
export {
  createDiscordState,
  DEMO_DISCORD_CREDENTIALS,
  type DiscordApplication,
  DiscordState,
  type DiscordStateOptions,
} from './state.ts';
