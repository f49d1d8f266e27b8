import { board, type ChannelList, chat, listOf, SLOW, text, voice } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface StudyRoomOptions {
  name?: string;
  /** Pomodoro (25 minutes on, 5 off) voice rooms, cameras optional. */
  pomodoro?: number;
  /** Long-focus rooms (50/10). */
  deepFocus?: number;
  silent?: number;
  /** Group rooms for 6, for talking through problem sets. */
  groups?: number;
  extra?: ChannelList;
}

/** Study rooms: pomodoro and silent voice rooms plus a daily log. */
export function studyRooms(options: StudyRoomOptions = {}): Block {
  const channels: ChannelDraft[] = [
    text('study-log', 'Post today’s goals in the morning and tick them off at night.', {
      slowmode: SLOW.lfg,
    }),
    board('session-timer', 'The pomodoro bot posts the current cycle here.'),
    ...listOf(options.extra ?? []),
  ];
  const rooms: [string, number, number][] = [
    ['Pomodoro 25-5 Room', options.pomodoro ?? 2, 10],
    ['Deep Focus 50-10 Room', options.deepFocus ?? 0, 10],
    ['Silent Study', options.silent ?? 1, 0],
    ['Group Study', options.groups ?? 0, 6],
  ];
  for (const [prefix, count, limit] of rooms) {
    for (let n = 1; n <= count; n += 1)
      channels.push(voice(count > 1 ? `${prefix} ${n}` : prefix, limit));
  }
  return { categories: [{ name: options.name ?? 'Study Rooms', channels }] };
}

/** One help channel per subject. */
export function subjects(name: string, list: string[], extra: ChannelList = []): Block {
  const channels = list.map((subject) =>
    chat(
      subject,
      `${subject.replace(/-/g, ' ')}: questions, explanations and resources. Show your working.`,
      SLOW.chat,
    ),
  );
  return { categories: [{ name, channels: [...channels, ...listOf(extra)] }] };
}

/** Shared notes and resources curated by the team. */
export function resources(name: string, feeds: string): Block {
  const channels = feeds
    .split(/\s+/)
    .filter(Boolean)
    .map((feed) => board(feed, undefined, { posters: ['content', 'support'] }));
  return { categories: [{ name, channels }] };
}
