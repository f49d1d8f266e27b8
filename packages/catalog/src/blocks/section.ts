import { type ChannelList, listOf } from '../channels.ts';
import type { Audience, Block } from '../draft.ts';

/**
 * A category of hand-picked channels, the style-specific part of a layout:
 * `section('Guild Hall', 'general !raid-schedule loot-council', audience?)`.
 */
export function section(name: string, channels: ChannelList, audience?: Audience): Block {
  return { categories: [{ name, channels: listOf(channels), ...(audience ? { audience } : {}) }] };
}
