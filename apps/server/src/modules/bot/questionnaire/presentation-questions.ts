/** Questions the larger plans reach; each appears only when the style has what it customises. */
import { type Style, styleChannels } from '@guildsmith/core';
import { untranslated } from '../texts/locales.ts';
import { durationText, OPTION_TEXTS } from '../texts/option-texts.ts';
import { choice, option, SELECT_OPTIONS, texts, yesNo } from './question-builders.ts';
import { groupOf } from './question-groups.ts';
import type { SetupQuestion } from './question-types.ts';
import {
  defaultInviteChannelKey,
  hasChannelType,
  publicTextChannels,
  staffMostly,
} from './style-facts.ts';

const INVITE_AGES = [0, 86_400, 604_800];

/** Formats, topics, channel types, staff display and the invite: asked by the larger plans. */
export function presentationQuestions(style: Style): SetupQuestion[] {
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
      group: groupOf('invite-max-uses'),
      priority: 680,
      default: 0,
      min: 0,
      max: 100,
    },
    choice('invite-temporary', 685, yesNo, 'no'),
  );
  return questions;
}
