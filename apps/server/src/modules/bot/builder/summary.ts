/**
 * The dry run shown before a build: what will be added, that nothing existing
 * is touched, and how long Discord's rate limits make it take.
 */
import { type BotLocale, fill } from '../texts/locales.ts';
import { unitText } from '../texts/option-texts.ts';
import { SUMMARY_TEXTS } from '../texts/summary-texts.ts';
import { type ModelledCall, minimumDurationMs } from './bucket-model.ts';
import type { BuildPlan, PlannedOperation } from './plan-types.ts';

/** What one call costs on top of the waits the buckets impose: a typical round trip. */
export const ESTIMATED_CALL_LATENCY_MS = 150;

const SUMMARY_CHANNEL_TYPES = ['text', 'voice', 'announcement', 'forum', 'stage'] as const;
type SummaryChannelType = (typeof SUMMARY_CHANNEL_TYPES)[number];

export interface BuildSummary {
  styleId: string;
  styleName: string;
  roles: number;
  categories: number;
  channels: Record<SummaryChannelType, number> & { total: number };
  messages: number;
  invites: number;
  /** Discord calls the build makes: exactly one per planned operation. */
  calls: number;
  /** The least time the default bucket model allows, plus a typical round trip per call. */
  estimatedMs: number;
  /** Always false: a build only adds. */
  changesExisting: false;
  /** The dry run as the bot posts it, in the plan's language. */
  text: string;
}

export function modelledCalls(operations: readonly PlannedOperation[]): ModelledCall[] {
  return operations.map((operation): ModelledCall => {
    if (operation.kind === 'role') return { kind: 'role-create' };
    if (operation.kind === 'message') {
      return { kind: 'message-create', scope: operation.payload.channel };
    }
    if (operation.kind === 'invite') {
      return { kind: 'invite-create', scope: operation.payload.channel };
    }
    return { kind: 'channel-create' };
  });
}

function estimateBuildMs(operations: readonly PlannedOperation[]): number {
  return (
    minimumDurationMs(modelledCalls(operations)) + operations.length * ESTIMATED_CALL_LATENCY_MS
  );
}

/** "1 min 40 s" in the locale's words, rounded up to 5 seconds. */
export function durationWords(ms: number, locale: BotLocale): string {
  const seconds = Math.max(5, Math.ceil(ms / 5000) * 5);
  const unit = (value: number, name: 'minute' | 'second') => unitText(locale, value, name, 'short');
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0
    ? unit(minutes, 'minute')
    : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}

export function summarizePlan(plan: BuildPlan, locale: BotLocale = plan.locale): BuildSummary {
  const channels = { text: 0, voice: 0, announcement: 0, forum: 0, stage: 0, total: 0 };
  let roles = 0;
  let categories = 0;
  let messages = 0;
  let invites = 0;
  for (const operation of plan.operations) {
    if (operation.kind === 'role') roles += 1;
    else if (operation.kind === 'category') categories += 1;
    else if (operation.kind === 'message') messages += 1;
    else if (operation.kind === 'invite') invites += 1;
    else if (operation.payload.type !== 'category') {
      channels[operation.payload.type] += 1;
      channels.total += 1;
    }
  }
  const estimatedMs = estimateBuildMs(plan.operations);
  const t = (key: keyof typeof SUMMARY_TEXTS, values: Record<string, string | number>) =>
    fill(SUMMARY_TEXTS[key][locale], values);
  const details = SUMMARY_CHANNEL_TYPES.filter((type) => channels[type] > 0)
    .map((type) => t(type, { n: channels[type] }))
    .join(', ');
  const text = [
    `**${t('title', { style: plan.styleName })}**`,
    `• ${t('roles', { n: roles })}`,
    `• ${t('categories', { n: categories })}`,
    `• ${t('channels', { n: channels.total, details })}`,
    `• ${t('messages', { n: messages })}`,
    `• ${t('invite', { n: invites })}`,
    t('nothingChanged', {}),
    // The gate is made of the new channels' overwrites; what the owner had stays open.
    ...(plan.setup.verification ? [t('existingChannelsKept', {})] : []),
    t('estimate', { time: durationWords(estimatedMs, locale), calls: plan.operations.length }),
  ].join('\n');
  return {
    styleId: plan.styleId,
    styleName: plan.styleName,
    roles,
    categories,
    channels,
    messages,
    invites,
    calls: plan.operations.length,
    estimatedMs,
    changesExisting: false,
    text,
  };
}
