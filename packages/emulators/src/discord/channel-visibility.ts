import { ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';
import { channelPermissions } from './channel-permissions.ts';
import { MESSAGEABLE_TYPES } from './channels.ts';
import type { EmulatedGuild, EmulatedGuildChannel } from './model.ts';
import { hasPermission } from './permissions.ts';

export interface VisibleChannel {
  id: string;
  name: string;
  type: number;
  parent_id: string | null;
  position: number;
  /** Whether the member may post there: a channel with a chat and Send Messages in it. */
  canSend: boolean;
}

const VOICE_LIKE: readonly number[] = [ChannelType.GuildVoice, ChannelType.GuildStageVoice];

/** Text-like before voice-like, then position, then id: how Discord orders one level of the sidebar. */
function sidebarCompare(a: EmulatedGuildChannel, b: EmulatedGuildChannel): number {
  const kind = Number(VOICE_LIKE.includes(a.type)) - Number(VOICE_LIKE.includes(b.type));
  if (kind !== 0) return kind;
  if (a.position !== b.position) return a.position - b.position;
  return BigInt(a.id) < BigInt(b.id) ? -1 : 1;
}

/**
 * Every channel in Discord's sidebar order: channels outside categories
 * first, then each category followed by its own channels.
 */
function sidebarOrder(guild: EmulatedGuild): EmulatedGuildChannel[] {
  const all = [...guild.channels.values()];
  const categories = all
    .filter((channel) => channel.type === ChannelType.GuildCategory)
    .sort(sidebarCompare);
  const categoryIds = new Set(categories.map((category) => category.id));
  const inside = (parentId: string | null) =>
    all
      .filter(
        (channel) =>
          channel.type !== ChannelType.GuildCategory &&
          (channel.parent_id && categoryIds.has(channel.parent_id) ? channel.parent_id : null) ===
            parentId,
      )
      .sort(sidebarCompare);
  return [...inside(null), ...categories.flatMap((category) => [category, ...inside(category.id)])];
}

/**
 * The channels a member sees (View Channel, computed from the channel's own
 * overwrites as Discord does), in sidebar order, with whether they may post.
 */
export function visibleChannels(guild: EmulatedGuild, userId: string): VisibleChannel[] {
  return sidebarOrder(guild).flatMap((channel) => {
    const permissions = channelPermissions(guild, userId, channel);
    if (!hasPermission(permissions, PermissionFlagsBits.ViewChannel)) return [];
    return [
      {
        id: channel.id,
        name: channel.name,
        type: channel.type,
        parent_id: channel.parent_id ?? null,
        position: channel.position,
        canSend:
          MESSAGEABLE_TYPES.includes(channel.type) &&
          hasPermission(permissions, PermissionFlagsBits.SendMessages),
      },
    ];
  });
}
