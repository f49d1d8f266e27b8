import {
  type APIGuild,
  GuildDefaultMessageNotifications,
  GuildExplicitContentFilter,
  GuildMFALevel,
  GuildNSFWLevel,
  GuildPremiumTier,
  type GuildSystemChannelFlags,
  GuildVerificationLevel,
  Locale,
} from 'discord-api-types/v10';
import type { EmulatedGuild } from './model.ts';
import { sortedRoles } from './roles.ts';

/**
 * The guild object as GET /guilds/:id sends it. `hub_type` (Student Hubs) and
 * `icon_hash` (template objects only) are not part of it.
 */
export type GuildResponse = Omit<APIGuild, 'hub_type' | 'icon_hash'> & {
  home_header: string | null;
  nsfw: boolean;
};

/** The guild as GET /guilds/:id answers it: Discord's full object with the fields the emulator does not model at their defaults. */
export function toAPIGuild(guild: EmulatedGuild, options: { withCounts: boolean }): GuildResponse {
  const apiGuild: GuildResponse = {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    splash: null,
    discovery_splash: null,
    owner_id: guild.ownerId,
    region: 'deprecated',
    afk_channel_id: null,
    afk_timeout: 300,
    widget_enabled: false,
    widget_channel_id: null,
    verification_level: GuildVerificationLevel.None,
    default_message_notifications: GuildDefaultMessageNotifications.OnlyMentions,
    explicit_content_filter: GuildExplicitContentFilter.Disabled,
    roles: sortedRoles(guild),
    emojis: [],
    features: guild.features,
    mfa_level: GuildMFALevel.None,
    application_id: null,
    system_channel_id: guild.systemChannelId,
    system_channel_flags: guild.systemChannelFlags as GuildSystemChannelFlags,
    rules_channel_id: null,
    max_presences: null,
    max_members: 25_000_000,
    vanity_url_code: null,
    description: null,
    banner: null,
    home_header: null,
    premium_tier: GuildPremiumTier.None,
    premium_subscription_count: 0,
    preferred_locale: Locale.EnglishUS,
    public_updates_channel_id: null,
    max_video_channel_users: 25,
    max_stage_video_channel_users: 50,
    nsfw: false,
    nsfw_level: GuildNSFWLevel.Default,
    stickers: [],
    premium_progress_bar_enabled: false,
    safety_alerts_channel_id: null,
    incidents_data: null,
  };
  if (options.withCounts) {
    apiGuild.approximate_member_count = guild.members.size;
    // Emulated members never come online.
    apiGuild.approximate_presence_count = 0;
  }
  return apiGuild;
}
