import { ChannelType } from 'discord-api-types/v10';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SEED_GUILD_IDS } from '../seed.ts';
import { isSnowflake } from '../snowflake.ts';
import type { DiscordState } from '../state.ts';
import { type IncomingWebhook, incomingWebhookUrl } from '../webhooks.ts';
import { ControlError, parseControl } from './control-errors.ts';

const newWebhookBody = z.object({
  name: z.string().trim().min(1).max(80),
  /** A text channel of any guild; #general of Ava's Workshop when absent. */
  channelId: z.string().refine(isSnowflake, 'Must be a snowflake').optional(),
});

/** Incoming webhooks: create one (as a server admin would in Integrations) and read what it received. */
export async function webhookControlRoutes(
  app: FastifyInstance,
  options: { state: DiscordState; basePath: string },
) {
  const { state } = options;
  const emulatorBaseUrl = `${state.application.publicBaseUrl}${options.basePath}`;
  const view = (webhook: IncomingWebhook) => ({
    id: webhook.id,
    token: webhook.token,
    name: webhook.name,
    guildId: webhook.guildId,
    channelId: webhook.channelId,
    url: incomingWebhookUrl(emulatorBaseUrl, webhook),
  });

  app.get('/webhooks', async () => state.webhooks.all().map(view));

  app.post('/webhooks', async (request, reply) => {
    const body = parseControl(newWebhookBody, request.body, 'Invalid webhook');
    const guilds = body.channelId
      ? [...state.guilds.values()]
      : [state.guilds.get(SEED_GUILD_IDS.avasWorkshop)].filter((guild) => guild !== undefined);
    for (const guild of guilds) {
      const channel = body.channelId
        ? guild.channels.get(body.channelId)
        : [...guild.channels.values()].find(
            (candidate) => candidate.type === ChannelType.GuildText,
          );
      if (
        channel?.type === ChannelType.GuildText ||
        channel?.type === ChannelType.GuildAnnouncement
      ) {
        const webhook = state.webhooks.create(state, {
          name: body.name,
          guildId: guild.id,
          channelId: channel.id,
        });
        return reply.code(201).send(view(webhook));
      }
    }
    throw new ControlError(404, 'UNKNOWN_CHANNEL', 'No text channel to attach the webhook to');
  });

  app.get('/webhooks/:webhookId/messages', async (request) => {
    const { webhookId } = parseControl(z.object({ webhookId: z.string() }), request.params);
    if (!state.webhooks.get(webhookId)) {
      throw new ControlError(404, 'UNKNOWN_WEBHOOK', `No webhook has the id ${webhookId}`);
    }
    return state.messages.all().filter((message) => message.webhook_id === webhookId);
  });
}
