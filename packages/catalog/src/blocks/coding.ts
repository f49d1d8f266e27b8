import { board, type ChannelList, chat, listOf, SLOW, text, voice } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

/** One help channel per language or stack: `help-${slug}`. */
export function codeHelp(name: string, stacks: string[], extra: ChannelList = []): Block {
  const channels = stacks.map((stack) =>
    chat(
      `help-${stack}`,
      `Questions about ${stack.replace(/-/g, ' ')}. Post code as text with the full error.`,
      SLOW.chat,
    ),
  );
  return { categories: [{ name, channels: [...channels, ...listOf(extra)] }] };
}

export interface ReviewOptions {
  name?: string;
  /** Pair-programming voice rooms for two. */
  pairRooms?: number;
  extra?: ChannelList;
}

/** Code review and show-and-tell, with pair-programming rooms. */
export function codeReview(options: ReviewOptions = {}): Block {
  const channels: ChannelDraft[] = [
    text(
      'code-review',
      'Link a PR or gist, say what feedback you want. Review someone else’s in return.',
      {
        slowmode: SLOW.review,
      },
    ),
    text('show-and-tell', 'Shipped something? Show it off with a link and a sentence on how.', {
      slowmode: SLOW.daily,
    }),
    ...listOf(options.extra ?? []),
  ];
  for (let n = 1; n <= (options.pairRooms ?? 0); n += 1)
    channels.push(voice(`Pair Programming ${n}`, 2));
  return { categories: [{ name: options.name ?? 'Code Review', channels }] };
}

export interface ProjectOptions {
  /** The project's display name. */
  project: string;
  name?: string;
  /** Releases as a followable announcement channel (premium and up). */
  followableReleases?: boolean;
  extra?: ChannelList;
}

/** An open-source project's front desk: feeds, roadmap and contributor chat. */
export function projectHub(options: ProjectOptions): Block {
  const releases = 'Tagged releases with changelogs.';
  const channels: ChannelDraft[] = [
    options.followableReleases
      ? { name: 'releases', type: 'announcement', topic: releases, posters: ['dev'] }
      : board('releases', releases, { posters: ['dev'] }),
    board(
      'github-feed',
      `Issues, pull requests and CI results from ${options.project}, via webhook.`,
      { posters: ['dev'] },
    ),
    board('roadmap', 'What is planned for the next releases and what is up for grabs.'),
    board('contributing', 'Setup, code style and how to pick a good first issue.'),
    text('dev-chat', `Working on ${options.project} itself: design, reviews, CI breakage.`),
    ...listOf(options.extra ?? []),
  ];
  return { categories: [{ name: options.name ?? options.project, channels }] };
}
