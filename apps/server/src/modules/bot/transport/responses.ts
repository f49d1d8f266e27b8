import {
  type APIActionRowComponent,
  type APIComponentInMessageActionRow,
  type APIInteractionResponse,
  type APIInteractionResponseCallbackData,
  type APIModalInteractionResponseCallbackData,
  InteractionResponseType,
  MessageFlags,
} from 'discord-api-types/v10';

export type MessageRow = APIActionRowComponent<APIComponentInMessageActionRow>;

/** Every reply is ephemeral (only the invoker sees it) and pings nobody. */
export function ephemeral(
  content: string,
  components: MessageRow[] = [],
): APIInteractionResponseCallbackData {
  return { content, components, flags: MessageFlags.Ephemeral, allowed_mentions: { parse: [] } };
}

export const reply = (data: APIInteractionResponseCallbackData): APIInteractionResponse => ({
  type: InteractionResponseType.ChannelMessageWithSource,
  data,
});

export const replyText = (content: string, components: MessageRow[] = []) =>
  reply(ephemeral(content, components));

/** Replaces the message whose component was used (buttons, menus, modals opened from it). */
export const update = (data: APIInteractionResponseCallbackData): APIInteractionResponse => ({
  type: InteractionResponseType.UpdateMessage,
  data,
});

export const deferredReply: APIInteractionResponse = {
  type: InteractionResponseType.DeferredChannelMessageWithSource,
  data: { flags: MessageFlags.Ephemeral },
};

export const deferredUpdate: APIInteractionResponse = {
  type: InteractionResponseType.DeferredMessageUpdate,
};

export const modal = (data: APIModalInteractionResponseCallbackData): APIInteractionResponse => ({
  type: InteractionResponseType.Modal,
  data,
});

export const pong: APIInteractionResponse = { type: InteractionResponseType.Pong };
