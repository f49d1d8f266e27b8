import { DISCORD_ERROR_CODES, DiscordApiError, type DiscordBotApi } from '../discord/index.ts';
import { type BotLocale, say } from '../texts/locales.ts';
import { SYSTEMS_TEXTS } from '../texts/systems-texts.ts';
import { VERIFY_TEXTS } from '../texts/systems-verify-texts.ts';
import type { DeferredResult } from '../transport/outcome.ts';
import type { MemberClick } from './member-click.ts';
import { done, refused, replacedBy } from './replies.ts';

type RoleReach = 'reachable' | 'above-bot' | 'deleted';

/**
 * Why Discord refused the role with 50013 when the bot seemed to hold Manage
 * Roles: a role at or above the bot's highest one is out of its reach,
 * Administrator or not.
 */
async function reachOf(
  discord: Pick<DiscordBotApi, 'applicationId' | 'getRoles' | 'getMember'>,
  guildId: string,
  roleId: string,
): Promise<RoleReach> {
  const botId = discord.applicationId;
  const [roles, botRoles] = await Promise.all([
    discord.getRoles(guildId),
    // Discord gives a bot user its application's id; when its member cannot be read, the
    // role Discord made for it on joining (tagged with its id) still says where it stands.
    discord.getMember(guildId, botId).then(
      (member) => member.roles,
      () => null,
    ),
  ]);
  const role = roles.find((candidate) => candidate.id === roleId);
  if (!role) return 'deleted';
  const held = roles.filter((r) => (botRoles ? botRoles.includes(r.id) : r.tags?.bot_id === botId));
  const top = Math.max(0, ...held.map((r) => r.position));
  return role.position >= top ? 'above-bot' : 'reachable';
}

/**
 * Gives the member the verified role in one call, then says so in the
 * server's language; Discord's refusals become replies a member can pass on
 * to an admin.
 */
export async function giveVerifiedRole(
  discord: DiscordBotApi,
  click: MemberClick,
  input: { roleId: string; locale: BotLocale; command: string },
): Promise<DeferredResult> {
  const { roleId, locale, command } = input;
  const role = `<@&${roleId}>`;
  try {
    await discord.addMemberRole(
      click.guildId,
      click.userId,
      roleId,
      say(locale, VERIFY_TEXTS.auditReason),
    );
  } catch (error) {
    if (!(error instanceof DiscordApiError)) throw error;
    if (error.code === DISCORD_ERROR_CODES.unknownRole) {
      return {
        edit: replacedBy(say(locale, SYSTEMS_TEXTS.roleDeleted)),
        usage: refused(command, 'role_deleted'),
      };
    }
    if (error.code !== DISCORD_ERROR_CODES.missingPermissions) throw error;
    const reach = await reachOf(discord, click.guildId, roleId);
    if (reach === 'deleted') {
      return {
        edit: replacedBy(say(locale, SYSTEMS_TEXTS.roleDeleted)),
        usage: refused(command, 'role_deleted'),
      };
    }
    if (reach === 'above-bot') {
      return {
        edit: replacedBy(say(locale, SYSTEMS_TEXTS.roleAboveBot, { role })),
        usage: refused(command, 'role_above_bot'),
      };
    }
    return {
      edit: replacedBy(say(locale, SYSTEMS_TEXTS.botLacksManageRoles)),
      usage: refused(command, 'missing_manage_roles'),
    };
  }
  return { edit: replacedBy(say(locale, VERIFY_TEXTS.verified, { role })), usage: done(command) };
}
