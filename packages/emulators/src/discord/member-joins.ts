import { type APIMessage, type MessageFlags, MessageType } from 'discord-api-types/v10';
import { SUPPRESS_JOIN_NOTIFICATIONS } from './guild-settings.ts';
import { addMember } from './guilds.ts';
import { discordTimestamp } from './messages.ts';
import type { EmulatedGuild, EmulatedMember } from './model.ts';
import type { DiscordState } from './state.ts';
import { toAPIUser } from './users.ts';

/**
 * Discord's "X joined the server" system message: type USER_JOIN, authored
 * by the newcomer, with no content (clients render the greeting), in the
 * system channel unless the server silenced joins there.
 */
function postJoinMessage(state: DiscordState, guild: EmulatedGuild, userId: string): void {
  const channel = guild.systemChannelId ? guild.channels.get(guild.systemChannelId) : undefined;
  const user = state.users.get(userId);
  if (!channel || !user || (guild.systemChannelFlags & SUPPRESS_JOIN_NOTIFICATIONS) !== 0) return;
  const message: APIMessage = {
    id: state.snowflakes.next(),
    channel_id: channel.id,
    author: toAPIUser(user),
    content: '',
    timestamp: discordTimestamp(state.now()),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: MessageType.UserJoin,
    flags: 0 as MessageFlags,
    components: [],
  };
  state.messages.add(message);
  (channel as { last_message_id?: string | null }).last_message_id = message.id;
}

/** Someone joins a server (through an invite, as the control API plays it) and Discord announces them. */
export function joinGuild(
  state: DiscordState,
  guild: EmulatedGuild,
  userId: string,
  roleIds: string[] = [],
): EmulatedMember {
  const member = addMember(state, guild, userId, roleIds);
  postJoinMessage(state, guild, userId);
  return member;
}
