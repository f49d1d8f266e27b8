import { AuditLogEvent, ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordBotAction } from '../audit-log.ts';
import { DiscordApiError, WRONG_CHANNEL_TYPE } from '../errors.ts';
import { toAPIInvite } from '../invites.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { botChannel, paramOf, parseForm, requireBot } from './access.ts';
import { requireChannelPermission } from './message-routes.ts';

const channelPath = z.object({ channelId: z.string() });

const inviteBody = z.looseObject({
  max_age: z.number().int().min(0).max(604800).default(86400),
  max_uses: z.number().int().min(0).max(100).default(0),
  temporary: z.boolean().default(false),
  unique: z.boolean().default(false),
});

/** A channel's invites: create (reusing a like one unless `unique`) and list, for the bot. */
export async function inviteRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const limits = state.rateLimits;
  const byChannel = paramOf('channelId');
  const bot = requireBot(state);

  app.post(
    '/v10/channels/:channelId/invites',
    { onRequest: [rateLimited(limits, BUCKETS.createInvite, byChannel), bot] },
    async (request) => {
      const { guild, channel } = botChannel(state, channelPath.parse(request.params).channelId);
      if (channel.type === ChannelType.GuildCategory) {
        throw new DiscordApiError(400, WRONG_CHANNEL_TYPE);
      }
      requireChannelPermission(state, guild, channel, PermissionFlagsBits.CreateInstantInvite);
      const body = parseForm(inviteBody, request.body ?? {});
      const settings = {
        guildId: guild.id,
        channelId: channel.id,
        inviterId: state.botUser.id,
        maxAge: body.max_age,
        maxUses: body.max_uses,
        temporary: body.temporary,
      };
      const reused = body.unique ? undefined : state.invites.findReusable(settings, state.now());
      const invite = reused ?? state.invites.create({ ...settings, createdAt: state.now() });
      if (!reused) {
        recordBotAction(state, request, {
          guildId: guild.id,
          actionType: AuditLogEvent.InviteCreate,
          targetId: channel.id,
        });
      }
      return toAPIInvite(state, invite, guild, channel);
    },
  );

  // Listing needs Manage Channels on the channel, as on Discord; expired invites are gone.
  app.get(
    '/v10/channels/:channelId/invites',
    { onRequest: [rateLimited(limits, BUCKETS.listInvites, byChannel), bot] },
    async (request) => {
      const { guild, channel } = botChannel(state, channelPath.parse(request.params).channelId);
      requireChannelPermission(state, guild, channel, PermissionFlagsBits.ManageChannels);
      const now = state.now();
      return state.invites
        .inChannel(channel.id)
        .filter((invite) => invite.maxAge === 0 || invite.createdAt + invite.maxAge * 1000 > now)
        .map((invite) => toAPIInvite(state, invite, guild, channel));
    },
  );
}
