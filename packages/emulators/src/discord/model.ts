import type {
  APIAutoModerationRule,
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
  /** Where Discord posts its system messages (a member joined); null for none. */
  systemChannelId: string | null;
  /** Discord's SystemChannelFlags: each set bit silences one kind of system message. */
  systemChannelFlags: number;
  /** Null until someone sets one up, which only Community servers may. */
  welcomeScreen: WelcomeScreen | null;
  onboarding: Onboarding;
  autoModRules: Map<string, APIAutoModerationRule>;
}

export interface WelcomeScreenChannel {
  channel_id: string;
  description: string;
  emoji_id: string | null;
  emoji_name: string | null;
}

/** The welcome screen as Discord keeps it; `enabled` is not part of the object it answers. */
export interface WelcomeScreen {
  description: string | null;
  enabled: boolean;
  channels: WelcomeScreenChannel[];
}

export interface OnboardingOption {
  id: string;
  title: string;
  description: string;
  emoji: { id: string | null; name: string | null; animated: boolean };
  role_ids: string[];
  channel_ids: string[];
}

export interface OnboardingPrompt {
  id: string;
  title: string;
  options: OnboardingOption[];
  single_select: boolean;
  required: boolean;
  in_onboarding: boolean;
  /** 0 multiple choice, 1 dropdown. */
  type: number;
}

/** A server's onboarding in the shape Discord answers it, less the guild id. */
export interface Onboarding {
  prompts: OnboardingPrompt[];
  default_channel_ids: string[];
  enabled: boolean;
  /** 0: only default channels count towards the requirements; 1: prompts' channels too. */
  mode: number;
}
