import {
  type APIOverwrite,
  type ChannelFlags,
  ChannelType,
  GuildFeature,
  OverwriteType,
} from 'discord-api-types/v10';
import {
  CREATABLE_CHANNEL_TYPES,
  type CreateChannelInput,
  choicesMessage,
  type OverwriteInput,
  TEXT_LIKE_TYPES,
} from './channel-schemas.ts';
import {
  DiscordApiError,
  formError,
  MAX_CHANNELS,
  MISSING_PERMISSIONS,
  WRONG_CHANNEL_TYPE,
} from './errors.ts';
import { memberPermissions } from './guilds.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from './model.ts';
import { ALL_PERMISSIONS } from './permissions.ts';
import type { DiscordState } from './state.ts';

export const MAX_GUILD_CHANNELS = 500;
export const MAX_CATEGORY_CHANNELS = 50;
const NO_FLAGS = 0 as ChannelFlags;

/**
 * Discord's server-side name rules: text-like channels are lower-cased, runs
 * of whitespace become one dash, repeated dashes collapse and edge dashes go;
 * voice, stage and category names keep what was typed (trimmed).
 */
export function normalizeChannelName(type: number, name: string): string {
  if (!TEXT_LIKE_TYPES.includes(type)) return name.trim();
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function checkedName(type: number, name: string, path: string[] = ['name']): string {
  const normalized = normalizeChannelName(type, name);
  if (normalized.length < 1 || normalized.length > 100) {
    throw new DiscordApiError(
      400,
      formError(path, 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.'),
    );
  }
  return normalized;
}

/** Announcement and stage channels need a Community server, as on Discord. */
function checkTypeAllowed(guild: EmulatedGuild, type: number): void {
  const community = guild.features.includes(GuildFeature.Community);
  if (type === ChannelType.GuildAnnouncement && !community) {
    const allowed = CREATABLE_CHANNEL_TYPES.filter((candidate) => candidate !== type);
    throw new DiscordApiError(
      400,
      formError(['type'], 'BASE_TYPE_CHOICES', choicesMessage(allowed)),
    );
  }
  if (type === ChannelType.GuildStageVoice && !community) {
    throw new DiscordApiError(400, WRONG_CHANNEL_TYPE);
  }
}

/** Voice channels hold at most 99 people; stage channels up to 10000 (the schema's bound). */
export function checkUserLimit(type: number, userLimit: number | null | undefined): void {
  if (type === ChannelType.GuildVoice && (userLimit ?? 0) > 99) {
    throw new DiscordApiError(
      400,
      formError(['user_limit'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 99.'),
    );
  }
}

/** parent_id must name a category of this guild with room for one more channel. */
export function checkParent(
  guild: EmulatedGuild,
  type: number,
  parentId: string | null | undefined,
  movingId?: string,
): string | null {
  if (parentId === null || parentId === undefined) return null;
  const parent = guild.channels.get(parentId);
  if (type === ChannelType.GuildCategory || parent?.type !== ChannelType.GuildCategory) {
    throw new DiscordApiError(
      400,
      formError(['parent_id'], 'CHANNEL_PARENT_INVALID', 'Category does not exist'),
    );
  }
  const children = [...guild.channels.values()].filter(
    (channel) => channel.parent_id === parentId && channel.id !== movingId,
  );
  if (children.length >= MAX_CATEGORY_CHANNELS) {
    throw new DiscordApiError(
      400,
      formError(
        ['parent_id'],
        'CHANNEL_PARENT_MAX_CHANNELS',
        `Maximum number of channels in category reached (${MAX_CATEGORY_CHANNELS})`,
      ),
    );
  }
  return parentId;
}

/**
 * Overwrites must name roles or members of the guild, and a bot may only
 * allow or deny permissions it holds itself (Administrators may set any).
 */
export function checkedOverwrites(
  state: DiscordState,
  guild: EmulatedGuild,
  inputs: readonly OverwriteInput[],
): APIOverwrite[] {
  const held = memberPermissions(guild, state.botUser.id);
  return inputs.map((input, index) => {
    const known =
      input.type === OverwriteType.Role ? guild.roles.has(input.id) : guild.members.has(input.id);
    if (!known) {
      throw new DiscordApiError(
        400,
        formError(
          ['permission_overwrites', index, 'id'],
          'BASE_TYPE_INVALID',
          input.type === OverwriteType.Role ? 'Unknown role' : 'Unknown member',
        ),
      );
    }
    const allow = BigInt(input.allow ?? '0');
    const deny = BigInt(input.deny ?? '0');
    if (held !== ALL_PERMISSIONS && ((allow | deny) & ~held) !== 0n) {
      throw new DiscordApiError(403, MISSING_PERMISSIONS);
    }
    return { id: input.id, type: input.type, allow: allow.toString(), deny: deny.toString() };
  });
}

/** Where Discord puts a channel created without a position: after its siblings of the same kind. */
function nextPosition(guild: EmulatedGuild, type: number, parentId: string | null): number {
  const category = type === ChannelType.GuildCategory;
  const siblings = [...guild.channels.values()].filter(
    (channel) =>
      (channel.type === ChannelType.GuildCategory) === category &&
      (category || (channel.parent_id ?? null) === parentId),
  );
  return siblings.reduce((highest, channel) => Math.max(highest, channel.position + 1), 0);
}

/** A channel object of the requested type, with Discord's defaults for fields not given. */
export function newChannel(
  state: DiscordState,
  guild: EmulatedGuild,
  input: CreateChannelInput,
): EmulatedGuildChannel {
  if (guild.channels.size >= MAX_GUILD_CHANNELS) throw new DiscordApiError(400, MAX_CHANNELS);
  checkTypeAllowed(guild, input.type);
  const parentId = checkParent(guild, input.type, input.parent_id);
  const name = checkedName(input.type, input.name);
  checkUserLimit(input.type, input.user_limit);
  const topicLimit = input.type === ChannelType.GuildForum ? 4096 : 1024;
  if (input.topic && input.topic.length > topicLimit) {
    throw new DiscordApiError(
      400,
      formError(
        ['topic'],
        'BASE_TYPE_BAD_LENGTH',
        `Must be between 0 and ${topicLimit} in length.`,
      ),
    );
  }
  const base = {
    id: state.snowflakes.next(),
    guild_id: guild.id,
    name,
    position: input.position ?? nextPosition(guild, input.type, parentId),
    permission_overwrites: checkedOverwrites(state, guild, input.permission_overwrites ?? []),
    nsfw: input.nsfw ?? false,
    flags: NO_FLAGS,
  };
  const rateLimit = input.rate_limit_per_user ?? 0;
  switch (input.type) {
    case ChannelType.GuildCategory:
      return { ...base, type: ChannelType.GuildCategory, parent_id: null };
    case ChannelType.GuildVoice:
    case ChannelType.GuildStageVoice:
      return {
        ...base,
        type: input.type,
        parent_id: parentId,
        bitrate: input.bitrate ?? 64000,
        user_limit: input.user_limit ?? 0,
        rtc_region: input.rtc_region ?? null,
        rate_limit_per_user: rateLimit,
        last_message_id: null,
      };
    case ChannelType.GuildForum:
    case ChannelType.GuildMedia:
      return {
        ...base,
        type: input.type,
        parent_id: parentId,
        topic: input.topic ?? null,
        rate_limit_per_user: rateLimit,
        last_message_id: null,
        available_tags: [],
        default_reaction_emoji: null,
        default_sort_order: input.default_sort_order ?? null,
        default_forum_layout: input.default_forum_layout ?? 0,
        default_thread_rate_limit_per_user: input.default_thread_rate_limit_per_user ?? 0,
      };
    default:
      return {
        ...base,
        type: input.type === ChannelType.GuildAnnouncement ? input.type : ChannelType.GuildText,
        parent_id: parentId,
        topic: input.topic ?? null,
        rate_limit_per_user: rateLimit,
        last_message_id: null,
      };
  }
}

/** Channel types with a message history: text, announcement, and the text chat of voice and stage. */
export const MESSAGEABLE_TYPES: readonly number[] = [
  ChannelType.GuildText,
  ChannelType.GuildAnnouncement,
  ChannelType.GuildVoice,
  ChannelType.GuildStageVoice,
];
