import type { APIMessage } from 'discord-api-types/v10';
import type { DiscordState } from './state.ts';

/** GATEWAY_MESSAGE_CONTENT_LIMITED: the intent as an unverified application holds it. */
export const MESSAGE_CONTENT_LIMITED_FLAG = 1 << 19;

/**
 * A message as the bot reads it over REST. Without the Message Content
 * intent Discord empties content, embeds, attachments and components, except
 * in the bot's own messages and those that mention it.
 */
export function asReadByBot(state: DiscordState, message: APIMessage): APIMessage {
  const botId = state.botUser.id;
  if (
    state.messageContentIntent ||
    message.author.id === botId ||
    message.mentions.some((user) => user.id === botId)
  ) {
    return message;
  }
  const { poll: _poll, ...rest } = message;
  return { ...rest, content: '', embeds: [], attachments: [], components: [] };
}
