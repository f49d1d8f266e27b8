/**
 * Final Discord names. Text-like channel names are produced already in the
 * form Discord stores them (lower case, hyphens), because a resumed build
 * finds its half-made objects by name and must compare like with like.
 */
import { DISCORD_LIMITS } from '@guildsmith/core';
import { normaliseTextChannelName } from '../questionnaire/validate-answer.ts';
import { clip } from '../texts/locales.ts';
import type { BuildChannelType } from './plan-types.ts';

export type Decoration = 'none' | 'emoji' | 'emoji-bar';
export type CategoryStyle = 'as-is' | 'upper' | 'framed';

const EMOJI: Record<Exclude<BuildChannelType, 'category'>, string> = {
  text: '💬',
  announcement: '📢',
  forum: '🧵',
  voice: '🔊',
  stage: '🎤',
};
const BOARD_EMOJI = '📌';
const BAR = '┃';
const FRAME = '━';

export function isTextLike(type: BuildChannelType): boolean {
  return type === 'text' || type === 'announcement' || type === 'forum';
}

/** Brackets reserved for message placeholders never reach Discord from user text. */
export function stripTokens(text: string): string {
  return text.replace(/[⟦⟧]/g, '');
}

export function channelName(
  name: string,
  type: Exclude<BuildChannelType, 'category'>,
  decoration: Decoration,
  readOnly: boolean,
): string {
  const emoji = type === 'text' && readOnly ? BOARD_EMOJI : EMOJI[type];
  const textLike = isTextLike(type);
  const base = textLike ? normaliseTextChannelName(name) : name.trim();
  const decorated =
    decoration === 'none'
      ? base
      : decoration === 'emoji-bar'
        ? `${emoji}${BAR}${base}`
        : textLike
          ? `${emoji}-${base}`
          : `${emoji} ${base}`;
  return clip(decorated, DISCORD_LIMITS.nameLength);
}

export function categoryName(name: string, prefix: string, style: CategoryStyle): string {
  const prefixed = prefix.trim() === '' ? name.trim() : `${prefix.trim()} ${name.trim()}`;
  const styled =
    style === 'upper'
      ? prefixed.toUpperCase()
      : style === 'framed'
        ? `${FRAME} ${prefixed} ${FRAME}`
        : prefixed;
  return clip(styled, DISCORD_LIMITS.nameLength);
}

/** The next name in a series: "Squad 2" after "Squad 1", "Lounge 2" after "Lounge". */
export function nextInSeries(name: string, step: number): string {
  const match = /^(.*?)(\s*)(\d+)$/.exec(name);
  if (match) return `${match[1]}${match[2] || ' '}${Number(match[3]) + step}`;
  return `${name} ${step + 1}`;
}
