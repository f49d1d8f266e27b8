/**
 * Questions about the server as a whole: language, messages, moderation,
 * naming style, sections, bot systems. Each appears only when the style has
 * what it customises, so every question asked changes the build.
 */
import { RETIRED_VERIFICATION_TYPES, type Style } from '@guildsmith/core';
import { BOT_LOCALES, type BotLocale, LOCALE_NAMES, untranslated } from '../texts/locales.ts';
import { durationText, OPTION_TEXTS, peopleText } from '../texts/option-texts.ts';
import { MODERATION_TEXTS } from '../texts/server-settings-texts.ts';
import { presentationQuestions } from './presentation-questions.ts';
import { choice, option, SELECT_OPTIONS, text, texts } from './question-builders.ts';
import { groupOf } from './question-groups.ts';
import type { QuestionOption, SetupQuestion } from './question-types.ts';
import {
  chatChannels,
  chatSlowmode,
  colourHex,
  optionalCategories,
  voiceCategories,
  voiceUserLimit,
} from './style-facts.ts';

/**
 * How long each free-text answer may be: Discord's limits on what the bot
 * posts, shortened where the bot adds its own heading; the prefix is put
 * before every category name, so it stays short. The modal's input, the
 * question page and the check of the answer all read these.
 */
export const TEXT_LIMITS = {
  welcome: 1800,
  rules: 4000,
  panel: 1000,
  ticketTypes: 1000,
  prefix: 10,
  roleName: 100,
  categoryName: 70,
  channelName: 90,
} as const;

const SLOWMODE_CHOICES = [0, 5, 10, 30, 60, 300, 900, 3600];
const VOICE_LIMIT_CHOICES = [0, 2, 4, 5, 8, 10, 25, 99];

/** How strict the build's AutoMod rules are; `off` plans none. */
export const MODERATION_LEVELS = ['off', 'standard', 'strict'] as const;
export type ModerationLevel = (typeof MODERATION_LEVELS)[number];

/**
 * Early enough that the free plan's 20 questions include it for every style:
 * AutoMod guards every server the bot builds, so no plan should miss the choice.
 */
const MODERATION_PRIORITY = 35;

/** The number choices plus the style's own value, so "as designed" is always offered. */
function numberChoices(values: number[], designed: number, label: (n: number) => QuestionOption) {
  return [...new Set([...values, designed])].sort((a, b) => a - b).map(label);
}

export function globalQuestions(style: Style, locale: BotLocale): SetupQuestion[] {
  const { settings } = style;
  const questions: SetupQuestion[] = [
    choice(
      'language',
      10,
      BOT_LOCALES.map((code) => option(code, untranslated(LOCALE_NAMES[code]))),
      locale,
    ),
    text('welcome-message', 20, {
      default: settings.welcomeMessage,
      rule: 'message',
      maxLength: TEXT_LIMITS.welcome,
    }),
  ];
  if (settings.rulesChannelKey && settings.rulesText) {
    questions.push(
      text('rules-text', 30, {
        default: settings.rulesText,
        rule: 'message',
        maxLength: TEXT_LIMITS.rules,
      }),
    );
  }
  questions.push(
    choice(
      'moderation',
      MODERATION_PRIORITY,
      MODERATION_LEVELS.map((level) => option(level, MODERATION_TEXTS.levels[level])),
      'standard',
    ),
  );
  if (settings.verification) {
    const labels = OPTION_TEXTS.verification;
    questions.push(
      choice(
        'verification-type',
        40,
        [option('button', labels.button), option('captcha', labels.captcha)],
        settings.verification.type,
        RETIRED_VERIFICATION_TYPES,
      ),
      text('verification-message', 610, {
        default: '',
        rule: 'message',
        maxLength: TEXT_LIMITS.panel,
        optional: true,
      }),
    );
  }
  if (settings.tickets) {
    const staff = style.roles.filter((role) => role.staff);
    questions.push(
      text('ticket-types', 45, {
        default: settings.tickets.categories.join(', '),
        rule: 'list',
        maxLength: TEXT_LIMITS.ticketTypes,
        maxItems: SELECT_OPTIONS,
        multiline: false,
      }),
      choice(
        'ticket-staff-role',
        600,
        staff.map((role) => option(role.key, untranslated(role.name))),
        settings.tickets.staffRoleKey,
      ),
      text('ticket-panel-message', 605, {
        default: '',
        rule: 'message',
        maxLength: TEXT_LIMITS.panel,
        optional: true,
      }),
    );
  }
  const decoration = OPTION_TEXTS.decoration;
  const categoryStyle = OPTION_TEXTS.categoryStyle;
  questions.push(
    choice(
      'channel-decoration',
      50,
      [
        option('none', decoration.none),
        option('emoji', decoration.emoji),
        option('emoji-bar', decoration['emoji-bar']),
      ],
      'none',
    ),
    choice(
      'category-style',
      60,
      [
        option('as-is', categoryStyle['as-is']),
        option('upper', categoryStyle.upper),
        option('framed', categoryStyle.framed),
      ],
      'as-is',
    ),
    text('name-prefix', 80, {
      default: '',
      rule: 'prefix',
      maxLength: TEXT_LIMITS.prefix,
      optional: true,
      multiline: false,
    }),
    {
      id: 'embed-colour',
      kind: 'colour',
      ...texts('embed-colour'),
      group: groupOf('embed-colour'),
      priority: 90,
      default: colourHex(style.roles[0]?.color ?? '#5865f2'),
    },
  );
  const optional = optionalCategories(style).slice(0, SELECT_OPTIONS);
  if (optional.length > 0) {
    questions.push({
      id: 'blocks',
      kind: 'multi-choice',
      ...texts('blocks'),
      group: groupOf('blocks'),
      priority: 70,
      options: optional.map((category) => option(category.key, untranslated(category.name))),
      default: optional.map((category) => category.key),
      minValues: 0,
      maxValues: optional.length,
    });
  }
  if (chatChannels(style).length > 0) {
    questions.push(
      choice(
        'slowmode',
        100,
        numberChoices(SLOWMODE_CHOICES, chatSlowmode(style), (seconds) =>
          option(String(seconds), seconds === 0 ? OPTION_TEXTS.off : durationText(seconds)),
        ),
        String(chatSlowmode(style)),
      ),
    );
  }
  if (voiceCategories(style).length > 0) {
    questions.push(
      choice(
        'voice-user-limit',
        110,
        numberChoices(VOICE_LIMIT_CHOICES, voiceUserLimit(style), (count) =>
          option(String(count), peopleText(count)),
        ),
        String(voiceUserLimit(style)),
      ),
    );
  }
  questions.push(...presentationQuestions(style));
  return questions;
}
