import { type APIMessage, PermissionFlagsBits } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MultipartMessage, prepareAttachments } from '../attachments.ts';
import { channelPermissions } from '../channel-permissions.ts';
import { MESSAGEABLE_TYPES } from '../channels.ts';
import {
  DiscordApiError,
  MISSING_PERMISSIONS,
  NON_TEXT_CHANNEL,
  UNKNOWN_MESSAGE,
} from '../errors.ts';
import { asReadByBot } from '../message-content.ts';
import { messageBodySchema, messageEditSchema, snowflake } from '../message-schemas.ts';
import { buildMessage, editMessage } from '../messages.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from '../model.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { toAPIUser } from '../users.ts';
import { botChannel, paramOf, parseForm, requireBot } from './access.ts';

const channelPath = z.object({ channelId: z.string() });
const messagePath = z.object({ channelId: z.string(), messageId: z.string() });

const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: snowflake.optional(),
  after: snowflake.optional(),
  around: snowflake.optional(),
});

export function requireChannelPermission(
  state: DiscordState,
  guild: EmulatedGuild,
  channel: EmulatedGuildChannel,
  bit: bigint,
): void {
  if ((channelPermissions(guild, state.botUser.id, channel) & bit) === 0n) {
    throw new DiscordApiError(403, MISSING_PERMISSIONS);
  }
}

function messageIn(state: DiscordState, channelId: string, messageId: string): APIMessage {
  const message = state.messages.get(messageId);
  if (!message || message.channel_id !== channelId) throw new DiscordApiError(404, UNKNOWN_MESSAGE);
  return message;
}

/** Newest first, as Discord pages history: `before`, `after` or `around` a message id. */
function page(messages: APIMessage[], query: z.infer<typeof historyQuery>): APIMessage[] {
  const newestFirst = [...messages].reverse();
  const id = (message: APIMessage) => BigInt(message.id);
  if (query.after) {
    const after = BigInt(query.after);
    return newestFirst.filter((message) => id(message) > after).slice(-query.limit);
  }
  if (query.around) {
    const around = BigInt(query.around);
    const half = Math.floor(query.limit / 2);
    const newer = newestFirst.filter((message) => id(message) > around).slice(-half);
    const rest = newestFirst.filter((message) => id(message) <= around);
    return [...newer, ...rest.slice(0, query.limit - newer.length)];
  }
  const before = query.before ? BigInt(query.before) : null;
  return newestFirst
    .filter((message) => before === null || id(message) < before)
    .slice(0, query.limit);
}

/** Channel messages, for the bot; posts may carry files (multipart), served under `cdnBase`. */
export async function messageRoutes(
  app: FastifyInstance,
  options: { state: DiscordState; cdnBase: string },
) {
  const { state, cdnBase } = options;
  const limits = state.rateLimits;
  const byChannel = paramOf('channelId');
  const bot = requireBot(state);

  app.post(
    '/v10/channels/:channelId/messages',
    { onRequest: [rateLimited(limits, BUCKETS.createMessage, byChannel), bot] },
    async (request) => {
      const { guild, channel } = botChannel(state, channelPath.parse(request.params).channelId);
      if (!MESSAGEABLE_TYPES.includes(channel.type))
        throw new DiscordApiError(400, NON_TEXT_CHANNEL);
      requireChannelPermission(state, guild, channel, PermissionFlagsBits.SendMessages);
      const upload = request.body instanceof MultipartMessage ? request.body : null;
      if (upload && upload.files.length > 0) {
        requireChannelPermission(state, guild, channel, PermissionFlagsBits.AttachFiles);
      }
      const body = parseForm(messageBodySchema, (upload ? upload.payload : request.body) ?? {});
      const files = prepareAttachments(state, upload, { channelId: channel.id, cdnBase });
      const message = buildMessage(state, {
        guild,
        channelId: channel.id,
        author: toAPIUser(state.botUser),
        body,
        attachments: files.attachments,
      });
      files.store(message.id);
      state.messages.add(message);
      (channel as { last_message_id?: string | null }).last_message_id = message.id;
      return message;
    },
  );

  app.get(
    '/v10/channels/:channelId/messages',
    { onRequest: [rateLimited(limits, BUCKETS.listMessages, byChannel), bot] },
    async (request) => {
      const { guild, channel } = botChannel(state, channelPath.parse(request.params).channelId);
      const query = parseForm(historyQuery, request.query);
      const permissions = channelPermissions(guild, state.botUser.id, channel);
      // Without Read Message History Discord answers an empty page, not an error.
      if ((permissions & PermissionFlagsBits.ReadMessageHistory) === 0n) return [];
      const history = state.messages.inChannel(channel.id, { includeEphemeral: false });
      return page(history, query).map((message) => asReadByBot(state, message));
    },
  );

  app.get(
    '/v10/channels/:channelId/messages/:messageId',
    { onRequest: [rateLimited(limits, BUCKETS.getMessage, byChannel), bot] },
    async (request) => {
      const { channelId, messageId } = messagePath.parse(request.params);
      const { channel } = botChannel(state, channelId);
      return asReadByBot(state, messageIn(state, channel.id, messageId));
    },
  );

  app.patch(
    '/v10/channels/:channelId/messages/:messageId',
    { onRequest: [rateLimited(limits, BUCKETS.editMessage, byChannel), bot] },
    async (request) => {
      const { channelId, messageId } = messagePath.parse(request.params);
      const { guild, channel } = botChannel(state, channelId);
      const message = messageIn(state, channel.id, messageId);
      if (message.author.id !== state.botUser.id) {
        throw new DiscordApiError(403, {
          message: 'Cannot edit a message authored by another user',
          code: 50005,
        });
      }
      return editMessage(state, guild, message, parseForm(messageEditSchema, request.body ?? {}));
    },
  );

  app.delete(
    '/v10/channels/:channelId/messages/:messageId',
    { onRequest: [rateLimited(limits, BUCKETS.deleteMessage, byChannel), bot] },
    async (request, reply) => {
      const { channelId, messageId } = messagePath.parse(request.params);
      const { guild, channel } = botChannel(state, channelId);
      const message = messageIn(state, channel.id, messageId);
      if (message.author.id !== state.botUser.id) {
        requireChannelPermission(state, guild, channel, PermissionFlagsBits.ManageMessages);
      }
      state.messages.remove(message.id);
      state.attachments.removeMessage(message.id);
      return reply.code(204).send();
    },
  );
}
