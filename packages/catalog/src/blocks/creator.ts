import { board, type ChannelList, listOf, SLOW, text, voice } from '../channels.ts';
import type { Audience, Block, ChannelDraft } from '../draft.ts';

export interface StreamOptions {
  platform?: string;
  name?: string;
  /** Where the stream chat spills over while live. */
  liveChat?: string | false;
  suggestions?: string | false;
  watchParty?: string | false;
  extra?: ChannelList;
}

/** A streamer's hub: go-live pings, weekly schedule, clips and suggestions. */
export function streamHub(options: StreamOptions = {}): Block {
  const platform = options.platform ?? 'Twitch';
  const channels: ChannelDraft[] = [
    board('going-live', `Automatic ${platform} go-live notifications.`, { posters: ['content'] }),
    board('stream-schedule', 'This week’s streams with start times in UTC. Updated every Monday.'),
  ];
  const liveChat = options.liveChat ?? 'stream-chat';
  if (liveChat) channels.push(text(liveChat));
  channels.push(
    text('clips', 'Clip it and post it here; the best ones make the highlight video.', {
      slowmode: SLOW.media,
    }),
  );
  const suggestions = options.suggestions ?? 'stream-suggestions';
  if (suggestions) channels.push(text(suggestions));
  channels.push(...listOf(options.extra ?? []));
  const party = options.watchParty ?? 'Watch Party';
  if (party) channels.push(voice(party));
  return { categories: [{ name: options.name ?? 'Stream', channels }] };
}

/** A lounge only supporters (and the team) can see. */
export function supporterLounge(name: string, roleKey: string, list: ChannelList): Block {
  const audience: Audience = { only: [roleKey] };
  return { categories: [{ name, audience, channels: listOf(list) }] };
}

/** Read-only upload feeds, one per platform: [channel, what it announces]. */
export function uploadFeeds(name: string, feeds: [string, string][]): Block {
  return {
    categories: [
      {
        name,
        channels: feeds.map(([channel, what]) =>
          board(channel, `New ${what}, posted automatically.`, { posters: ['content'] }),
        ),
      },
    ],
  };
}
