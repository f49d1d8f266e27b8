import { type ChannelList, listOf, SLOW } from '../channels.ts';
import type { Block } from '../draft.ts';

/** Media and showcase channels, slowed so each post stays visible for a while. */
export function showcase(name: string, list: ChannelList, slowmode: number = SLOW.media): Block {
  const channels = listOf(list).map((channel) =>
    channel.type === 'text' && channel.slowmode === undefined ? { ...channel, slowmode } : channel,
  );
  return { categories: [{ name, channels }] };
}
