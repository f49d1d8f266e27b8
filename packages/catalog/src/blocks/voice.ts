import { text, voice } from '../channels.ts';
import type { Block, ChannelDraft } from '../draft.ts';

export interface VoiceOptions {
  name?: string;
  /** Explicit rooms as [name, user limit]; a limit of 0 means open. */
  rooms?: [string, number][];
  /** Otherwise `count` rooms called `${prefix} ${n}`. */
  count?: number;
  prefix?: string;
  userLimit?: number;
  /** A text channel for people in voice without a microphone. */
  noMic?: string | false;
  afk?: boolean;
}

/** Voice lounges, numbered or named, with an optional no-mic chat and AFK room. */
export function voiceLounges(options: VoiceOptions = {}): Block {
  const rooms =
    options.rooms ??
    Array.from({ length: options.count ?? 3 }, (_, n): [string, number] => [
      `${options.prefix ?? 'Lounge'} ${n + 1}`,
      options.userLimit ?? 0,
    ]);
  const channels: ChannelDraft[] = [];
  if (options.noMic) channels.push(text(options.noMic));
  channels.push(...rooms.map(([name, limit]) => voice(name, limit)));
  if (options.afk) channels.push(voice('AFK'));
  return { categories: [{ name: options.name ?? 'Voice Channels', channels }] };
}
