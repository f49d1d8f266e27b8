import type { APIMessage } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DiscordApiError,
  INVALID_WEBHOOK_TOKEN,
  UNKNOWN_CHANNEL,
  UNKNOWN_MESSAGE,
  UNKNOWN_WEBHOOK,
} from '../errors.ts';
import { interactionMessage } from '../interactions/responses.ts';
import { type InteractionRecord, tokenExpired } from '../interactions/store.ts';
import { messageBodySchema, messageEditSchema } from '../message-schemas.ts';
import { buildMessage, editMessage, LOADING_FLAG } from '../messages.ts';
import { rateLimited } from '../rate-limit.ts';
import { BUCKETS } from '../rate-limit-rules.ts';
import type { DiscordState } from '../state.ts';
import { type IncomingWebhook, webhookAuthor } from '../webhooks.ts';
import { findChannel, parseForm } from './access.ts';

const webhookPath = z.object({ webhookId: z.string(), token: z.string() });
const messagePath = webhookPath.extend({ messageId: z.string() });
const executeQuery = z.looseObject({ wait: z.enum(['true', 'false']).default('false') });
const executeBody = messageBodySchema.extend({
  username: z.string().min(1).max(80).optional(),
  avatar_url: z.string().max(2048).optional(),
});

type Target =
  | { kind: 'interaction'; record: InteractionRecord }
  | { kind: 'incoming'; webhook: IncomingWebhook };

/**
 * Who a webhook URL belongs to. The application's id with an interaction
 * token addresses that interaction (usable once it was answered, for 15
 * minutes: then 401 Invalid Webhook Token); any other id an incoming webhook.
 */
async function targetOf(state: DiscordState, webhookId: string, token: string): Promise<Target> {
  if (webhookId === state.application.id) {
    const record = state.interactions.withToken(token);
    if (!record) throw new DiscordApiError(404, UNKNOWN_WEBHOOK);
    if (tokenExpired(record, state.now())) throw new DiscordApiError(401, INVALID_WEBHOOK_TOKEN);
    // A call racing the app's HTTP reply waits for it, as the token only works once answered.
    await record.settled;
    if (record.status !== 'acknowledged') throw new DiscordApiError(404, UNKNOWN_WEBHOOK);
    return { kind: 'interaction', record };
  }
  const webhook = state.webhooks.get(webhookId);
  if (!webhook) throw new DiscordApiError(404, UNKNOWN_WEBHOOK);
  if (webhook.token !== token) throw new DiscordApiError(401, INVALID_WEBHOOK_TOKEN);
  return { kind: 'incoming', webhook };
}

function targetMessage(state: DiscordState, target: Target, messageId: string): APIMessage {
  let id: string | null = messageId;
  if (target.kind === 'interaction') {
    const { record } = target;
    if (messageId === '@original') id = record.originalMessageId;
    else if (messageId !== record.originalMessageId && !record.followupIds.includes(messageId))
      id = null;
  }
  const message = id === null ? undefined : state.messages.get(id);
  if (!message || (target.kind === 'incoming' && message.webhook_id !== target.webhook.id)) {
    throw new DiscordApiError(404, UNKNOWN_MESSAGE);
  }
  return message;
}

function guildOfMessage(state: DiscordState, message: APIMessage) {
  const found = findChannel(state, message.channel_id);
  if (!found) throw new DiscordApiError(404, UNKNOWN_CHANNEL);
  return found.guild;
}

/**
 * A follow-up. The first one after a deferred response fills the "thinking"
 * placeholder, as Discord does; later ones are new messages.
 */
function followUp(
  state: DiscordState,
  record: InteractionRecord,
  body: z.infer<typeof executeBody>,
) {
  const original = record.originalMessageId
    ? state.messages.get(record.originalMessageId)
    : undefined;
  if (original && ((original.flags ?? 0) & LOADING_FLAG) !== 0) {
    return editMessage(state, guildOfMessage(state, original), original, body);
  }
  const message = interactionMessage(state, record, body);
  record.followupIds.push(message.id);
  return message;
}

function execute(state: DiscordState, webhook: IncomingWebhook, body: z.infer<typeof executeBody>) {
  const found = findChannel(state, webhook.channelId);
  if (!found) throw new DiscordApiError(404, UNKNOWN_WEBHOOK);
  const author = webhookAuthor(webhook);
  if (body.username) author.username = body.username;
  const message = buildMessage(state, {
    guild: found.guild,
    channelId: webhook.channelId,
    author,
    body,
    webhookId: webhook.id,
  });
  state.messages.add(message);
  return message;
}

/**
 * Webhook routes, versioned and not (incoming webhook URLs carry no version):
 * executing, and reading, editing and deleting a webhook's messages, for both
 * interaction tokens and incoming webhooks. Webhooks take no Authorization.
 */
export async function webhookRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;
  const limits = state.rateLimits;
  const byWebhook = (request: FastifyRequest) => {
    const { webhookId, token } = request.params as { webhookId?: string; token?: string };
    return `${webhookId}/${token}`;
  };
  // An interaction token's webhook carries the application's id; the global limit does not bind it.
  const ofInteraction = (request: FastifyRequest) =>
    (request.params as { webhookId?: string }).webhookId === state.application.id;

  for (const version of ['/v10', '']) {
    app.post(
      `${version}/webhooks/:webhookId/:token`,
      { onRequest: rateLimited(limits, BUCKETS.executeWebhook, byWebhook, ofInteraction) },
      async (request, reply) => {
        const { webhookId, token } = webhookPath.parse(request.params);
        const target = await targetOf(state, webhookId, token);
        const { wait } = parseForm(executeQuery, request.query);
        const body = parseForm(executeBody, request.body ?? {});
        const message =
          target.kind === 'interaction'
            ? followUp(state, target.record, body)
            : execute(state, target.webhook, body);
        return wait === 'true' ? message : reply.code(204).send();
      },
    );

    app.get(
      `${version}/webhooks/:webhookId/:token/messages/:messageId`,
      { onRequest: rateLimited(limits, BUCKETS.getWebhookMessage, byWebhook, ofInteraction) },
      async (request) => {
        const { webhookId, token, messageId } = messagePath.parse(request.params);
        return targetMessage(state, await targetOf(state, webhookId, token), messageId);
      },
    );

    app.patch(
      `${version}/webhooks/:webhookId/:token/messages/:messageId`,
      { onRequest: rateLimited(limits, BUCKETS.editWebhookMessage, byWebhook, ofInteraction) },
      async (request) => {
        const { webhookId, token, messageId } = messagePath.parse(request.params);
        const message = targetMessage(state, await targetOf(state, webhookId, token), messageId);
        const edit = parseForm(messageEditSchema, request.body ?? {});
        return editMessage(state, guildOfMessage(state, message), message, edit);
      },
    );

    app.delete(
      `${version}/webhooks/:webhookId/:token/messages/:messageId`,
      { onRequest: rateLimited(limits, BUCKETS.deleteWebhookMessage, byWebhook, ofInteraction) },
      async (request, reply) => {
        const { webhookId, token, messageId } = messagePath.parse(request.params);
        const message = targetMessage(state, await targetOf(state, webhookId, token), messageId);
        state.messages.remove(message.id);
        return reply.code(204).send();
      },
    );
  }
}
