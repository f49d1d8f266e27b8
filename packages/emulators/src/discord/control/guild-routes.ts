import { ApplicationCommandType, PermissionFlagsBits, type RoleFlags } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createGuild, setBotPermissions } from '../guilds.ts';
import { joinGuild } from '../member-joins.ts';
import type { EmulatedGuild } from '../model.ts';
import { hasPermission, parsePermissions } from '../permissions.ts';
import { sortedRoles } from '../roles.ts';
import { SEED_USER_IDS } from '../seed.ts';
import { isSnowflake } from '../snowflake.ts';
import type { DiscordState } from '../state.ts';
import { ControlError, parseControl } from './control-errors.ts';
import { guildOf, memberView } from './views.ts';

const id = z.string().refine(isSnowflake, 'Must be a snowflake');

const newGuildBody = z.object({
  // Discord's limits for a guild name.
  name: z.string().trim().min(2).max(100),
  ownerId: id.optional(),
  /** Community servers (the default) may hold announcement and stage channels. */
  community: z.boolean().default(true),
  /** Whether our bot is in it from the start (the default); without, it comes by its invite link. */
  withBot: z.boolean().default(true),
});

const newMemberBody = z.object({
  userId: id,
  /** Gives the member the guild's Admin role (created if missing), so they hold Administrator. */
  administrator: z.boolean().default(false),
  roleIds: z.array(id).max(250).default([]),
});

const permissionsBody = z.object({
  permissions: z.string().refine((value) => parsePermissions(value) !== null, 'A decimal bitfield'),
});

/**
 * A guild as the control API shows it: Discord's role, channel and message
 * objects (messages oldest first, ephemeral ones included with their flag),
 * plus members, invites and the bot's audit trail.
 */
function guildView(state: DiscordState, guild: EmulatedGuild, basePath: string) {
  const channelIds = new Set(guild.channels.keys());
  return {
    id: guild.id,
    name: guild.name,
    ownerId: guild.ownerId,
    features: guild.features,
    systemChannelId: guild.systemChannelId,
    systemChannelFlags: guild.systemChannelFlags,
    welcomeScreen: guild.welcomeScreen,
    onboarding: guild.onboarding,
    autoModRules: [...guild.autoModRules.values()],
    roles: sortedRoles(guild),
    channels: [...guild.channels.values()],
    messages: state.messages.all().filter((message) => channelIds.has(message.channel_id)),
    members: [...guild.members.keys()].map((userId) => ({
      ...memberView(guild, userId),
      bot: userId === state.botUser.id,
    })),
    invites: state.invites.inGuild(guild.id).map((invite) => ({
      code: invite.code,
      // Where the invite opens in the sandbox, as https://discord.gg/<code> opens it in Discord.
      url: `${state.application.publicBaseUrl}${basePath}/invite/${invite.code}`,
      channelId: invite.channelId,
      maxAge: invite.maxAge,
      maxUses: invite.maxUses,
    })),
    auditLog: state.auditLog.inGuild(guild.id),
  };
}

/** The Admin role people get from `administrator: true`: the guild's, or a new one at the top. */
function adminRole(state: DiscordState, guild: EmulatedGuild): string {
  const existing = sortedRoles(guild).find(
    (role) =>
      !role.managed && hasPermission(BigInt(role.permissions), PermissionFlagsBits.Administrator),
  );
  if (existing) return existing.id;
  const role = {
    id: state.snowflakes.next(),
    name: 'Admin',
    color: 0xe74c3c,
    colors: { primary_color: 0xe74c3c, secondary_color: null, tertiary_color: null },
    hoist: true,
    icon: null,
    unicode_emoji: null,
    position: guild.roles.size,
    permissions: PermissionFlagsBits.Administrator.toString(),
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
  guild.roles.set(role.id, role);
  return role.id;
}

/**
 * createGuild adds our bot, the state most emulated flows start from; a server
 * made without it is as Discord makes one, and the bot's managed role goes
 * with it, as when a bot leaves.
 */
function removeBot(state: DiscordState, guild: EmulatedGuild): void {
  guild.members.delete(state.botUser.id);
  for (const role of [...guild.roles.values()]) {
    if (role.tags?.bot_id === state.botUser.id) guild.roles.delete(role.id);
  }
}

/** Guilds, their members and the bot's permissions in them, as the people in the servers see them. */
export async function guildControlRoutes(
  app: FastifyInstance,
  options: { state: DiscordState; basePath: string },
) {
  const { state } = options;

  app.get('/guilds', async () =>
    [...state.guilds.values()].map(({ id: guildId, name, ownerId }) => ({
      id: guildId,
      name,
      ownerId,
    })),
  );

  app.post('/guilds', async (request, reply) => {
    const body = parseControl(newGuildBody, request.body, 'Invalid guild');
    // Without an owner the new server belongs to the first seed user, the one demos sign in as.
    const ownerId = body.ownerId ?? SEED_USER_IDS.ava;
    if (!state.users.has(ownerId)) {
      throw new ControlError(404, 'UNKNOWN_USER', `No emulated user has the id ${ownerId}`);
    }
    const guild = createGuild(state, { name: body.name, ownerId, community: body.community });
    if (!body.withBot) removeBot(state, guild);
    return reply.code(201).send(guildView(state, guild, options.basePath));
  });

  app.get('/guilds/:guildId', async (request) => {
    const { guildId } = parseControl(z.object({ guildId: z.string() }), request.params);
    return guildView(state, guildOf(state, guildId), options.basePath);
  });

  /**
   * The chat-input commands a person sees in the guild: its own, then global
   * ones not shadowed; none until the app is added there.
   */
  app.get('/guilds/:guildId/commands', async (request) => {
    const { guildId } = parseControl(z.object({ guildId: z.string() }), request.params);
    const guild = guildOf(state, guildId);
    if (!guild.members.has(state.botUser.id)) return [];
    const own = state.commands.list(guild.id);
    const global = state.commands
      .list(null)
      .filter(
        (command) => !own.some((mine) => mine.name === command.name && mine.type === command.type),
      );
    return [...own, ...global].filter(
      (command) => command.type === ApplicationCommandType.ChatInput,
    );
  });

  app.post('/guilds/:guildId/members', async (request, reply) => {
    const { guildId } = parseControl(z.object({ guildId: z.string() }), request.params);
    const guild = guildOf(state, guildId);
    const body = parseControl(newMemberBody, request.body, 'Invalid member');
    if (!state.users.has(body.userId)) {
      throw new ControlError(404, 'UNKNOWN_USER', `No emulated user has the id ${body.userId}`);
    }
    const unknownRole = body.roleIds.find(
      (roleId) => !guild.roles.has(roleId) || roleId === guild.id,
    );
    if (unknownRole) throw new ControlError(404, 'UNKNOWN_ROLE', `No role ${unknownRole} here`);
    const roleIds = [
      ...new Set([...body.roleIds, ...(body.administrator ? [adminRole(state, guild)] : [])]),
    ];
    const existing = guild.members.get(body.userId);
    if (existing) existing.roleIds = roleIds;
    else joinGuild(state, guild, body.userId, roleIds);
    return reply.code(existing ? 200 : 201).send(memberView(guild, body.userId));
  });

  app.put('/guilds/:guildId/bot-permissions', async (request) => {
    const { guildId } = parseControl(z.object({ guildId: z.string() }), request.params);
    const guild = guildOf(state, guildId);
    const { permissions } = parseControl(permissionsBody, request.body, 'Invalid permissions');
    setBotPermissions(state, guild, BigInt(permissions));
    return memberView(guild, state.botUser.id);
  });
}
