import { OverwriteType, PermissionFlagsBits } from 'discord-api-types/v10';
import { memberPermissions } from './guilds.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from './model.ts';
import { ALL_PERMISSIONS } from './permissions.ts';

/**
 * A member's permissions in one channel, computed as Discord documents it:
 * guild permissions, then the @everyone overwrite, then the member's role
 * overwrites together, then the member's own overwrite. Owners and
 * Administrators skip overwrites entirely.
 */
export function channelPermissions(
  guild: EmulatedGuild,
  userId: string,
  channel: EmulatedGuildChannel,
): bigint {
  const base = memberPermissions(guild, userId);
  if (base === ALL_PERMISSIONS) return ALL_PERMISSIONS;
  const member = guild.members.get(userId);
  if (!member) return 0n;
  const overwrites = channel.permission_overwrites ?? [];
  let permissions = base;
  const everyone = overwrites.find((overwrite) => overwrite.id === guild.id);
  if (everyone) permissions = (permissions & ~BigInt(everyone.deny)) | BigInt(everyone.allow);

  let roleAllow = 0n;
  let roleDeny = 0n;
  for (const overwrite of overwrites) {
    if (overwrite.type === OverwriteType.Role && member.roleIds.includes(overwrite.id)) {
      roleAllow |= BigInt(overwrite.allow);
      roleDeny |= BigInt(overwrite.deny);
    }
  }
  permissions = (permissions & ~roleDeny) | roleAllow;

  const own = overwrites.find(
    (overwrite) => overwrite.type === OverwriteType.Member && overwrite.id === userId,
  );
  if (own) permissions = (permissions & ~BigInt(own.deny)) | BigInt(own.allow);
  // Without View Channel nothing else in the channel applies.
  return (permissions & PermissionFlagsBits.ViewChannel) === 0n ? 0n : permissions;
}
