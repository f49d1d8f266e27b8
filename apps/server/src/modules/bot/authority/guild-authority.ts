import { PermissionFlagsBits } from 'discord-api-types/v10';
import { DISCORD_ERROR_CODES, DiscordApiError, type DiscordBotApi } from '../discord/index.ts';

/** What someone may do to a server now, by Discord's own account of it. */
export type GuildAuthority = 'owner' | 'administrator' | 'member' | 'absent';

/**
 * Asks Discord, through the bot, whether `discordUserId` owns the guild or
 * holds Administrator in it right now: the guild's owner and roles, and the
 * member's roles (with @everyone), as Discord computes guild permissions. Our
 * own records of who activated or registered a server are never permission.
 */
export async function guildAuthorityOf(
  discord: Pick<DiscordBotApi, 'getGuild' | 'getMember'>,
  guildId: string,
  discordUserId: string,
): Promise<GuildAuthority> {
  const guild = await discord.getGuild(guildId);
  if (guild.owner_id === discordUserId) return 'owner';
  let member: Awaited<ReturnType<DiscordBotApi['getMember']>>;
  try {
    member = await discord.getMember(guildId, discordUserId);
  } catch (error) {
    if (error instanceof DiscordApiError && error.code === DISCORD_ERROR_CODES.unknownMember) {
      return 'absent';
    }
    throw error;
  }
  const held = new Set([guild.id, ...member.roles]);
  const permissions = guild.roles
    .filter((role) => held.has(role.id))
    .reduce((all, role) => all | BigInt(role.permissions), 0n);
  return (permissions & PermissionFlagsBits.Administrator) !== 0n ? 'administrator' : 'member';
}

/** Owner or Administrator: what every command and web action that changes a server requires. */
export const mayChangeGuild = (authority: GuildAuthority): boolean =>
  authority === 'owner' || authority === 'administrator';
