import { ChannelType, GuildFeature, PermissionFlagsBits } from 'discord-api-types/v10';
import { z } from 'zod';
import { DiscordApiError, formError, UNKNOWN_WELCOME_SCREEN } from './errors.ts';
import { requireBotPermissions } from './guilds.ts';
import { snowflake, text } from './message-schemas.ts';
import type { EmulatedGuild, WelcomeScreen } from './model.ts';
import type { DiscordState } from './state.ts';

const welcomeChannelSchema = z.looseObject({
  channel_id: snowflake,
  description: text(1, 50),
  emoji_id: snowflake.nullable().optional(),
  emoji_name: z.string().max(100).nullable().optional(),
});

export const welcomeScreenSchema = z.looseObject({
  description: text(0, 140).nullable().optional(),
  welcome_channels: z.array(welcomeChannelSchema).max(5).nullable().optional(),
  enabled: z.boolean().nullable().optional(),
});

type WelcomeScreenInput = z.infer<typeof welcomeScreenSchema>;

/** The welcome screen object Discord answers: `enabled` shows only as the server's feature. */
function toAPIWelcomeScreen(screen: WelcomeScreen) {
  return {
    description: screen.description,
    welcome_channels: screen.channels.map((channel) => ({ ...channel })),
  };
}

/**
 * Discord answers 10069 Unknown Guild Welcome Screen for a server whose
 * screen was never set up. Only Community servers may set one up, so the
 * emulator answers a server that is not Community the same way, for reads
 * and edits alike.
 */
function requireCommunity(guild: EmulatedGuild): void {
  if (!guild.features.includes(GuildFeature.Community)) {
    throw new DiscordApiError(404, UNKNOWN_WELCOME_SCREEN);
  }
}

/** GET /guilds/:id/welcome-screen: anyone sees an enabled screen; a disabled one needs Manage Server. */
export function readWelcomeScreen(state: DiscordState, guild: EmulatedGuild) {
  requireCommunity(guild);
  if (!guild.welcomeScreen?.enabled) {
    requireBotPermissions(state, guild, PermissionFlagsBits.ManageGuild);
  }
  if (!guild.welcomeScreen) throw new DiscordApiError(404, UNKNOWN_WELCOME_SCREEN);
  return toAPIWelcomeScreen(guild.welcomeScreen);
}

function checkedChannels(guild: EmulatedGuild, input: WelcomeScreenInput['welcome_channels']) {
  return (input ?? []).map((entry, index) => {
    const channel = guild.channels.get(entry.channel_id);
    if (!channel || channel.type === ChannelType.GuildCategory) {
      throw new DiscordApiError(
        400,
        formError(
          ['welcome_channels', index, 'channel_id'],
          'BASE_TYPE_INVALID',
          'Invalid channel',
        ),
      );
    }
    // The emulated servers have no custom emojis for an id to name.
    if (entry.emoji_id) {
      throw new DiscordApiError(
        400,
        formError(['welcome_channels', index, 'emoji_id'], 'BASE_TYPE_INVALID', 'Unknown emoji'),
      );
    }
    return {
      channel_id: channel.id,
      description: entry.description,
      emoji_id: null,
      emoji_name: entry.emoji_name ?? null,
    };
  });
}

/**
 * PATCH /guilds/:id/welcome-screen (Manage Server): given fields replace,
 * null clears; enabling it shows as the WELCOME_SCREEN_ENABLED feature.
 */
export function modifyWelcomeScreen(
  state: DiscordState,
  guild: EmulatedGuild,
  input: WelcomeScreenInput,
) {
  requireBotPermissions(state, guild, PermissionFlagsBits.ManageGuild);
  requireCommunity(guild);
  const current = guild.welcomeScreen ?? { description: null, enabled: false, channels: [] };
  const channels =
    input.welcome_channels === undefined
      ? current.channels
      : checkedChannels(guild, input.welcome_channels);
  const screen: WelcomeScreen = {
    description: input.description === undefined ? current.description : input.description,
    enabled: input.enabled === undefined ? current.enabled : (input.enabled ?? false),
    channels,
  };
  guild.welcomeScreen = screen;
  guild.features = guild.features.filter(
    (feature) => feature !== GuildFeature.WelcomeScreenEnabled,
  );
  if (screen.enabled) guild.features.push(GuildFeature.WelcomeScreenEnabled);
  return toAPIWelcomeScreen(screen);
}
