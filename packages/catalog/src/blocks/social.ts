import { board, type ChannelList, chat, listOf, SLOW, text } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface ChallengeOptions {
  name?: string;
  /** What people check in with, e.g. "workout", "run", "photo". */
  checkIn: string;
  leaderboard?: boolean;
  extra?: ChannelList;
}

/** Challenges: the rules, daily check-ins and a leaderboard. */
export function challenges(options: ChallengeOptions): Block {
  const channels: ChannelDraft[] = [
    board('challenge-rules', 'This month’s challenge, how to check in and what counts.', {
      posters: ['events'],
    }),
    text('check-ins', `Check in with your ${options.checkIn}. One check-in a day.`, {
      slowmode: SLOW.daily,
    }),
  ];
  if (options.leaderboard ?? true)
    channels.push(
      board('leaderboard', 'Standings, updated weekly by the hosts.', { posters: ['events'] }),
    );
  channels.push(...listOf(options.extra ?? []));
  return { categories: [{ name: options.name ?? 'Challenges', channels }] };
}

/** Daily engagement: question of the day and polls. */
export function dailyQuestions(name = 'Daily', extra: ChannelList = []): Block {
  return {
    categories: [
      {
        name,
        channels: [
          board('question-of-the-day', 'A new question every morning; answer in the thread.', {
            posters: ['events', 'helper'],
          }),
          chat(
            'polls',
            'Server polls. Suggest one with a ticket or in the suggestions channel.',
            SLOW.feedback,
          ),
          ...listOf(extra),
        ],
      },
    ],
  };
}
