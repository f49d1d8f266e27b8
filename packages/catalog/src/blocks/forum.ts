import { board, type ChannelList, forum, listOf } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface HelpDeskOptions {
  name?: string;
  forum?: string;
  topic?: string;
  /** A read-only guide on asking good questions. */
  guide?: string | false;
  extra?: ChannelList;
}

/** A forum help desk: one post per question, so answers stay findable. */
export function helpDesk(options: HelpDeskOptions = {}): Block {
  const channels: ChannelDraft[] = [];
  if (options.guide) channels.push(board(options.guide));
  channels.push(forum(options.forum ?? 'help-forum', options.topic));
  channels.push(...listOf(options.extra ?? []));
  return { categories: [{ name: options.name ?? 'Help Desk', channels }] };
}
