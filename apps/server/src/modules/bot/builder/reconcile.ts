/**
 * An operation journaled as started but not done may or may not have reached
 * Discord before the build stopped. Before calling again, look for the object
 * it would have made (same name, type and parent) among what the server holds
 * now, leaving out everything that existed before the build and everything
 * another operation already owns: adopt it if found, so nothing is created
 * twice and nothing of the owner's is ever claimed.
 */
import type { GuildSnapshot } from '@guildsmith/db/schema';
import type { APIChannel, APIMessage, APIRole } from 'discord-api-types/v10';
import type { DiscordBotApi } from '../discord/index.ts';
import { normaliseTextChannelName } from '../questionnaire/validate-answer.ts';
import type { JournalEntry } from './journal.ts';
import { isTextLike } from './names.ts';
import type { PlannedOperation } from './plan-types.ts';
import {
  DISCORD_CHANNEL_TYPES,
  idOf,
  inviteBody,
  messageBody,
  type ResolveContext,
  UnresolvedReferenceError,
} from './resolve.ts';

export interface GuildObjects {
  roles: APIRole[];
  channels: APIChannel[];
}

/** How many recent messages of a channel a message operation is looked for in. */
const MESSAGE_LOOKBACK = 50;

function sameChannelName(planned: string, existing: string, textLike: boolean): boolean {
  return textLike
    ? normaliseTextChannelName(planned) === normaliseTextChannelName(existing)
    : planned.trim() === existing.trim();
}

function parentOf(operation: PlannedOperation, context: ResolveContext): string | null {
  if (operation.kind !== 'channel' || !operation.payload.parent) return null;
  try {
    return idOf(context, operation.payload.parent);
  } catch (error) {
    if (error instanceof UnresolvedReferenceError) return null;
    throw error;
  }
}

/** The id of an object this role or channel operation already made, if the server has one. */
export function findCreated(
  operation: PlannedOperation,
  objects: GuildObjects,
  context: ResolveContext,
  snapshot: GuildSnapshot,
  claimed: ReadonlySet<string>,
): string | null {
  const fresh = (id: string) => !claimed.has(id) && !snapshot.roleIds.includes(id);
  if (operation.kind === 'role') {
    const role = objects.roles.find(
      (candidate) => fresh(candidate.id) && candidate.name === operation.payload.name,
    );
    return role?.id ?? null;
  }
  if (operation.kind !== 'category' && operation.kind !== 'channel') return null;
  const payload = operation.payload;
  const type = DISCORD_CHANNEL_TYPES[payload.type];
  const parent = parentOf(operation, context);
  const channel = objects.channels.find(
    (candidate) =>
      fresh(candidate.id) &&
      !snapshot.channelIds.includes(candidate.id) &&
      candidate.type === type &&
      ('parent_id' in candidate ? (candidate.parent_id ?? null) : null) === parent &&
      'name' in candidate &&
      typeof candidate.name === 'string' &&
      sameChannelName(payload.name, candidate.name, isTextLike(payload.type)),
  );
  return channel?.id ?? null;
}

function sameMessage(planned: Record<string, unknown>, existing: APIMessage): boolean {
  const pick = (value: { content?: unknown; embeds?: unknown; components?: unknown }) =>
    JSON.stringify({
      content: value.content || undefined,
      embeds: (value.embeds as { title?: string; description?: string }[] | undefined)?.map(
        (embed) => [embed.title, embed.description],
      ),
      components: JSON.stringify(value.components ?? []).match(/"custom_id":"[^"]*"/g),
    });
  return pick(planned) === pick(existing);
}

/** The id of the message this operation already posted in its channel, if there is one. */
export async function findPostedMessage(
  discord: DiscordBotApi,
  entry: JournalEntry,
  context: ResolveContext,
  nonce: string,
  claimed: ReadonlySet<string>,
): Promise<string | null> {
  const operation = entry.operation;
  if (operation.kind !== 'message') return null;
  const channelId = idOf(context, operation.payload.channel);
  const planned = messageBody(operation.payload, context, nonce) as Record<string, unknown>;
  const recent = await discord.getMessages(channelId, MESSAGE_LOOKBACK);
  const posted = recent.find(
    (message) =>
      !claimed.has(message.id) &&
      message.author.id === discord.applicationId &&
      (message.nonce === nonce || sameMessage(planned, message)),
  );
  return posted?.id ?? null;
}

/** The invite this operation already made in its channel, if the bot has one with its settings. */
export async function findCreatedInvite(
  discord: DiscordBotApi,
  entry: JournalEntry,
  context: ResolveContext,
): Promise<string | null> {
  const operation = entry.operation;
  if (operation.kind !== 'invite') return null;
  const wanted = inviteBody(operation.payload);
  const invites = await discord.getInvites(idOf(context, operation.payload.channel));
  const made = invites.find(
    (invite) =>
      invite.inviter?.id === discord.applicationId &&
      invite.max_age === wanted.max_age &&
      invite.max_uses === wanted.max_uses &&
      invite.temporary === wanted.temporary,
  );
  return made?.code ?? null;
}
