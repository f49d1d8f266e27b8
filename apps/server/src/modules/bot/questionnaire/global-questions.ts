/**
 * Questions about the server as a whole: language, messages, naming style,
 * sections, bot systems. Each appears only when the style has what it
 * customises, so every question asked changes the build.
 */
import { RETIRED_VERIFICATION_TYPES, type Style, styleChannels } from '@guildsmith/core';
import { CHANNEL_TEXTS } from '../texts/channel-texts.ts';
import { GLOBAL_TEXTS, type QuestionText } from '../texts/global-texts.ts';
import { LAYOUT_TEXTS } from '../texts/layout-texts.ts';
import { BOT_LOCALES, type BotLocale, LOCALE_NAMES, untranslated } from '../texts/locales.ts';
import { durationText, OPTION_TEXTS, peopleText } from '../texts/option-texts.ts';
import type { QuestionOption, SetupQuestion } from './question-types.ts';
import {
  chatChannels,
  chatSlowmode,
  colourHex,
  defaultInviteChannelKey,
  hasChannelType,
  optionalCategories,
  publicTextChannels,
  staffMostly,
  voiceCategories,
  voiceUserLimit,
} from './style-facts.ts';

/** Discord's limits on what the bot posts, shortened where the bot adds its own heading. */
export const TEXT_LIMITS = {
  welcome: 1800,
  rules: 4000,
  panel: 1000,
  ticketTypes: 1000,
  prefix: 20,
  roleName: 100,
  categoryName: 70,
  channelName: 90,
} as const;

const SELECT_OPTIONS = 25;
const SLOWMODE_CHOICES = [0, 5, 10, 30, 60, 300, 900, 3600];
const VOICE_LIMIT_CHOICES = [0, 2, 4, 5, 8, 10, 25, 99];
const INVITE_AGES = [0, 86_400, 604_800];

const TEXTS: Record<string, QuestionText> = { ...GLOBAL_TEXTS, ...LAYOUT_TEXTS, ...CHANNEL_TEXTS };

function texts(id: string): QuestionText {
  const found = TEXTS[id];
  if (!found) throw new Error(`No prompt for question ${id}`);
  return found;
}

const option = (value: string, label: QuestionOption['label']): QuestionOption => ({
  value,
  label,
});

const yesNo = [option('yes', OPTION_TEXTS.yes), option('no', OPTION_TEXTS.no)];

function choice(
  id: string,
  priority: number,
  options: QuestionOption[],
  fallback: string,
  retired?: Readonly<Record<string, string>>,
): SetupQuestion {
  return {
    id,
    kind: 'choice',
    ...texts(id),
    priority,
    options,
    default: fallback,
    ...(retired ? { retired } : {}),
  };
}

function text(
  id: string,
  priority: number,
  fields: {
    default: string;
    rule: 'message' | 'list' | 'prefix';
    maxLength: number;
    optional?: boolean;
    multiline?: boolean;
    maxItems?: number;
  },
): SetupQuestion {
  return {
    id,
    kind: 'short-text',
    ...texts(id),
    priority,
    optional: fields.optional ?? false,
    multiline: fields.multiline ?? true,
    ...fields,
  };
}

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

/** Formats, topics, channel types, staff display and the invite: asked by the larger plans. */
function presentationQuestions(style: Style): SetupQuestion[] {
  const formats = [
    option('embed', OPTION_TEXTS.format.embed),
    option('plain', OPTION_TEXTS.format.plain),
  ];
  const types = OPTION_TEXTS.channelType;
  const questions: SetupQuestion[] = [choice('welcome-format', 620, formats, 'embed')];
  if (style.settings.rulesChannelKey && style.settings.rulesText) {
    questions.push(choice('rules-format', 625, formats, 'embed'));
  }
  questions.push(
    choice(
      'topics',
      630,
      [option('keep', OPTION_TEXTS.topics.keep), option('none', OPTION_TEXTS.topics.none)],
      'keep',
    ),
    choice('staff-hoist', 640, yesNo, staffMostly(style, 'hoist') ? 'yes' : 'no'),
    choice('staff-mentionable', 645, yesNo, staffMostly(style, 'mentionable') ? 'yes' : 'no'),
  );
  if (hasChannelType(style, 'forum')) {
    questions.push(
      choice(
        'forum-channels',
        650,
        [option('forum', types.forum), option('text', types.text)],
        'forum',
      ),
    );
  }
  if (hasChannelType(style, 'announcement')) {
    questions.push(
      choice(
        'announcement-channels',
        655,
        [option('announcement', types.announcement), option('text', types.text)],
        'announcement',
      ),
    );
  }
  if (hasChannelType(style, 'stage')) {
    questions.push(
      choice(
        'stage-channels',
        660,
        [option('stage', types.stage), option('voice', types.voice)],
        'stage',
      ),
    );
  }
  const inviteDefault = defaultInviteChannelKey(style);
  const landing = publicTextChannels(style).filter((channel) => channel.key !== inviteDefault);
  const inviteOptions = [
    inviteDefault,
    ...landing.map((channel) => channel.key).slice(0, SELECT_OPTIONS - 1),
  ];
  if (inviteOptions.length > 1) {
    const names = new Map(
      styleChannels(style).map(({ channel }) => [channel.key, channel.name] as const),
    );
    questions.push(
      choice(
        'invite-channel',
        670,
        inviteOptions.map((key) => option(key, untranslated(`#${names.get(key) ?? key}`))),
        inviteDefault,
      ),
    );
  }
  questions.push(
    choice(
      'invite-max-age',
      675,
      INVITE_AGES.map((age) =>
        option(String(age), age === 0 ? OPTION_TEXTS.never : durationText(age)),
      ),
      '0',
    ),
    {
      id: 'invite-max-uses',
      kind: 'number',
      ...texts('invite-max-uses'),
      priority: 680,
      default: 0,
      min: 0,
      max: 100,
    },
    choice('invite-temporary', 685, yesNo, 'no'),
  );
  return questions;
}
