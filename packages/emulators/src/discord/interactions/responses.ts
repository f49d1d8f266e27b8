import {
  type APIApplicationCommandOptionChoice,
  type APIMessage,
  InteractionType,
  MessageType,
  InteractionResponseType as R,
} from 'discord-api-types/v10';
import { z } from 'zod';
import {
  ALREADY_ACKNOWLEDGED,
  DiscordApiError,
  formError,
  invalidFormBody,
  UNKNOWN_CHANNEL,
} from '../errors.ts';
import { messageBodySchema, messageEditSchema, modalSchema, text } from '../message-schemas.ts';
import { buildMessage, EPHEMERAL_FLAG, editMessage, LOADING_FLAG } from '../messages.ts';
import { findChannel } from '../rest/access.ts';
import type { DiscordState } from '../state.ts';
import { toAPIUser } from '../users.ts';
import { interactionMetadata } from './payloads.ts';
import type { InteractionRecord } from './store.ts';

const choice = z.looseObject({
  name: text(1, 100),
  value: z.union([text(0, 100), z.number()]),
});

const interactionResponseSchema = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal(R.Pong) }),
  z.looseObject({ type: z.literal(R.ChannelMessageWithSource), data: messageBodySchema }),
  z.looseObject({
    type: z.literal(R.DeferredChannelMessageWithSource),
    data: z.looseObject({ flags: z.number().int().min(0).optional() }).optional(),
  }),
  z.looseObject({ type: z.literal(R.DeferredMessageUpdate) }),
  z.looseObject({ type: z.literal(R.UpdateMessage), data: messageEditSchema.optional() }),
  z.looseObject({
    type: z.literal(R.ApplicationCommandAutocompleteResult),
    data: z.looseObject({ choices: z.array(choice).max(25) }),
  }),
  z.looseObject({ type: z.literal(R.Modal), data: modalSchema }),
]);

export type InteractionResponse = z.infer<typeof interactionResponseSchema>;

/** Which responses Discord accepts for each kind of interaction. */
const ALLOWED: Record<InteractionType, readonly R[]> = {
  [InteractionType.Ping]: [R.Pong],
  [InteractionType.ApplicationCommand]: [
    R.ChannelMessageWithSource,
    R.DeferredChannelMessageWithSource,
    R.Modal,
  ],
  [InteractionType.MessageComponent]: [
    R.ChannelMessageWithSource,
    R.DeferredChannelMessageWithSource,
    R.DeferredMessageUpdate,
    R.UpdateMessage,
    R.Modal,
  ],
  [InteractionType.ApplicationCommandAutocomplete]: [R.ApplicationCommandAutocompleteResult],
  [InteractionType.ModalSubmit]: [
    R.ChannelMessageWithSource,
    R.DeferredChannelMessageWithSource,
    R.DeferredMessageUpdate,
    R.UpdateMessage,
  ],
};

/** Messages an interaction creates: its original response and follow-ups, authored by the bot. */
export function interactionMessage(
  state: DiscordState,
  record: InteractionRecord,
  body: z.infer<typeof messageBodySchema>,
  extraFlags = 0,
): APIMessage {
  const found = findChannel(state, record.channelId);
  const user = state.users.get(record.userId);
  if (!found || !user) throw new DiscordApiError(404, UNKNOWN_CHANNEL);
  const message = buildMessage(state, {
    guild: found.guild,
    channelId: record.channelId,
    author: toAPIUser(state.botUser),
    body,
    type:
      record.type === InteractionType.ApplicationCommand
        ? MessageType.ChatInputCommand
        : MessageType.Default,
    allowEphemeral: true,
    extraFlags,
    webhookId: record.applicationId,
    applicationId: record.applicationId,
    interactionMetadata: interactionMetadata(record, user, found.guild.id),
  });
  state.messages.add(message);
  return message;
}

function sourceMessage(state: DiscordState, record: InteractionRecord): APIMessage {
  const message = record.sourceMessageId ? state.messages.get(record.sourceMessageId) : undefined;
  if (!message) {
    throw new DiscordApiError(
      400,
      formError(
        ['type'],
        'INTERACTION_RESPONSE_TYPE_INVALID',
        'This interaction has no message to update',
      ),
    );
  }
  return message;
}

/**
 * Applies the first response to an interaction, from the app's HTTP reply or
 * the callback route: the original message, a deferred placeholder, an
 * update of the clicked message, autocomplete choices or a modal. Throws
 * Discord's error when the response is invalid or comes a second time.
 */
export function applyInteractionResponse(
  state: DiscordState,
  record: InteractionRecord,
  raw: unknown,
): InteractionResponse {
  state.exchanges.emit({ kind: 'interaction-reply', interactionId: record.id, body: raw });
  if (record.status !== 'pending') throw new DiscordApiError(400, ALREADY_ACKNOWLEDGED);
  const parsed = interactionResponseSchema.safeParse(raw);
  if (!parsed.success) throw new DiscordApiError(400, invalidFormBody(parsed.error));
  const response = parsed.data;
  if (!ALLOWED[record.type].includes(response.type)) {
    throw new DiscordApiError(
      400,
      formError(
        ['type'],
        'INTERACTION_RESPONSE_TYPE_INVALID',
        'Interaction response type is invalid',
      ),
    );
  }
  switch (response.type) {
    case R.ChannelMessageWithSource:
      record.originalMessageId = interactionMessage(state, record, response.data).id;
      break;
    case R.DeferredChannelMessageWithSource: {
      const ephemeral = (response.data?.flags ?? 0) & EPHEMERAL_FLAG;
      const placeholder = interactionMessage(state, record, { flags: ephemeral }, LOADING_FLAG);
      record.originalMessageId = placeholder.id;
      break;
    }
    case R.DeferredMessageUpdate:
      record.originalMessageId = sourceMessage(state, record).id;
      break;
    case R.UpdateMessage: {
      const message = sourceMessage(state, record);
      const found = findChannel(state, message.channel_id);
      if (found && response.data) editMessage(state, found.guild, message, response.data);
      record.originalMessageId = message.id;
      break;
    }
    case R.ApplicationCommandAutocompleteResult:
      record.choices = response.data.choices as APIApplicationCommandOptionChoice[];
      break;
    case R.Modal:
      record.modal = response.data;
      break;
    default:
      break;
  }
  record.status = 'acknowledged';
  record.responseType = response.type;
  record.settle();
  return response;
}

/** Marks an interaction failed ("This interaction failed" in Discord's client). */
export function failInteraction(record: InteractionRecord, failure: string): void {
  if (record.status === 'pending') {
    record.status = 'failed';
    record.failure = failure;
  }
  record.settle();
}

/** The messages an interaction has produced so far: the original (as edited), then follow-ups. */
export function interactionMessages(state: DiscordState, record: InteractionRecord): APIMessage[] {
  const ids = [record.originalMessageId, ...record.followupIds].filter(
    (id): id is string => id !== null,
  );
  return ids.flatMap((id) => {
    const message = state.messages.get(id);
    return message ? [message] : [];
  });
}
