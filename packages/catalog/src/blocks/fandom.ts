import { board, type ChannelList, chat, forum, listOf, SLOW, text, voice } from '../channels.ts';
import type { Audience, Block, ChannelDraft } from '../draft.ts';

export interface AnimeOptions {
  name?: string;
  /** Per-episode discussion as a forum (one post per episode) rather than one channel. */
  episodeForum?: boolean;
  manga?: boolean;
  extra?: ChannelList;
}

/** Anime discussion with spoilers kept to the episode channels. */
export function animeDiscussion(options: AnimeOptions = {}): Block {
  const episodeTopic = 'Spoilers allowed for the episode in the title only.';
  const channels: ChannelDraft[] = [
    chat(
      'anime-chat',
      'General anime talk. No spoilers for anything airing this season.',
      SLOW.chat,
    ),
    chat('seasonal-anime', 'What is airing this season and what is worth watching.', SLOW.chat),
    options.episodeForum
      ? forum('episode-threads', episodeTopic)
      : text('episode-discussion', episodeTopic),
    chat(
      'recommendations',
      'Ask for or give recommendations: say what you liked and why.',
      SLOW.feedback,
    ),
  ];
  if (options.manga)
    channels.push(
      chat('manga-chapters', 'New chapter talk; spoiler-tag anything not yet animated.', SLOW.chat),
    );
  channels.push(...listOf(options.extra ?? []));
  return { categories: [{ name: options.name ?? 'Anime', channels }] };
}

/** Watch parties: a schedule board and voice rooms to stream in. */
export function watchParties(name = 'Watch Parties', rooms: string[] = ['Watch Party']): Block {
  return {
    categories: [
      {
        name,
        channels: [
          board('watch-party-schedule', 'What we watch together and when (UTC).', {
            posters: ['events'],
          }),
          ...rooms.map((room) => voice(room)),
        ],
      },
    ],
  };
}

export interface CharacterOptions {
  name?: string;
  /** Forum sheets (one post per character) need the Community feature. */
  forum?: boolean;
  extra?: ChannelList;
}

/** Character sheets: submission, approval by reviewers, and the approved archive. */
export function characterSheets(options: CharacterOptions = {}): Block {
  const sheetTopic = 'Use the template: name, age, appearance, backstory, abilities and flaws.';
  const channels: ChannelDraft[] = [
    board(
      'sheet-template',
      'Copy this template for your character. Reviewers answer within 48 hours.',
    ),
    options.forum
      ? forum('character-sheets', sheetTopic)
      : text('character-submissions', sheetTopic, { slowmode: SLOW.daily }),
    board('approved-characters', 'Approved sheets, reposted by reviewers for reference.', {
      posters: ['support'],
    }),
    ...listOf(options.extra ?? []),
  ];
  return { categories: [{ name: options.name ?? 'Characters', channels }] };
}

/** In-character scene channels, one per location, plus out-of-character chat. */
export function scenes(
  name: string,
  places: string[],
  ooc = 'ooc-chat',
  audience?: Audience,
): Block {
  const channels = [
    ...places.map((place) =>
      text(place, `In character only. Scene: ${place.replace(/-/g, ' ')}.`, { slowmode: 10 }),
    ),
    chat(ooc, 'Out of character: plan scenes, ask questions, chat.', SLOW.chat),
  ];
  return { categories: [{ name, channels, ...(audience ? { audience } : {}) }] };
}

/** The world bible: read-only pages (dictionary topics) kept by the lore team. */
export function lore(name: string, pages: string): Block {
  const channels = pages
    .split(/\s+/)
    .filter(Boolean)
    .map((page) => board(page, undefined, { posters: ['content'] }));
  return { categories: [{ name, channels }] };
}

export interface ReadingOptions {
  name?: string;
  /** Discussion per book as a forum rather than one channel. */
  forum?: boolean;
  extra?: ChannelList;
}

/** Book club: current read, schedule and chapter discussion. */
export function readingCircle(options: ReadingOptions = {}): Block {
  const discussionTopic =
    'Chapter-by-chapter discussion. Spoilers past the schedule go in spoiler tags.';
  const channels: ChannelDraft[] = [
    board('current-read', 'This month’s book, where to get it and the reading schedule.', {
      posters: ['events'],
    }),
    options.forum
      ? forum('book-threads', discussionTopic)
      : chat('chapter-discussion', discussionTopic, SLOW.chat),
    chat(
      'book-nominations',
      'Nominate next month’s book; the top three go to a vote.',
      SLOW.feedback,
    ),
    ...listOf(options.extra ?? []),
  ];
  return { categories: [{ name: options.name ?? 'Book Club', channels }] };
}
