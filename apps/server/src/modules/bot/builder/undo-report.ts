/**
 * Where an /undo's result goes when the channel it was run in is one the
 * build made, so that it is deleted with the rest: the server's system
 * channel as the undo leaves it, else the first text channel of the sidebar
 * (where Discord takes a member whose channel disappeared).
 */
import { type APIChannel, ChannelType } from 'discord-api-types/v10';
import type { DiscordBotApi } from '../discord/index.ts';
import type { JournalEntry } from './journal.ts';

/** The channels and categories the undo deletes. */
export function channelsDeletedBy(targets: readonly JournalEntry[]): Set<string> {
  return new Set(
    targets.flatMap((entry) =>
      (entry.operation.kind === 'channel' || entry.operation.kind === 'category') && entry.discordId
        ? [entry.discordId]
        : [],
    ),
  );
}

/** The system channel the build replaced, which the undo puts back. */
function systemChannelBefore(journal: readonly JournalEntry[]): string | null {
  const entry = journal.find(
    (e) => e.operation.kind === 'settings' && e.operation.payload.setting === 'system-channel',
  );
  const previous = entry?.previous?.system_channel_id;
  return typeof previous === 'string' ? previous : null;
}

/** Discord's sidebar order: channels outside categories first, then each category's in turn. */
function sidebarOrder(channels: readonly APIChannel[]): APIChannel[] {
  const categoryPosition = new Map(
    channels.flatMap((c) => (c.type === ChannelType.GuildCategory ? [[c.id, c.position]] : [])),
  );
  const rank = (channel: APIChannel): [number, number] => {
    const parent = 'parent_id' in channel ? channel.parent_id : null;
    const position = 'position' in channel ? channel.position : 0;
    return [parent ? (categoryPosition.get(parent) ?? 0) + 1 : 0, position];
  };
  return [...channels].sort((a, b) => {
    const [aGroup, aPosition] = rank(a);
    const [bGroup, bPosition] = rank(b);
    return aGroup - bGroup || aPosition - bPosition;
  });
}

export async function undoReportChannel(
  discord: DiscordBotApi,
  guildId: string,
  journal: readonly JournalEntry[],
  deleted: ReadonlySet<string>,
): Promise<string | null> {
  const remaining = (await discord.getChannels(guildId)).filter(
    (channel) => channel.type === ChannelType.GuildText && !deleted.has(channel.id),
  );
  const system = systemChannelBefore(journal);
  if (system && remaining.some((channel) => channel.id === system)) return system;
  return sidebarOrder(remaining)[0]?.id ?? null;
}
