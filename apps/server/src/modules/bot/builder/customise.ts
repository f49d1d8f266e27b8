/**
 * Applies the answers to the style: the layout the build will create, still
 * in style terms (role keys, permission names). Every answer that differs
 * from its question's default changes something here or in the messages.
 */
import {
  EVERYONE,
  getPlan,
  type PlanId,
  roleColorToInt,
  type Style,
  type StyleCategory,
  type StyleChannel,
  type StyleOverwrite,
} from '@guildsmith/core';
import {
  chatChannels,
  effectiveOverwrites,
  optionalCategories,
  voiceRooms,
} from '../questionnaire/style-facts.ts';
import type { BotLocale } from '../texts/locales.ts';
import { clip } from '../texts/locales.ts';
import { MESSAGE_TEXTS } from '../texts/message-texts.ts';
import type { AnswerReader } from './answers.ts';
import { answeredName } from './generic-names.ts';
import {
  type CategoryStyle,
  categoryName,
  channelName,
  type Decoration,
  isTextLike,
  nextInSeries,
} from './names.ts';
import type { BuildChannelType, RolePayload } from './plan-types.ts';

type LayoutChannelType = Exclude<BuildChannelType, 'category'>;

export interface LayoutChannel {
  key: string;
  type: LayoutChannelType;
  name: string;
  topic?: string;
  slowmode?: number;
  userLimit?: number;
  overwrites: StyleOverwrite[];
}

interface LayoutCategory {
  key: string;
  name: string;
  overwrites: StyleOverwrite[];
  channels: LayoutChannel[];
}

interface LayoutRole {
  key: string;
  payload: Omit<RolePayload, 'permissions'> & { permissions: StyleRolePermissions };
}

type StyleRolePermissions = Style['roles'][number]['permissions'];

export interface Layout {
  roles: LayoutRole[];
  topLevel: LayoutChannel[];
  categories: LayoutCategory[];
}

const VOICE_LIMIT_MAX = 99;

function finalType(channel: StyleChannel, answers: AnswerReader): LayoutChannelType {
  switch (channel.type) {
    case 'forum':
      return answers.text('forum-channels') === 'text' ? 'text' : 'forum';
    case 'announcement':
      return answers.text('announcement-channels') === 'text' ? 'text' : 'announcement';
    case 'stage':
      return answers.text('stage-channels') === 'voice' ? 'voice' : 'stage';
    default:
      return channel.type;
  }
}

interface ChannelContext {
  style: Style;
  answers: AnswerReader;
  locale: BotLocale;
  chatKeys: ReadonlySet<string>;
}

function layoutChannel(
  channel: StyleChannel,
  category: StyleCategory | null,
  context: ChannelContext,
): LayoutChannel {
  const { style, answers, locale } = context;
  const type = finalType(channel, answers);
  const overwrites = effectiveOverwrites(channel, category);
  const readOnly = overwrites.some((o) => o.role === EVERYONE && o.deny.includes('SendMessages'));
  const decoration = answers.text('channel-decoration', 'none') as Decoration;
  const name = answeredName(
    answers,
    `channel-name:${channel.key}`,
    'channel',
    channel.name,
    locale,
  );
  const laid: LayoutChannel = {
    key: channel.key,
    type,
    name: channelName(name, type, decoration, readOnly),
    overwrites,
  };
  if (isTextLike(type) && answers.text('topics', 'keep') === 'keep') {
    const verification = style.settings.verification;
    const retyped =
      verification?.channelKey === channel.key && answers.changed('verification-type');
    const verifyType = answers.text('verification-type') as keyof typeof MESSAGE_TEXTS.verify;
    const topic = retyped ? MESSAGE_TEXTS.verify[verifyType][locale] : channel.topic;
    if (topic !== undefined) laid.topic = clip(topic, 1024);
  }
  const slowmode =
    context.chatKeys.has(channel.key) && answers.changed('slowmode')
      ? answers.number('slowmode')
      : channel.slowmodeSeconds;
  if (slowmode !== undefined && type !== 'announcement') laid.slowmode = slowmode;
  const userLimit =
    channel.type === 'voice' && answers.changed('voice-user-limit')
      ? answers.number('voice-user-limit')
      : channel.userLimit;
  if (userLimit !== undefined && (type === 'voice' || type === 'stage')) {
    laid.userLimit = type === 'voice' ? Math.min(userLimit, VOICE_LIMIT_MAX) : userLimit;
  }
  return laid;
}

function layoutRoles(style: Style, answers: AnswerReader, locale: BotLocale): LayoutRole[] {
  const staffFlag = (
    flag: 'staff-hoist' | 'staff-mentionable',
    designed: boolean,
    staff: boolean,
  ) => (staff && answers.changed(flag) ? answers.text(flag) === 'yes' : designed);
  return style.roles.map((role) => ({
    key: role.key,
    payload: {
      name: clip(answeredName(answers, `role-name:${role.key}`, 'role', role.name, locale), 100),
      color: roleColorToInt(
        (answers.text(`role-colour:${role.key}`) || role.color) as `#${string}`,
      ),
      hoist: staffFlag('staff-hoist', role.hoist, role.staff),
      mentionable: staffFlag('staff-mentionable', role.mentionable, role.staff),
      permissions: role.permissions,
    },
  }));
}

/** Sections the owner left out (the multi-choice of optional categories). */
function excludedCategories(style: Style, answers: AnswerReader): Set<string> {
  const chosen = answers.values('blocks');
  if (!chosen) return new Set();
  return new Set(
    optionalCategories(style)
      .map((category) => category.key)
      .filter((key) => !chosen.includes(key)),
  );
}

export function customiseStyle(
  style: Style,
  answers: AnswerReader,
  plan: PlanId,
  locale: BotLocale,
): Layout {
  const context: ChannelContext = {
    style,
    answers,
    locale,
    chatKeys: new Set(chatChannels(style).map((channel) => channel.key)),
  };
  const prefix = answers.text('name-prefix');
  const categoryStyle = answers.text('category-style', 'as-is') as CategoryStyle;
  const excluded = excludedCategories(style, answers);
  const topLevel = (style.channels ?? []).map((channel) => layoutChannel(channel, null, context));
  const wanted: { category: LayoutCategory; extraRooms: number; lastRoom?: LayoutChannel }[] = [];
  for (const category of style.categories) {
    if (excluded.has(category.key)) continue;
    const rooms = voiceRooms(category);
    const roomCount = answers.has(`voice-rooms:${category.key}`)
      ? answers.number(`voice-rooms:${category.key}`, rooms.length)
      : rooms.length;
    const dropped = new Set(rooms.slice(roomCount).map((room) => room.key));
    const channels = category.channels
      .filter((channel) => !dropped.has(channel.key))
      .map((channel) => layoutChannel(channel, category, context));
    const kept = rooms.slice(0, roomCount);
    const lastKey = kept[kept.length - 1]?.key;
    wanted.push({
      category: {
        key: category.key,
        name: categoryName(
          answeredName(answers, `category-name:${category.key}`, 'category', category.name, locale),
          prefix,
          categoryStyle,
        ),
        overwrites: category.overwrites ?? [],
        channels,
      },
      extraRooms: Math.max(0, roomCount - rooms.length),
      lastRoom: channels.find((channel) => channel.key === lastKey),
    });
  }
  addExtraRooms(wanted, style, getPlan(plan).channelLimit - countLaid(topLevel, wanted));
  return {
    roles: layoutRoles(style, answers, locale),
    topLevel,
    categories: wanted.map((entry) => entry.category),
  };
}

function countLaid(topLevel: LayoutChannel[], wanted: { category: LayoutCategory }[]): number {
  return topLevel.length + wanted.reduce((sum, entry) => sum + entry.category.channels.length, 0);
}

/** Extra voice rooms, numbered after the last one, while the plan's channel limit allows. */
function addExtraRooms(
  wanted: { category: LayoutCategory; extraRooms: number; lastRoom?: LayoutChannel }[],
  style: Style,
  room: number,
): void {
  const usedKeys = new Set(
    style.categories.flatMap((c) => [c.key, ...c.channels.map((ch) => ch.key)]),
  );
  let left = room;
  for (const entry of wanted) {
    const last = entry.lastRoom;
    if (!last) continue;
    const extras: LayoutChannel[] = [];
    for (let step = 1; step <= entry.extraRooms && left > 0; step += 1, left -= 1) {
      let key = `${last.key}-${step + 1}`;
      for (let n = 2; usedKeys.has(key); n += 1) key = `${last.key}-${step + 1}-${n}`;
      usedKeys.add(key);
      extras.push({ ...last, key, name: clip(nextInSeries(last.name, step), 100) });
    }
    const at = entry.category.channels.indexOf(last) + 1;
    entry.category.channels.splice(at, 0, ...extras);
  }
}
