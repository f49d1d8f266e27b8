import {
  type APIAttachment,
  type APIEmbed,
  type APIMessage,
  type APIMessageInteractionMetadata,
  type APIMessageTopLevelComponent,
  type APIUser,
  type MessageFlags,
  MessageType,
} from 'discord-api-types/v10';
import { numberComponents } from './component-ids.ts';
import { DiscordApiError, EMPTY_MESSAGE, formError } from './errors.ts';
import type { AllowedMentions, EmbedInput, MessageBody, MessageEdit } from './message-schemas.ts';
import { SETTABLE_MESSAGE_FLAGS } from './message-schemas.ts';
import type { EmulatedGuild } from './model.ts';
import type { DiscordState } from './state.ts';
import { toAPIUser } from './users.ts';

export const EPHEMERAL_FLAG = 64;
/** Set on a deferred response's placeholder ("Bot is thinking...") until it is edited. */
export const LOADING_FLAG = 128;
const MAX_EMBED_CHARACTERS = 6000;

/** Every message the emulated Discord holds, in creation order, across all channels. */
export class MessageStore {
  private readonly byId = new Map<string, APIMessage>();

  add(message: APIMessage): void {
    this.byId.set(message.id, message);
  }

  get(id: string): APIMessage | undefined {
    return this.byId.get(id);
  }

  /** A channel's messages, oldest first; ephemeral ones only when asked (REST never sees them). */
  inChannel(channelId: string, options: { includeEphemeral: boolean }): APIMessage[] {
    return [...this.byId.values()].filter(
      (message) =>
        message.channel_id === channelId &&
        (options.includeEphemeral || ((message.flags ?? 0) & EPHEMERAL_FLAG) === 0),
    );
  }

  all(): APIMessage[] {
    return [...this.byId.values()];
  }

  remove(id: string): boolean {
    return this.byId.delete(id);
  }

  /** A deleted channel takes its messages with it. */
  removeChannel(channelId: string): void {
    for (const [id, message] of this.byId) {
      if (message.channel_id === channelId) this.byId.delete(id);
    }
  }

  clear(): void {
    this.byId.clear();
  }
}

/** Discord's timestamp format: microseconds and an explicit offset. */
export function discordTimestamp(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '000+00:00');
}

function embedCharacters(embed: EmbedInput): number {
  const fields = embed.fields ?? [];
  return [
    embed.title,
    embed.description,
    embed.footer?.text,
    embed.author?.name,
    ...fields.flatMap((field) => [field.name, field.value]),
  ].reduce((total, part) => total + (part?.length ?? 0), 0);
}

function toEmbeds(embeds: readonly EmbedInput[]): APIEmbed[] {
  const total = embeds.reduce((sum, embed) => sum + embedCharacters(embed), 0);
  if (total > MAX_EMBED_CHARACTERS) {
    throw new DiscordApiError(
      400,
      formError(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', 'Embed size exceeds maximum size of 6000'),
    );
  }
  return embeds.map((embed) => ({ type: 'rich', ...embed }) as APIEmbed);
}

interface Mentions {
  mention_everyone: boolean;
  mentions: APIUser[];
  mention_roles: string[];
}

/**
 * Who a message pings, honouring `allowed_mentions` as Discord does: without
 * it everything parses; with it only the listed kinds and ids do. So a bot
 * posting user text with `{ parse: [] }` pings nobody.
 */
function mentionsOf(
  state: DiscordState,
  guild: EmulatedGuild,
  content: string,
  allowed: AllowedMentions | undefined | null,
): Mentions {
  const parse = allowed ? (allowed.parse ?? []) : ['everyone', 'users', 'roles'];
  const userAllowed = (id: string) => parse.includes('users') || !!allowed?.users?.includes(id);
  const roleAllowed = (id: string) => parse.includes('roles') || !!allowed?.roles?.includes(id);
  const userIds = [...content.matchAll(/<@!?(\d{17,20})>/g)].map((match) => match[1] ?? '');
  const roleIds = [...content.matchAll(/<@&(\d{17,20})>/g)].map((match) => match[1] ?? '');
  return {
    mention_everyone: parse.includes('everyone') && /@(everyone|here)\b/.test(content),
    mentions: [...new Set(userIds)]
      .filter((id) => userAllowed(id) && guild.members.has(id))
      .flatMap((id) => {
        const user = state.users.get(id) ?? (id === state.botUser.id ? state.botUser : undefined);
        return user ? [toAPIUser(user)] : [];
      }),
    mention_roles: [...new Set(roleIds)].filter((id) => roleAllowed(id) && guild.roles.has(id)),
  };
}

export interface NewMessage {
  guild: EmulatedGuild;
  channelId: string;
  author: APIUser;
  body: MessageBody;
  type?: MessageType;
  /** Whether the EPHEMERAL flag may be kept (interaction responses and follow-ups only). */
  allowEphemeral?: boolean;
  /** Flags the emulator itself sets, such as LOADING on a deferred placeholder. */
  extraFlags?: number;
  webhookId?: string;
  applicationId?: string;
  interactionMetadata?: APIMessageInteractionMetadata;
  /** Files uploaded with the message (multipart), already in Discord's attachment shape. */
  attachments?: APIAttachment[];
}

/** A message as Discord stores it; refuses empty ones (50006: no text, embed, component or file) and oversized embeds (50035). */
export function buildMessage(state: DiscordState, input: NewMessage): APIMessage {
  const { body } = input;
  const content = body.content ?? '';
  const embeds = toEmbeds(body.embeds ?? []);
  const components = numberComponents((body.components ?? []) as APIMessageTopLevelComponent[]);
  const attachments = input.attachments ?? [];
  const loading = ((input.extraFlags ?? 0) & LOADING_FLAG) !== 0;
  const empty = content === '' && embeds.length === 0 && components.length === 0;
  if (!loading && empty && attachments.length === 0) {
    throw new DiscordApiError(400, EMPTY_MESSAGE);
  }
  const settable = SETTABLE_MESSAGE_FLAGS & (input.allowEphemeral ? ~0 : ~EPHEMERAL_FLAG);
  const flags = ((body.flags ?? 0) & settable) | (input.extraFlags ?? 0);
  const message: APIMessage = {
    id: state.snowflakes.next(),
    channel_id: input.channelId,
    author: input.author,
    content,
    timestamp: discordTimestamp(state.now()),
    edited_timestamp: null,
    tts: body.tts ?? false,
    ...mentionsOf(state, input.guild, content, body.allowed_mentions),
    attachments,
    embeds,
    pinned: false,
    type: input.type ?? MessageType.Default,
    flags: flags as MessageFlags,
    components,
  };
  if (body.nonce !== undefined) message.nonce = body.nonce;
  if (input.webhookId) message.webhook_id = input.webhookId;
  if (input.applicationId) message.application_id = input.applicationId;
  if (input.interactionMetadata) message.interaction_metadata = input.interactionMetadata;
  return message;
}

/**
 * Applies an edit in place: given fields replace, null clears, absent fields
 * stay. Editing a deferred placeholder clears its LOADING flag.
 */
export function editMessage(
  state: DiscordState,
  guild: EmulatedGuild,
  message: APIMessage,
  edit: MessageEdit,
): APIMessage {
  const content = edit.content === undefined ? message.content : (edit.content ?? '');
  const embeds = edit.embeds === undefined ? message.embeds : toEmbeds(edit.embeds ?? []);
  const components =
    edit.components === undefined
      ? (message.components ?? [])
      : numberComponents((edit.components ?? []) as APIMessageTopLevelComponent[]);
  if (content === '' && embeds.length === 0 && components.length === 0) {
    throw new DiscordApiError(400, EMPTY_MESSAGE);
  }
  if (edit.content !== undefined || edit.allowed_mentions !== undefined) {
    Object.assign(message, mentionsOf(state, guild, content, edit.allowed_mentions));
  }
  message.content = content;
  message.embeds = embeds;
  message.components = components;
  // Only SUPPRESS_EMBEDS may change on an existing message; any edit ends LOADING.
  let flags = (message.flags ?? 0) & ~LOADING_FLAG;
  if (edit.flags !== undefined && edit.flags !== null) flags = (flags & ~4) | (edit.flags & 4);
  message.flags = flags as MessageFlags;
  message.edited_timestamp = discordTimestamp(state.now());
  return message;
}
