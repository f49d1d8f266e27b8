import { board, type ChannelList, chat, listOf, SLOW, text } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface GameServerOptions {
  /** The game the community hosts servers for, e.g. "Rust". */
  game: string;
  name?: string;
  /** Prefix for channel names when one style hosts several games, e.g. "rust". */
  prefix?: string;
  /** Include a known-issues board next to the patch notes. */
  knownIssues?: boolean;
  extra?: ChannelList;
}

/** Game server status: live status, patch notes, bug reports and suggestions. */
export function gameServer(options: GameServerOptions): Block {
  const named = (name: string) => (options.prefix ? `${options.prefix}-${name}` : name);
  const channels: ChannelDraft[] = [
    board(
      named('server-status'),
      `Live status of our ${options.game} servers, restarts and wipes.`,
    ),
    board(named('patch-notes'), `${options.game} and server patch notes, newest first.`),
  ];
  if (options.knownIssues)
    channels.push(board(named('known-issues'), 'Bugs we know about and their workarounds.'));
  channels.push(
    chat(
      named('bug-reports'),
      'What happened, where, and how to reproduce it. Screenshots help.',
      SLOW.feedback,
    ),
    chat(
      named('server-suggestions'),
      `Ideas for the ${options.game} servers; react to vote.`,
      SLOW.feedback,
    ),
    ...listOf(options.extra ?? []),
  );
  return { categories: [{ name: options.name ?? `${options.game} Server`, channels }] };
}

export interface ClipOptions {
  name?: string;
  /** Weekly highlight picked by staff. */
  weekly?: string | false;
  extra?: ChannelList;
}

/** Clips and screenshots, with a slow mode so each post gets seen. */
export function clips(options: ClipOptions = {}): Block {
  const channels: ChannelDraft[] = [
    text('clips', 'Your best plays and funniest fails. Link or upload, one clip per post.', {
      slowmode: SLOW.media,
    }),
    text('screenshots', 'Scenic shots, builds and victory screens.', { slowmode: SLOW.media }),
  ];
  const weekly = options.weekly ?? false;
  if (weekly) channels.push(board(weekly));
  channels.push(...listOf(options.extra ?? []));
  return { categories: [{ name: options.name ?? 'Highlights', channels }] };
}
