import { ChannelType, GuildFeature, PermissionFlagsBits } from 'discord-api-types/v10';
import type { ChannelPositionsInput, ModifyChannelInput } from './channel-schemas.ts';
import { checkedName, checkedOverwrites, checkParent, checkUserLimit } from './channels.ts';
import { DiscordApiError, formError, MISSING_PERMISSIONS, WRONG_CHANNEL_TYPE } from './errors.ts';
import { forgetChannel } from './guild-references.ts';
import { memberPermissions } from './guilds.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from './model.ts';
import type { DiscordState } from './state.ts';

export function requireManageChannels(state: DiscordState, guild: EmulatedGuild): bigint {
  const held = memberPermissions(guild, state.botUser.id);
  if ((held & PermissionFlagsBits.ManageChannels) === 0n) {
    throw new DiscordApiError(403, MISSING_PERMISSIONS);
  }
  return held;
}

type Editable = Record<string, unknown>;

// What a field reads after an edit sets it to null.
const defaults: Record<string, unknown> = {
  topic: null,
  nsfw: false,
  rate_limit_per_user: 0,
  bitrate: 64000,
  user_limit: 0,
  rtc_region: null,
  position: 0,
  default_auto_archive_duration: null,
  default_thread_rate_limit_per_user: 0,
};

/** Only text and announcement channels convert into each other, and only in servers with NEWS. */
function convertedType(guild: EmulatedGuild, channel: EmulatedGuildChannel, type: number) {
  if (type === channel.type) return type;
  const convertible: number[] = [ChannelType.GuildText, ChannelType.GuildAnnouncement];
  if (
    !convertible.includes(type) ||
    !convertible.includes(channel.type) ||
    !guild.features.includes(GuildFeature.News)
  ) {
    throw new DiscordApiError(400, WRONG_CHANNEL_TYPE);
  }
  return type;
}

/** PATCH /channels/:id for guild channels: given fields change, null resets where Discord allows. */
export function modifyChannel(
  state: DiscordState,
  guild: EmulatedGuild,
  channel: EmulatedGuildChannel,
  input: ModifyChannelInput,
): EmulatedGuildChannel {
  const held = requireManageChannels(state, guild);
  const type = input.type === undefined ? channel.type : convertedType(guild, channel, input.type);
  const name = input.name === undefined ? channel.name : checkedName(type, input.name);
  let parentId = channel.parent_id ?? null;
  if (input.parent_id !== undefined) {
    parentId = checkParent(guild, type, input.parent_id, channel.id);
  }
  let overwrites = channel.permission_overwrites ?? [];
  if (input.permission_overwrites !== undefined) {
    // Editing overwrites takes Manage Roles, as on Discord.
    if ((held & PermissionFlagsBits.ManageRoles) === 0n) {
      throw new DiscordApiError(403, MISSING_PERMISSIONS);
    }
    overwrites = checkedOverwrites(state, guild, input.permission_overwrites ?? []);
  }
  if (input.lock_permissions && parentId) {
    overwrites = structuredClone(guild.channels.get(parentId)?.permission_overwrites ?? []);
  }
  checkUserLimit(type, input.user_limit);
  const editable = channel as unknown as Editable;
  editable.type = type;
  editable.name = name;
  editable.permission_overwrites = overwrites;
  if (channel.type !== ChannelType.GuildCategory) editable.parent_id = parentId;
  const copied = [
    'topic',
    'nsfw',
    'rate_limit_per_user',
    'bitrate',
    'user_limit',
    'rtc_region',
    'position',
    'default_auto_archive_duration',
    'default_thread_rate_limit_per_user',
  ] as const;
  for (const field of copied) {
    const value = input[field];
    if (value !== undefined && field in channel) editable[field] = value ?? defaults[field];
  }
  return channel;
}

/**
 * Deletes a channel with what hangs off it (messages and their files,
 * invites, webhooks, the settings that named it).
 * Deleting a category leaves its channels in place without a parent.
 */
export function deleteChannel(
  state: DiscordState,
  guild: EmulatedGuild,
  channel: EmulatedGuildChannel,
): EmulatedGuildChannel {
  requireManageChannels(state, guild);
  guild.channels.delete(channel.id);
  if (channel.type === ChannelType.GuildCategory) {
    for (const child of guild.channels.values()) {
      if (child.parent_id === channel.id) (child as unknown as Editable).parent_id = null;
    }
  }
  forgetChannel(guild, channel.id);
  state.messages.removeChannel(channel.id);
  state.attachments.removeChannel(channel.id);
  state.invites.removeChannel(channel.id);
  state.webhooks.removeChannel(channel.id);
  return channel;
}

/** PATCH /guilds/:id/channels: positions, parents and permission syncs in one call. */
export function moveChannels(
  state: DiscordState,
  guild: EmulatedGuild,
  moves: ChannelPositionsInput,
): void {
  requireManageChannels(state, guild);
  const planned = moves.map((move, index) => {
    const channel = guild.channels.get(move.id);
    if (!channel) {
      throw new DiscordApiError(
        400,
        formError([index, 'id'], 'CHANNEL_INVALID', 'Channel does not belong to this guild'),
      );
    }
    const parentId =
      move.parent_id === undefined
        ? (channel.parent_id ?? null)
        : checkParent(guild, channel.type, move.parent_id, channel.id);
    return { move, channel, parentId };
  });
  for (const { move, channel, parentId } of planned) {
    const editable = channel as unknown as Editable;
    if (move.position !== null && move.position !== undefined) editable.position = move.position;
    if (channel.type !== ChannelType.GuildCategory) editable.parent_id = parentId;
    if (move.lock_permissions && parentId) {
      editable.permission_overwrites = structuredClone(
        guild.channels.get(parentId)?.permission_overwrites ?? [],
      );
    }
  }
}
