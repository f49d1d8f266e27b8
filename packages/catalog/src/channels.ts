/**
 * Short constructors so block and style files read like a channel list.
 * Topics of common channel names come from the topic dictionary, so a style
 * can list `'general memes !patch-notes'` and still get a topic on every
 * text-like channel (a name with no topic anywhere is an authoring error).
 */
import type { ChannelDraft } from './draft.ts';
import { SLOW } from './slow.ts';
import { TOPICS } from './topics/index.ts';

export { SLOW };

type Options = Omit<ChannelDraft, 'name' | 'type' | 'topic'>;

function known(name: string, topic: string | undefined): { topic: string; slowmode?: number } {
  if (topic) return { topic };
  const entry = TOPICS.get(name);
  if (!entry)
    throw new Error(`No topic for channel "${name}": pass one or add it to the topic dictionary`);
  return entry;
}

function textLike(
  type: 'text' | 'announcement' | 'forum',
  name: string,
  topic: string | undefined,
  options: Options,
): ChannelDraft {
  const entry = known(name, topic);
  const slowmode = type === 'announcement' ? undefined : (options.slowmode ?? entry.slowmode);
  return {
    name,
    type,
    topic: entry.topic,
    ...options,
    ...(slowmode === undefined ? {} : { slowmode }),
  };
}

export function text(name: string, topic?: string, options: Options = {}): ChannelDraft {
  return textLike('text', name, topic, options);
}

/** A busy chat channel with the standard slow mode. */
export function chat(name: string, topic?: string, slowmode: number = SLOW.chat): ChannelDraft {
  return text(name, topic, { slowmode });
}

/** Members read, the team posts. */
export function board(name: string, topic?: string, options: Options = {}): ChannelDraft {
  return text(name, topic, { readOnly: true, ...options });
}

/** An announcement channel other servers can follow (needs the Community feature). */
export function news(name: string, topic?: string, options: Options = {}): ChannelDraft {
  return textLike('announcement', name, topic, options);
}

export function forum(name: string, topic?: string, options: Options = {}): ChannelDraft {
  return textLike('forum', name, topic, options);
}

export function voice(name: string, userLimit?: number, options: Options = {}): ChannelDraft {
  return { name, type: 'voice', ...(userLimit ? { userLimit } : {}), ...options };
}

export function stage(name: string, options: Options = {}): ChannelDraft {
  return { name, type: 'stage', ...options };
}

export function staffOnly(channel: ChannelDraft): ChannelDraft {
  return { ...channel, audience: 'staff' };
}

/** A channel list: a space-separated string of text channel names, `!name` for read-only, or drafts. */
export type ChannelList = string | (string | ChannelDraft)[];

export function listOf(list: ChannelList): ChannelDraft[] {
  const entries = typeof list === 'string' ? list.split(/\s+/).filter(Boolean) : list;
  return entries.map((entry) => {
    if (typeof entry !== 'string') return entry;
    return entry.startsWith('!') ? board(entry.slice(1)) : text(entry);
  });
}
