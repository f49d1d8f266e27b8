import { ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';
import { z } from 'zod';
import { DiscordApiError, formError } from './errors.ts';
import { requireBotPermissions } from './guilds.ts';
import { snowflake, text } from './message-schemas.ts';
import type { EmulatedGuild } from './model.ts';
import type { DiscordState } from './state.ts';

/** SUPPRESS_JOIN_NOTIFICATIONS: no "X joined the server" messages. */
export const SUPPRESS_JOIN_NOTIFICATIONS = 1 << 0;
// The six SystemChannelFlags Discord defines (joins, boosts, setup tips, join replies, role subscriptions and their replies).
const KNOWN_SYSTEM_CHANNEL_FLAGS = (1 << 6) - 1;

const bitfield = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
]);

/** PATCH /guilds/:id as far as the emulator models a server's settings; other fields are ignored. */
export const guildSettingsSchema = z.looseObject({
  name: text(2, 100).optional(),
  system_channel_id: snowflake.nullable().optional(),
  system_channel_flags: bitfield
    .refine(
      (flags) => flags >= 0 && (flags & ~KNOWN_SYSTEM_CHANNEL_FLAGS) === 0,
      'Invalid system channel flags',
    )
    .nullable()
    .optional(),
});

type GuildSettings = z.infer<typeof guildSettingsSchema>;

/** Changes the settings given (Manage Server); the system channel must be a text channel of the server. */
export function modifyGuild(state: DiscordState, guild: EmulatedGuild, input: GuildSettings): void {
  requireBotPermissions(state, guild, PermissionFlagsBits.ManageGuild);
  const systemChannelId = input.system_channel_id;
  if (systemChannelId) {
    const channel = guild.channels.get(systemChannelId);
    if (channel?.type !== ChannelType.GuildText) {
      throw new DiscordApiError(
        400,
        formError(['system_channel_id'], 'BASE_TYPE_INVALID', 'Invalid channel'),
      );
    }
  }
  if (input.name !== undefined) guild.name = input.name;
  if (systemChannelId !== undefined) guild.systemChannelId = systemChannelId;
  if (input.system_channel_flags !== undefined) {
    guild.systemChannelFlags = input.system_channel_flags ?? 0;
  }
}
