import { chat, SLOW, voice } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface LfgOptions {
  name?: string;
  /** One LFG channel per game (slugs), after the general one. */
  games?: string[];
  squads?: number;
  squadSize?: number;
  squadName?: string;
}

/** Looking-for-group posts plus capped squad rooms to play in. */
export function lfg(options: LfgOptions = {}): Block {
  const channels: ChannelDraft[] = [
    chat(
      'lfg',
      'Post game, platform, rank and how many you need. Ping LFG Ping sparingly.',
      SLOW.lfg,
    ),
    ...(options.games ?? []).map((game) =>
      chat(`lfg-${game}`, `Find teammates for ${game.replace(/-/g, ' ')}.`, SLOW.lfg),
    ),
  ];
  for (let n = 1; n <= (options.squads ?? 3); n += 1) {
    channels.push(voice(`${options.squadName ?? 'Squad'} ${n}`, options.squadSize ?? 5));
  }
  return { categories: [{ name: options.name ?? 'Looking For Group', channels }] };
}
