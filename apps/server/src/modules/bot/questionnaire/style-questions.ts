/**
 * Questions generated from the style's own objects: a name and a colour per
 * role, a name per category, a room count per voice category and a name per
 * channel. Staff roles come first, channels last, so small plans ask about
 * what matters most and large styles always have enough questions.
 */
import {
  countChannels,
  DISCORD_LIMITS,
  getPlan,
  type PlanId,
  type Style,
  styleChannels,
} from '@guildsmith/core';
import { clip, fillAll, type LocalizedText } from '../texts/locales.ts';
import { STYLE_TEXTS } from '../texts/style-texts.ts';
import { TEXT_LIMITS } from './global-questions.ts';
import type { SetupQuestion } from './question-types.ts';
import { colourHex, voiceCategories, voiceRooms } from './style-facts.ts';

const LABEL_LENGTH = 45;

function clipAll(text: LocalizedText, max: number): LocalizedText {
  const clipped = { ...text };
  for (const locale of Object.keys(clipped) as (keyof LocalizedText)[]) {
    clipped[locale] = clip(clipped[locale], max);
  }
  return clipped;
}

function about(kind: keyof typeof STYLE_TEXTS, name: string) {
  const texts = STYLE_TEXTS[kind];
  return {
    prompt: fillAll(texts.prompt, { name }),
    label: clipAll(fillAll(texts.label, { name }), LABEL_LENGTH),
  };
}

const PRIORITY = {
  staffRoleName: 200,
  memberRoleName: 260,
  staffRoleColour: 300,
  memberRoleColour: 360,
  voiceRooms: 400,
  categoryName: 500,
  channelName: 1000,
} as const;

/** How many channels the plan still allows on top of the style's own. */
function spareChannels(style: Style, plan: PlanId): number {
  return Math.max(0, getPlan(plan).channelLimit - countChannels(style));
}

export function styleQuestions(style: Style, plan: PlanId): SetupQuestion[] {
  const questions: SetupQuestion[] = [];
  const staff = style.roles.filter((role) => role.staff);
  const members = style.roles.filter((role) => !role.staff);
  const ordered = [
    ...staff.map((role, index) => ({ role, name: PRIORITY.staffRoleName + index })),
    ...members.map((role, index) => ({ role, name: PRIORITY.memberRoleName + index })),
  ];
  for (const { role, name } of ordered) {
    const item = { key: role.key, name: role.name };
    questions.push({
      id: `role-name:${role.key}`,
      kind: 'short-text',
      ...about('role-name', role.name),
      priority: name,
      group: 'roles',
      item,
      default: role.name,
      rule: 'role-name',
      optional: false,
      maxLength: TEXT_LIMITS.roleName,
      multiline: false,
    });
    questions.push({
      id: `role-colour:${role.key}`,
      kind: 'colour',
      ...about('role-colour', role.name),
      priority: name + (PRIORITY.staffRoleColour - PRIORITY.staffRoleName),
      group: 'roles',
      item,
      default: colourHex(role.color),
    });
  }
  const spare = spareChannels(style, plan);
  voiceCategories(style).forEach((category, index) => {
    const rooms = voiceRooms(category).length;
    const others = category.channels.length - rooms;
    questions.push({
      id: `voice-rooms:${category.key}`,
      kind: 'number',
      ...about('voice-rooms', category.name),
      priority: PRIORITY.voiceRooms + index,
      group: 'voice-rooms',
      default: rooms,
      // A category emptied of every channel would be a bare heading.
      min: others > 0 ? 0 : 1,
      max: Math.min(rooms + spare, DISCORD_LIMITS.channelsPerCategory - others),
    });
  });
  style.categories.forEach((category, index) => {
    questions.push({
      id: `category-name:${category.key}`,
      kind: 'short-text',
      ...about('category-name', category.name),
      priority: PRIORITY.categoryName + index,
      group: 'category-names',
      item: { key: category.key, name: category.name },
      default: category.name,
      rule: 'category-name',
      optional: false,
      maxLength: TEXT_LIMITS.categoryName,
      multiline: false,
    });
  });
  styleChannels(style).forEach(({ channel }, index) => {
    const textLike = channel.type !== 'voice' && channel.type !== 'stage';
    const shown = textLike ? `#${channel.name}` : `🔊 ${channel.name}`;
    questions.push({
      id: `channel-name:${channel.key}`,
      kind: 'short-text',
      ...about('channel-name', shown),
      priority: PRIORITY.channelName + index,
      group: 'channel-names',
      item: { key: channel.key, name: shown },
      default: channel.name,
      rule: textLike ? 'text-channel-name' : 'voice-channel-name',
      optional: false,
      maxLength: TEXT_LIMITS.channelName,
      multiline: false,
    });
  });
  return questions;
}
