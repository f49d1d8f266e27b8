/**
 * What the questionnaire and the planner both need to know about a style:
 * which channels members chat in, which categories may be left out, where
 * the voice rooms are. One definition, so a question's default always
 * describes exactly what the planner builds when it is kept.
 */
import {
  EVERYONE,
  roleColorToInt,
  type Style,
  type StyleCategory,
  type StyleChannel,
  type StyleOverwrite,
  styleChannels,
} from '@guildsmith/core';

/** A channel's own overwrites, or its category's when it inherits them. */
export function effectiveOverwrites(
  channel: StyleChannel,
  category: StyleCategory | null,
): StyleOverwrite[] {
  return channel.overwrites ?? category?.overwrites ?? [];
}

function everyoneDenies(overwrites: StyleOverwrite[], permission: 'ViewChannel' | 'SendMessages') {
  return overwrites.some((o) => o.role === EVERYONE && o.deny.includes(permission));
}

/** Hidden from @everyone and shown only to staff roles. */
function isStaffOnly(style: Style, overwrites: StyleOverwrite[]): boolean {
  if (!everyoneDenies(overwrites, 'ViewChannel')) return false;
  const staff = new Set(style.roles.filter((role) => role.staff).map((role) => role.key));
  return overwrites
    .filter((o) => o.role !== EVERYONE && o.allow.includes('ViewChannel'))
    .every((o) => staff.has(o.role));
}

/** Text channels members write in: not read-only boards, not staff rooms. */
export function chatChannels(style: Style): StyleChannel[] {
  return styleChannels(style)
    .filter(({ channel, category }) => {
      if (channel.type !== 'text') return false;
      const overwrites = effectiveOverwrites(channel, category);
      return !everyoneDenies(overwrites, 'SendMessages') && !isStaffOnly(style, overwrites);
    })
    .map(({ channel }) => channel);
}

/** Text-like channels @everyone can see: where an invite may land. */
export function publicTextChannels(style: Style): StyleChannel[] {
  return styleChannels(style)
    .filter(
      ({ channel, category }) =>
        (channel.type === 'text' || channel.type === 'announcement') &&
        !everyoneDenies(effectiveOverwrites(channel, category), 'ViewChannel'),
    )
    .map(({ channel }) => channel);
}

/** Channels the bot posts in or that the settings point at. */
function requiredChannelKeys(style: Style): Set<string> {
  const { settings } = style;
  return new Set(
    [
      settings.welcomeChannelKey,
      settings.rulesChannelKey,
      settings.systemChannelKey,
      settings.verification?.channelKey,
      settings.tickets?.channelKey,
    ].filter((key): key is string => key !== undefined),
  );
}

/** Categories the owner may leave out: none of the bot's own channels live there. */
export function optionalCategories(style: Style): StyleCategory[] {
  const required = requiredChannelKeys(style);
  return style.categories.filter(
    (category) => !category.channels.some((channel) => required.has(channel.key)),
  );
}

export function voiceRooms(category: StyleCategory): StyleChannel[] {
  return category.channels.filter((channel) => channel.type === 'voice');
}

export function voiceCategories(style: Style): StyleCategory[] {
  return style.categories.filter((category) => voiceRooms(category).length > 0);
}

/** The most frequent value; ties go to the one seen first. */
function mostCommon<T>(values: readonly T[], fallback: T): T {
  const counts = new Map<T, number>();
  let best = fallback;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

export function chatSlowmode(style: Style): number {
  return mostCommon(
    chatChannels(style).map((channel) => channel.slowmodeSeconds ?? 0),
    0,
  );
}

export function voiceUserLimit(style: Style): number {
  return mostCommon(
    style.categories.flatMap(voiceRooms).map((channel) => channel.userLimit ?? 0),
    0,
  );
}

/** Whether most staff roles have the flag: the "as designed" answer. */
export function staffMostly(style: Style, flag: 'hoist' | 'mentionable'): boolean {
  const staff = style.roles.filter((role) => role.staff);
  return staff.filter((role) => role[flag]).length * 2 >= staff.length;
}

export function colourHex(color: Parameters<typeof roleColorToInt>[0]): string {
  return `#${roleColorToInt(color).toString(16).padStart(6, '0')}`;
}

export function hasChannelType(style: Style, type: StyleChannel['type']): boolean {
  return styleChannels(style).some(({ channel }) => channel.type === type);
}

/** The channel an invite opens unless the owner picks another. */
export function defaultInviteChannelKey(style: Style): string {
  return style.settings.verification?.channelKey ?? style.settings.welcomeChannelKey;
}
