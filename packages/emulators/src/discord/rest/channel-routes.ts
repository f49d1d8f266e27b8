import { AuditLogEvent } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordBotAction } from '../audit-log.ts';
import {
  deleteChannel,
  modifyChannel,
  moveChannels,
  requireManageChannels,
} from '../channel-edits.ts';
import {
  channelPositionsSchema,
  createChannelSchema,
  modifyChannelSchema,
} from '../channel-schemas.ts';
import { newChannel } from '../channels.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { botChannel, botGuild, findChannel, paramOf, parseForm, requireBot } from './access.ts';

const guildPath = z.object({ guildId: z.string() });
const channelPath = z.object({ channelId: z.string() });

/** The guild channel routes and GET/PATCH/DELETE /channels/:id, for the bot. */
export async function channelRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const limits = state.rateLimits;
  const byGuild = paramOf('guildId');
  const byChannel = paramOf('channelId');
  // Deletes count per guild, as Discord counts them, though the path names only the channel.
  const byChannelGuild = (request: FastifyRequest) => {
    const channelId = byChannel(request);
    return findChannel(state, channelId)?.guild.id ?? channelId;
  };
  const bot = requireBot(state);

  app.get(
    '/v10/guilds/:guildId/channels',
    { onRequest: [rateLimited(limits, BUCKETS.listChannels, byGuild), bot] },
    async (request) => [
      ...botGuild(state, guildPath.parse(request.params).guildId).channels.values(),
    ],
  );

  app.post(
    '/v10/guilds/:guildId/channels',
    { onRequest: [rateLimited(limits, BUCKETS.createChannel, byGuild), bot] },
    async (request, reply) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      requireManageChannels(state, guild);
      const channel = newChannel(state, guild, parseForm(createChannelSchema, request.body));
      guild.channels.set(channel.id, channel);
      recordBotAction(state, request, {
        guildId: guild.id,
        actionType: AuditLogEvent.ChannelCreate,
        targetId: channel.id,
      });
      return reply.code(201).send(channel);
    },
  );

  app.patch(
    '/v10/guilds/:guildId/channels',
    { onRequest: [rateLimited(limits, BUCKETS.moveChannels, byGuild), bot] },
    async (request, reply) => {
      const guild = botGuild(state, guildPath.parse(request.params).guildId);
      moveChannels(state, guild, parseForm(channelPositionsSchema, request.body));
      recordBotAction(state, request, {
        guildId: guild.id,
        actionType: AuditLogEvent.ChannelUpdate,
        targetId: guild.id,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/v10/channels/:channelId',
    { onRequest: [rateLimited(limits, BUCKETS.getChannel, byChannel), bot] },
    async (request) => botChannel(state, channelPath.parse(request.params).channelId).channel,
  );

  app.patch(
    '/v10/channels/:channelId',
    { onRequest: [rateLimited(limits, BUCKETS.modifyChannel, byChannel), bot] },
    async (request) => {
      const { guild, channel } = botChannel(state, channelPath.parse(request.params).channelId);
      const edited = modifyChannel(
        state,
        guild,
        channel,
        parseForm(modifyChannelSchema, request.body ?? {}),
      );
      recordBotAction(state, request, {
        guildId: guild.id,
        actionType: AuditLogEvent.ChannelUpdate,
        targetId: channel.id,
      });
      return edited;
    },
  );

  app.delete(
    '/v10/channels/:channelId',
    { onRequest: [rateLimited(limits, BUCKETS.deleteChannel, byChannelGuild), bot] },
    async (request) => {
      const { guild, channel } = botChannel(state, channelPath.parse(request.params).channelId);
      const deleted = deleteChannel(state, guild, channel);
      recordBotAction(state, request, {
        guildId: guild.id,
        actionType: AuditLogEvent.ChannelDelete,
        targetId: channel.id,
      });
      return deleted;
    },
  );
}
