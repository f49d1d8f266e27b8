import { PermissionFlagsBits } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { visibleChannels } from '../channel-visibility.ts';
import { MESSAGEABLE_TYPES } from '../channels.ts';
import { joinGuild } from '../member-joins.ts';
import type { AllowedMentions } from '../message-schemas.ts';
import { buildMessage } from '../messages.ts';
import type { EmulatedGuild, EmulatedUser } from '../model.ts';
import { hasPermission } from '../permissions.ts';
import { findChannel } from '../rest/access.ts';
import { isSnowflake } from '../snowflake.ts';
import type { DiscordState } from '../state.ts';
import { findOrCreateUser, toAPICurrentUser, toAPIUser, usernameProblem } from '../users.ts';
import { ControlError, parseControl } from './control-errors.ts';
import { guildOf, memberView, requireVisible } from './views.ts';

const id = z.string().refine(isSnowflake, 'Must be a snowflake');

const joinBody = z.object({
  username: z
    .string()
    .refine((name) => usernameProblem(name) === null, {
      error: (issue) => usernameProblem(String(issue.input)) ?? 'Invalid username',
    })
    .optional(),
});

const memberMessageBody = z.object({
  userId: id,
  // Discord's limit for a message a person types.
  content: z.string().trim().min(1).max(2000),
});

/** The first free `newcomer-<n>`, so each join plays a different person. */
function freshUsername(state: DiscordState): string {
  const taken = new Set([...state.users.values()].map((user) => user.username));
  let n = 1;
  while (taken.has(`newcomer-${n}`)) n += 1;
  return `newcomer-${n}`;
}

function memberOf(state: DiscordState, guild: EmulatedGuild, userId: string): EmulatedUser {
  const user = state.users.get(userId);
  if (!user) throw new ControlError(404, 'UNKNOWN_USER', `No emulated user has the id ${userId}`);
  if (!guild.members.has(userId)) {
    throw new ControlError(
      403,
      'NOT_A_MEMBER',
      `${user.username} is not a member of ${guild.name}`,
    );
  }
  return user;
}

/**
 * Pings as Discord lets a person ping: @everyone and @here and any role only
 * with Mention Everyone, otherwise people and the roles that allow mentions.
 */
function mentionsAllowed(guild: EmulatedGuild, permissions: bigint): AllowedMentions | undefined {
  if (hasPermission(permissions, PermissionFlagsBits.MentionEveryone)) return undefined;
  const mentionable = [...guild.roles.values()].filter((role) => role.mentionable);
  return { parse: ['users'], roles: mentionable.map((role) => role.id) };
}

/** The people in the servers: newcomers joining, what each member sees, and what they write. */
export async function memberControlRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;

  app.post('/guilds/:guildId/join', async (request, reply) => {
    const { guildId } = parseControl(z.object({ guildId: z.string() }), request.params);
    const guild = guildOf(state, guildId);
    const body = parseControl(joinBody, request.body, 'Invalid newcomer');
    const username = body.username ?? freshUsername(state);
    if ([...state.users.values()].some((user) => user.username === username)) {
      throw new ControlError(409, 'USERNAME_TAKEN', `${username} is someone already`);
    }
    const user = findOrCreateUser(state, username);
    joinGuild(state, guild, user.id);
    return reply.code(201).send({
      user: toAPICurrentUser(user, { withEmail: true }),
      member: memberView(guild, user.id),
    });
  });

  app.get('/guilds/:guildId/members/:userId/channels', async (request) => {
    const params = parseControl(
      z.object({ guildId: z.string(), userId: z.string() }),
      request.params,
    );
    const guild = guildOf(state, params.guildId);
    memberOf(state, guild, params.userId);
    return visibleChannels(guild, params.userId);
  });

  app.post('/channels/:channelId/messages', async (request, reply) => {
    const { channelId } = parseControl(z.object({ channelId: z.string() }), request.params);
    const body = parseControl(memberMessageBody, request.body, 'Invalid message');
    const found = findChannel(state, channelId);
    if (!found)
      throw new ControlError(404, 'UNKNOWN_CHANNEL', `No channel has the id ${channelId}`);
    const { guild, channel } = found;
    const user = memberOf(state, guild, body.userId);
    const permissions = requireVisible(guild, user.id, channel);
    if (
      !MESSAGEABLE_TYPES.includes(channel.type) ||
      !hasPermission(permissions, PermissionFlagsBits.SendMessages)
    ) {
      throw new ControlError(403, 'NO_SEND', `${user.username} may not post in #${channel.name}`);
    }
    const message = buildMessage(state, {
      guild,
      channelId: channel.id,
      author: toAPIUser(user),
      body: { content: body.content, allowed_mentions: mentionsAllowed(guild, permissions) },
    });
    state.messages.add(message);
    (channel as { last_message_id?: string | null }).last_message_id = message.id;
    return reply.code(201).send(message);
  });
}
