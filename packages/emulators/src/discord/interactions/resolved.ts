import type {
  APIInteractionDataResolved,
  APIInteractionDataResolvedChannel,
  GuildMemberFlags,
} from 'discord-api-types/v10';
import { channelPermissions } from '../channel-permissions.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from '../model.ts';
import type { DiscordState } from '../state.ts';
import { toAPIUser } from '../users.ts';

/**
 * `data.resolved` as Discord fills it for user, role, channel and mentionable
 * options and select menus. Each helper adds the object and answers its id,
 * or null when the id names nothing there.
 */
export interface ResolveContext {
  state: DiscordState;
  guild: EmulatedGuild;
  /** The channel the interaction happens in: members' permissions are computed there. */
  channel: EmulatedGuildChannel;
  /** The person interacting: resolved channels carry their permissions. */
  userId: string;
  resolved: APIInteractionDataResolved;
}

export function resolveUser(context: ResolveContext, id: string): string | null {
  const { state, resolved } = context;
  const user = state.users.get(id) ?? (id === state.botUser.id ? state.botUser : undefined);
  if (!user) return null;
  resolved.users = { ...resolved.users, [id]: toAPIUser(user) };
  return id;
}

/** A guild member: the user, plus the member object without `user` and with permissions. */
export function resolveMember(context: ResolveContext, id: string): string | null {
  const { guild, channel, resolved } = context;
  const member = guild.members.get(id);
  if (!member || resolveUser(context, id) === null) return null;
  resolved.members = {
    ...resolved.members,
    [id]: {
      roles: member.roleIds,
      nick: member.nick,
      avatar: null,
      banner: null,
      joined_at: member.joinedAt,
      premium_since: null,
      pending: false,
      // Discord sends an empty bitfield as 0, a value the enum does not name.
      flags: 0 as GuildMemberFlags,
      communication_disabled_until: null,
      permissions: channelPermissions(guild, id, channel).toString(),
    },
  };
  return id;
}

export function resolveRole(context: ResolveContext, id: string): string | null {
  const role = context.guild.roles.get(id);
  if (!role) return null;
  context.resolved.roles = { ...context.resolved.roles, [id]: role };
  return id;
}

export function resolveChannel(context: ResolveContext, id: string): string | null {
  const { guild, userId, resolved } = context;
  const channel = guild.channels.get(id);
  if (!channel) return null;
  const partial = {
    id: channel.id,
    name: channel.name,
    type: channel.type,
    permissions: channelPermissions(guild, userId, channel).toString(),
    parent_id: channel.parent_id ?? null,
  } as APIInteractionDataResolvedChannel;
  resolved.channels = { ...resolved.channels, [id]: partial };
  return id;
}
