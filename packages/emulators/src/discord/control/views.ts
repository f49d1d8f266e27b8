import { PermissionFlagsBits } from 'discord-api-types/v10';
import { channelPermissions } from '../channel-permissions.ts';
import { memberPermissions } from '../guilds.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from '../model.ts';
import { hasPermission } from '../permissions.ts';
import type { DiscordState } from '../state.ts';
import { ControlError } from './control-errors.ts';

/** A member as the control API shows them: their roles and what those grant in the guild. */
export function memberView(guild: EmulatedGuild, userId: string) {
  const member = guild.members.get(userId);
  const permissions = memberPermissions(guild, userId);
  return {
    userId,
    roleIds: member?.roleIds ?? [],
    owner: guild.ownerId === userId,
    administrator: hasPermission(permissions, PermissionFlagsBits.Administrator),
    permissions: permissions.toString(),
  };
}

export function guildOf(state: DiscordState, guildId: string): EmulatedGuild {
  const guild = state.guilds.get(guildId);
  if (!guild)
    throw new ControlError(404, 'UNKNOWN_GUILD', `No emulated guild has the id ${guildId}`);
  return guild;
}

/** Refuses 403 NOT_VISIBLE when the member lacks View Channel there, as their client shows nothing. */
export function requireVisible(
  guild: EmulatedGuild,
  userId: string,
  channel: EmulatedGuildChannel,
): bigint {
  const permissions = channelPermissions(guild, userId, channel);
  if (!hasPermission(permissions, PermissionFlagsBits.ViewChannel)) {
    throw new ControlError(403, 'NOT_VISIBLE', `That member cannot see #${channel.name}`);
  }
  return permissions;
}
