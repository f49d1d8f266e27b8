import { DiscordApiError, INVALID_ROLE, UNKNOWN_MEMBER, UNKNOWN_ROLE } from './errors.ts';
import type { EmulatedGuild } from './model.ts';
import { reachableRole, requireManageRoles } from './roles.ts';
import type { DiscordState } from './state.ts';

/**
 * PUT or DELETE /guilds/:id/members/:user_id/roles/:role_id: the bot needs
 * Manage Roles and a role below its highest one. @everyone is implicit and
 * managed roles belong to their integration, so neither can be handed out.
 * Adding a role the member holds, or removing one they lack, changes nothing
 * and succeeds, as on Discord.
 */
export function changeMemberRole(
  state: DiscordState,
  guild: EmulatedGuild,
  input: { userId: string; roleId: string; give: boolean },
): void {
  requireManageRoles(state, guild);
  const role = guild.roles.get(input.roleId);
  if (!role) throw new DiscordApiError(404, UNKNOWN_ROLE);
  const member = guild.members.get(input.userId);
  if (!member) throw new DiscordApiError(404, UNKNOWN_MEMBER);
  if (role.id === guild.id || role.managed) throw new DiscordApiError(400, INVALID_ROLE);
  reachableRole(state, guild, role.id);
  if (!input.give) member.roleIds = member.roleIds.filter((id) => id !== role.id);
  else if (!member.roleIds.includes(role.id)) member.roleIds.push(role.id);
}
