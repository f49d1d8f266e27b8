/**
 * AutoMod rules from the moderation answer, one rule (one call) each: slurs
 * and profanity from Discord's keyword presets, mention spam with raid
 * protection, and spam, every one blocking the message. The style's staff
 * roles are exempt, resolved from the journal like overwrite targets. Discord
 * allows one rule of each of these kinds per server, so a server that already
 * has one keeps its own (the builder skips ours, run-build.ts).
 */
import type { Style } from '@guildsmith/core';
import {
  AutoModerationRuleKeywordPresetType as Preset,
  AutoModerationRuleTriggerType as Trigger,
} from 'discord-api-types/v10';
import type { ModerationLevel } from '../questionnaire/global-questions.ts';
import { type BotLocale, clip, fill } from '../texts/locales.ts';
import { MODERATION_TEXTS } from '../texts/server-settings-texts.ts';
import { type AutomodPayload, opKey } from './plan-types.ts';

export type AutomodRule = keyof typeof MODERATION_TEXTS.rules;

const STRICTNESS = {
  standard: { presets: [Preset.Profanity, Preset.Slurs], mentionLimit: 5 },
  strict: { presets: [Preset.Profanity, Preset.SexualContent, Preset.Slurs], mentionLimit: 3 },
} as const;

export function automodRuleName(rule: AutomodRule, locale: BotLocale): string {
  return clip(
    fill(MODERATION_TEXTS.ruleName[locale], { rule: MODERATION_TEXTS.rules[rule][locale] }),
    100,
  );
}

export function planAutomod(
  style: Style,
  level: ModerationLevel,
  locale: BotLocale,
): { key: string; payload: AutomodPayload }[] {
  if (level === 'off') return [];
  const { presets, mentionLimit } = STRICTNESS[level];
  const exemptRoles = style.roles.filter((role) => role.staff).map((role) => opKey.role(role.key));
  const rule = (name: AutomodRule, fields: Omit<AutomodPayload, 'name' | 'exemptRoles'>) => ({
    key: opKey.automod(name),
    payload: { name: automodRuleName(name, locale), exemptRoles, ...fields },
  });
  return [
    rule('keywords', { triggerType: Trigger.KeywordPreset, presets: [...presets] }),
    rule('mentions', { triggerType: Trigger.MentionSpam, mentionLimit }),
    rule('spam', { triggerType: Trigger.Spam }),
  ];
}
