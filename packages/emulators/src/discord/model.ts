import type {
  APIGuildCategoryChannel,
  APIGuildForumChannel,
  APIGuildMediaChannel,
  APIGuildStageVoiceChannel,
  APIGuildVoiceChannel,
  APINewsChannel,
  APIRole,
  APITextChannel,
  GuildFeature,
} from 'discord-api-types/v10';

/** A Discord account the emulator plays: a seeded person, one typed on the consent page, or the bot. */
export interface EmulatedUser {
  id: string;
  username: string;
  /** '0' for accounts on the new username system, four digits for legacy ones. */
  discriminator: string;
  globalName: string | null;
  /** A 32-hex image hash as Discord's CDN names them, or null for the default avatar. */
  avatar: string | null;
  email: string | null;
  verified: boolean;
  bot: boolean;
}

/** The guild channels the emulator stores (no threads: nothing here creates them). */
export type EmulatedGuildChannel =
  | APITextChannel
  | APINewsChannel
  | APIGuildVoiceChannel
  | APIGuildStageVoiceChannel
  | APIGuildCategoryChannel
  | APIGuildForumChannel
  | APIGuildMediaChannel;

export interface EmulatedMember {
  userId: string;
  /** Role ids besides @everyone, which every member holds implicitly (as in Discord). */
  roleIds: string[];
  nick: string | null;
  joinedAt: string;
}

/**
 * A server as the emulator stores it: Discord's own role and channel objects,
 * keyed by id in creation order, so REST answers can return them unchanged.
 */
export interface EmulatedGuild {
  id: string;
  name: string;
  icon: string | null;
  ownerId: string;
  /** COMMUNITY (with NEWS) unlocks announcement and stage channels, as on Discord. */
  features: GuildFeature[];
  roles: Map<string, APIRole>;
  channels: Map<string, EmulatedGuildChannel>;
  members: Map<string, EmulatedMember>;
}
