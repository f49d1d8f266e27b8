/**
 * Turns a style and its answers into the ordered calls of a build: roles
 * top-down (Discord puts each new role just above @everyone, so creating the
 * highest first leaves them in display order with no reorder call), then
 * categories, then channels with overwrites, parent, topic, position and
 * limits inline (one call each), then messages, then the AutoMod rules, then
 * the server settings that point at the new channels, then exactly one invite.
 */
import {
  EVERYONE,
  getPlan,
  type PlanId,
  permissionsToBitfield,
  planRank,
  type Style,
  type StyleOverwrite,
  type VerificationType,
} from '@guildsmith/core';
import type { ModerationLevel } from '../questionnaire/global-questions.ts';
import type { ResolvedAnswers } from '../questionnaire/question-types.ts';
import { defaultInviteChannelKey } from '../questionnaire/style-facts.ts';
import { type BotLocale, isBotLocale } from '../texts/locales.ts';
import { AnswerReader } from './answers.ts';
import { planAutomod } from './automod.ts';
import { customiseStyle, type LayoutChannel } from './customise.ts';
import { planMessages } from './messages.ts';
import { stripTokens } from './names.ts';
import {
  type BotSetup,
  type BuildPlan,
  type ChannelPayload,
  EVERYONE_TARGET,
  type OverwriteTemplate,
  opKey,
  type PlannedOperation,
} from './plan-types.ts';
import { planSettings } from './server-settings.ts';

export class BuildPlanError extends Error {
  override name = 'BuildPlanError';
}

export interface PlanBuildOptions {
  plan: PlanId;
}

function overwrites(list: StyleOverwrite[]): OverwriteTemplate[] {
  return list.map((overwrite) => ({
    target: overwrite.role === EVERYONE ? EVERYONE_TARGET : opKey.role(overwrite.role),
    allow: permissionsToBitfield(overwrite.allow),
    deny: permissionsToBitfield(overwrite.deny),
  }));
}

function channelPayload(
  channel: LayoutChannel,
  parent: string | null,
  position: number,
): ChannelPayload {
  const payload: ChannelPayload = {
    name: channel.name,
    type: channel.type,
    parent,
    position,
    positionBase: parent === null ? 'top-level' : 'none',
    overwrites: overwrites(channel.overwrites),
  };
  if (channel.topic !== undefined) payload.topic = channel.topic;
  if (channel.slowmode !== undefined) payload.rateLimitPerUser = channel.slowmode;
  if (channel.userLimit !== undefined) payload.userLimit = channel.userLimit;
  return payload;
}

export function planBuild(
  style: Style,
  resolvedAnswers: ResolvedAnswers,
  { plan }: PlanBuildOptions,
): BuildPlan {
  if (planRank(plan) < planRank(style.requiredPlan)) {
    throw new BuildPlanError(
      `The ${getPlan(style.requiredPlan).name} style "${style.name}" needs the ${getPlan(style.requiredPlan).name} plan or higher`,
    );
  }
  const answers = new AnswerReader(style, plan, resolvedAnswers);
  const language = answers.text('language', 'en');
  const locale: BotLocale = isBotLocale(language) ? language : 'en';
  const layout = customiseStyle(style, answers, plan, locale);
  const operations: PlannedOperation[] = [];
  const push = (operation: Omit<PlannedOperation, 'seq'>) =>
    operations.push({ ...operation, seq: operations.length } as PlannedOperation);

  for (const role of layout.roles) {
    push({
      kind: 'role',
      key: opKey.role(role.key),
      payload: { ...role.payload, permissions: permissionsToBitfield(role.payload.permissions) },
    });
  }
  layout.categories.forEach((category, index) => {
    push({
      kind: 'category',
      key: opKey.category(category.key),
      payload: {
        name: category.name,
        type: 'category',
        parent: null,
        position: index,
        positionBase: 'categories',
        overwrites: overwrites(category.overwrites),
      },
    });
  });
  const built = new Set<string>();
  layout.topLevel.forEach((channel, index) => {
    built.add(channel.key);
    push({
      kind: 'channel',
      key: opKey.channel(channel.key),
      payload: channelPayload(channel, null, index),
    });
  });
  for (const category of layout.categories) {
    category.channels.forEach((channel, index) => {
      built.add(channel.key);
      push({
        kind: 'channel',
        key: opKey.channel(channel.key),
        payload: channelPayload(channel, opKey.category(category.key), index),
      });
    });
  }
  for (const message of planMessages(style, answers, locale)) {
    push({ kind: 'message', key: opKey.message(message.name), payload: message.payload });
  }
  const moderation = answers.text('moderation', 'standard') as ModerationLevel;
  for (const rule of planAutomod(style, moderation, locale)) push({ kind: 'automod', ...rule });
  for (const setting of planSettings(style, operations, locale)) {
    push({ kind: 'settings', ...setting });
  }
  const chosenInvite = answers.text('invite-channel', defaultInviteChannelKey(style));
  const inviteChannel = built.has(chosenInvite) ? chosenInvite : defaultInviteChannelKey(style);
  push({
    kind: 'invite',
    key: opKey.invite,
    payload: {
      channel: opKey.channel(inviteChannel),
      maxAge: answers.number('invite-max-age'),
      maxUses: answers.number('invite-max-uses'),
      temporary: answers.text('invite-temporary', 'no') === 'yes',
    },
  });
  return {
    styleId: style.id,
    styleName: style.name,
    plan,
    locale,
    operations,
    setup: botSetup(style, answers, locale),
  };
}

function botSetup(style: Style, answers: AnswerReader, locale: BotLocale): BotSetup {
  const { settings } = style;
  return {
    language: locale,
    welcomeChannel: opKey.channel(settings.welcomeChannelKey),
    rulesChannel: settings.rulesChannelKey ? opKey.channel(settings.rulesChannelKey) : null,
    verification: settings.verification
      ? {
          type: answers.text('verification-type', settings.verification.type) as VerificationType,
          role: opKey.role(settings.verification.verifiedRoleKey),
          channel: opKey.channel(settings.verification.channelKey),
        }
      : null,
    tickets: settings.tickets
      ? {
          // As the ticket menu shows them (messages.ts), so a picked type is found again.
          types: answers.has('ticket-types')
            ? answers.list('ticket-types').map(stripTokens)
            : settings.tickets.categories,
          staffRole: opKey.role(answers.text('ticket-staff-role', settings.tickets.staffRoleKey)),
          channel: opKey.channel(settings.tickets.channelKey),
          logChannel: ticketLogChannel(style),
        }
      : null,
  };
}

const TICKET_LOG_CHANNELS = ['ticket-transcripts', 'ticket-logs'];

function ticketLogChannel(style: Style): string | null {
  const keys = new Set(
    [...(style.channels ?? []), ...style.categories.flatMap((category) => category.channels)].map(
      (channel) => channel.key,
    ),
  );
  const key = TICKET_LOG_CHANNELS.find((candidate) => keys.has(candidate));
  return key ? opKey.channel(key) : null;
}
