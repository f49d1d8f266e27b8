import {
  type APIRole,
  type APITextChannel,
  type ChannelFlags,
  ChannelType,
  GuildFeature,
  PermissionFlagsBits,
  type RESTAPIPartialCurrentUserGuild,
  type RoleFlags,
} from 'discord-api-types/v10';
import { DiscordApiError, MISSING_PERMISSIONS } from './errors.ts';
import type { EmulatedGuild, EmulatedMember } from './model.ts';
import { ALL_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS, hasPermission } from './permissions.ts';
import type { DiscordState } from './state.ts';

const NO_FLAGS = 0;

function role(
  fields: Pick<APIRole, 'id' | 'name' | 'position' | 'permissions'> & Partial<APIRole>,
): APIRole {
  const color = fields.color ?? 0;
  return {
    color,
    colors: { primary_color: color, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    managed: false,
    mentionable: false,
    flags: NO_FLAGS as RoleFlags,
    ...fields,
  };
}

function textChannel(id: string, guildId: string, name: string, position: number): APITextChannel {
  return {
    id,
    type: ChannelType.GuildText,
    guild_id: guildId,
    name,
    position,
    parent_id: null,
    permission_overwrites: [],
    nsfw: false,
    topic: null,
    rate_limit_per_user: 0,
    last_message_id: null,
    flags: NO_FLAGS as ChannelFlags,
  };
}

export interface NewGuild {
  name: string;
  ownerId: string;
  /** Community servers (the default here) may hold announcement and stage channels. */
  community?: boolean;
  /** Fixed ids for seed data; new guilds take fresh snowflakes. */
  id?: string;
  nextId?: () => string;
}

/**
 * A new server as Discord creates it (@everyone with the default permissions,
 * a #general text channel, the owner as a member), with our bot already added
 * as an Administrator, which is the state every emulated flow starts from.
 */
export function createGuild(state: DiscordState, input: NewGuild): EmulatedGuild {
  const nextId = input.nextId ?? (() => state.snowflakes.next());
  const id = input.id ?? nextId();
  const guild: EmulatedGuild = {
    id,
    name: input.name,
    icon: null,
    ownerId: input.ownerId,
    features: input.community === false ? [] : [GuildFeature.Community, GuildFeature.News],
    roles: new Map(),
    channels: new Map(),
    members: new Map(),
    systemChannelId: null,
    systemChannelFlags: 0,
    welcomeScreen: null,
    onboarding: { prompts: [], default_channel_ids: [], enabled: false, mode: 0 },
    autoModRules: new Map(),
  };
  // Discord gives @everyone the guild's own id.
  guild.roles.set(
    id,
    role({
      id,
      name: '@everyone',
      position: 0,
      permissions: DEFAULT_EVERYONE_PERMISSIONS.toString(),
    }),
  );
  const general = textChannel(nextId(), id, 'general', 0);
  guild.channels.set(general.id, general);
  // Discord makes the first text channel of a new server its system channel.
  guild.systemChannelId = general.id;
  addMember(state, guild, input.ownerId);
  addBotToGuild(state, guild, PermissionFlagsBits.Administrator, nextId);
  state.guilds.set(id, guild);
  return guild;
}

/** Adds a role at the top of the hierarchy (the highest position so far). */
export function addRole(
  guild: EmulatedGuild,
  fields: Pick<APIRole, 'id' | 'name' | 'permissions'> & Partial<APIRole>,
): APIRole {
  const created = role({ position: guild.roles.size, ...fields });
  guild.roles.set(created.id, created);
  return created;
}

export function addMember(
  state: DiscordState,
  guild: EmulatedGuild,
  userId: string,
  roleIds: string[] = [],
): EmulatedMember {
  const member = { userId, roleIds, nick: null, joinedAt: new Date(state.now()).toISOString() };
  guild.members.set(userId, member);
  return member;
}

/**
 * What happens when someone authorizes the `bot` scope for a guild: the bot
 * joins with a managed role carrying the requested permissions; re-inviting a
 * bot that is already there updates that role, as Discord does.
 */
export function addBotToGuild(
  state: DiscordState,
  guild: EmulatedGuild,
  permissions: bigint,
  nextId: () => string = () => state.snowflakes.next(),
): void {
  const bot = state.botUser;
  let managedRole = [...guild.roles.values()].find((role) => role.tags?.bot_id === bot.id);
  if (permissions !== 0n) {
    if (managedRole) managedRole.permissions = permissions.toString();
    else {
      managedRole = addRole(guild, {
        id: nextId(),
        name: state.application.name,
        permissions: permissions.toString(),
        managed: true,
        tags: { bot_id: bot.id },
      });
    }
  }
  if (!guild.members.has(bot.id)) {
    addMember(state, guild, bot.id, managedRole ? [managedRole.id] : []);
  }
}

/**
 * Sets what the bot's managed role grants in a guild (control API), creating
 * the role if the bot joined without one, so tests can take permissions away.
 */
export function setBotPermissions(state: DiscordState, guild: EmulatedGuild, permissions: bigint) {
  const bot = state.botUser;
  addBotToGuild(state, guild, permissions);
  const managed = [...guild.roles.values()].find((role) => role.tags?.bot_id === bot.id);
  if (managed) managed.permissions = permissions.toString();
  const member = guild.members.get(bot.id);
  if (managed && member && !member.roleIds.includes(managed.id)) member.roleIds.push(managed.id);
}

/** A member's guild-level permissions, computed as Discord does (owner and Administrator hold all). */
export function memberPermissions(guild: EmulatedGuild, userId: string): bigint {
  if (guild.ownerId === userId) return ALL_PERMISSIONS;
  const member = guild.members.get(userId);
  if (!member) return 0n;
  let permissions = BigInt(guild.roles.get(guild.id)?.permissions ?? '0');
  for (const roleId of member.roleIds) {
    permissions |= BigInt(guild.roles.get(roleId)?.permissions ?? '0');
  }
  return hasPermission(permissions, PermissionFlagsBits.Administrator)
    ? ALL_PERMISSIONS
    : permissions;
}

/** Refuses with 50013 unless the bot holds every one of `bits` in the guild. */
export function requireBotPermissions(
  state: DiscordState,
  guild: EmulatedGuild,
  bits: bigint,
): void {
  if (!hasPermission(memberPermissions(guild, state.botUser.id), bits)) {
    throw new DiscordApiError(403, MISSING_PERMISSIONS);
  }
}

export function guildsOf(state: DiscordState, userId: string): EmulatedGuild[] {
  return [...state.guilds.values()]
    .filter((guild) => guild.members.has(userId))
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/** The guilds the bot-invite page offers: where the person may add bots (Manage Server). */
export function guildsWhereUserCanAddBots(state: DiscordState, userId: string): EmulatedGuild[] {
  return guildsOf(state, userId).filter((guild) =>
    hasPermission(memberPermissions(guild, userId), PermissionFlagsBits.ManageGuild),
  );
}

export function toPartialCurrentUserGuild(
  guild: EmulatedGuild,
  userId: string,
): RESTAPIPartialCurrentUserGuild {
  return {
    id: guild.id,
    name: guild.name,
    icon: guild.icon,
    banner: null,
    owner: guild.ownerId === userId,
    features: guild.features,
    permissions: memberPermissions(guild, userId).toString(),
  };
}
