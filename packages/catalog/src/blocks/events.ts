import { board, type ChannelList, listOf, stage, text, voice } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface EventOptions {
  name?: string;
  /** Read-only channel where events are announced. */
  board?: string;
  ideas?: string | false;
  /** A stage for hosted events (ultimate and up). */
  stage?: string | false;
  /** A plain voice hall, or false. */
  hall?: string | false;
  extra?: ChannelList;
}

/** Community events: schedule, ideas and a place to hold them. */
export function events(options: EventOptions = {}): Block {
  const channels: ChannelDraft[] = [board(options.board ?? 'event-announcements')];
  const ideas = options.ideas ?? 'event-ideas';
  if (ideas) channels.push(text(ideas));
  channels.push(...listOf(options.extra ?? []));
  if (options.stage) channels.push(stage(options.stage));
  const hall = options.hall ?? 'Event Hall';
  if (hall) channels.push(voice(hall));
  return { categories: [{ name: options.name ?? 'Events', channels }] };
}
