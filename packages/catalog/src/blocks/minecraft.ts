import { board, type ChannelList, chat, listOf, SLOW, text } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface McServerOptions {
  name?: string;
  /** Whitelisted servers take applications. */
  whitelist?: boolean;
  /** A web map (Dynmap, BlueMap) link board. */
  liveMap?: boolean;
  extra?: ChannelList;
}

/** Minecraft server info: address, status, versions and whitelist. */
export function mcServer(options: McServerOptions = {}): Block {
  const channels: ChannelDraft[] = [
    board(
      'server-ip',
      'Address, supported versions (Java and Bedrock) and the modpack link if any.',
    ),
    board('server-status', 'Online or down, restarts and TPS, posted by the status bot.', {
      posters: ['dev'],
    }),
  ];
  if (options.whitelist) {
    channels.push(
      text(
        'whitelist-applications',
        'Username, age, timezone and what you want to build. One application each.',
        {
          slowmode: SLOW.daily,
        },
      ),
    );
  }
  if (options.liveMap)
    channels.push(board('live-map', 'The web map of the world. Claim areas are shown in colour.'));
  channels.push(...listOf(options.extra ?? []));
  return { categories: [{ name: options.name ?? 'Server Info', channels }] };
}

/** SMP life: builds, trading and the town hall where players decide things. */
export function smpLife(name = 'SMP Life', extra: ChannelList = []): Block {
  return {
    categories: [
      {
        name,
        channels: [
          text(
            'build-showcase',
            'Screenshots of finished builds, with coordinates if you want visitors.',
            {
              slowmode: SLOW.media,
            },
          ),
          chat('trading-post', 'Buy, sell and barter. Prices in diamonds.', SLOW.lfg),
          chat(
            'town-hall',
            'Proposals for the whole server: rules, projects, borders. Vote with reactions.',
            SLOW.feedback,
          ),
          ...listOf(extra),
        ],
      },
    ],
  };
}
