/**
 * The dry run shown before a build: what will be added, the AutoMod rules,
 * the server settings it points at the new channels (the only existing
 * things it changes, and /undo puts them back), and how long Discord's rate
 * limits make it take.
 */
import { type BotLocale, fill } from '../texts/locales.ts';
import { unitText } from '../texts/option-texts.ts';
import { SUMMARY_TEXTS } from '../texts/summary-texts.ts';
import { type ModelledCall, minimumDurationMs } from './bucket-model.ts';
import type { BuildPlan, PlannedOperation, ServerSetting } from './plan-types.ts';

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
  automodRules: number;
  /** The server settings the build points at its channels; /undo puts them back. */
  settings: ServerSetting[];
  /** Discord calls the build makes: one per planned operation, fewer where a setting is skipped. */
  calls: number;
  /** The least time the default bucket model allows, plus a typical round trip per call. */
  estimatedMs: number;
  /** Whether anything the server already has changes: only ever the settings listed. */
  changesExisting: boolean;
  /** The dry run as the bot posts it, in the plan's language. */
  text: string;
}

export function modelledCalls(operations: readonly PlannedOperation[]): ModelledCall[] {
  return operations.map((operation): ModelledCall => {
    switch (operation.kind) {
      case 'role':
        return { kind: 'role-create' };
      case 'message':
        return { kind: 'message-create', scope: operation.payload.channel };
      case 'invite':
        return { kind: 'invite-create', scope: operation.payload.channel };
      case 'automod':
        return { kind: 'automod-create' };
      case 'settings':
        return { kind: 'settings-edit' };
      default:
        return { kind: 'channel-create' };
    }
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

type Texts = (key: keyof typeof SUMMARY_TEXTS, values?: Record<string, string | number>) => string;

/** Discord's limit on a message's content. */
const MESSAGE_LIMIT = 2000;

/**
 * The layout the build adds, by name: each category with its channels, and
 * the channels outside categories; `counted` names only the categories with
 * their channel counts, for a layout too long to list in one message.
 */
function layoutLines(plan: BuildPlan, counted: boolean): string[] {
  const channels = plan.operations.flatMap((o) => (o.kind === 'channel' ? [o] : []));
  const named = (o: (typeof channels)[number]) =>
    o.payload.type === 'voice' || o.payload.type === 'stage'
      ? `🔊 ${o.payload.name}`
      : `#${o.payload.name}`;
  const inside = (parent: string | null) => channels.filter((o) => o.payload.parent === parent);
  const topLevel = inside(null);
  const lines = topLevel.length > 0 && !counted ? [topLevel.map(named).join(', ')] : [];
  for (const category of plan.operations) {
    if (category.kind !== 'category') continue;
    const children = inside(category.key);
    lines.push(
      counted
        ? `📁 **${category.payload.name}** (${children.length})`
        : `📁 **${category.payload.name}**: ${children.map(named).join(', ') || '—'}`,
    );
  }
  return lines.map((line) => `  ${line}`);
}

/** The AutoMod and settings lines: what the build adds to moderation and changes in the server. */
function serverLines(plan: BuildPlan, t: Texts): string[] {
  const names = new Map(
    plan.operations.flatMap((o) =>
      o.kind === 'channel' ? [[o.key, `#${o.payload.name}`] as const] : [],
    ),
  );
  const channel = (key: string) => names.get(key) ?? key;
  const rules = plan.operations.flatMap((o) => (o.kind === 'automod' ? [o.payload.name] : []));
  const lines = [
    rules.length > 0
      ? t('automod', { n: rules.length, details: rules.join(', ') })
      : t('automodOff'),
  ];
  for (const operation of plan.operations) {
    if (operation.kind !== 'settings') continue;
    const payload = operation.payload;
    if (payload.setting === 'system-channel') {
      lines.push(t('systemChannel', { channel: channel(payload.channel) }));
    } else if (payload.setting === 'welcome-screen') {
      const list = payload.channels.map((entry) => channel(entry.channel)).join(', ');
      lines.push(t('welcomeScreen', { channels: list }));
    } else {
      lines.push(t('onboarding', { channels: payload.channels.map(channel).join(', ') }));
    }
  }
  return lines;
}

export function summarizePlan(plan: BuildPlan, locale: BotLocale = plan.locale): BuildSummary {
  const channels = { text: 0, voice: 0, announcement: 0, forum: 0, stage: 0, total: 0 };
  const counts = { role: 0, category: 0, message: 0, invite: 0, automod: 0 };
  const settings: ServerSetting[] = [];
  for (const operation of plan.operations) {
    if (operation.kind === 'channel') {
      channels[operation.payload.type as SummaryChannelType] += 1;
      channels.total += 1;
    } else if (operation.kind === 'settings') settings.push(operation.payload.setting);
    else counts[operation.kind] += 1;
  }
  const estimatedMs = estimateBuildMs(plan.operations);
  const t: Texts = (key, values = {}) => fill(SUMMARY_TEXTS[key][locale], values);
  const details = SUMMARY_CHANNEL_TYPES.filter((type) => channels[type] > 0)
    .map((type) => t(type, { n: channels[type] }))
    .join(', ');
  const textWith = (layout: string[]) =>
    [
      `**${t('title', { style: plan.styleName })}**`,
      `• ${t('roles', { n: counts.role })}`,
      `• ${t('categories', { n: counts.category })}`,
      `• ${t('channels', { n: channels.total, details })}`,
      ...layout,
      `• ${t('messages', { n: counts.message })}`,
      `• ${t('invite', { n: counts.invite })}`,
      ...serverLines(plan, t).map((line) => `• ${line}`),
      t(settings.length > 0 ? 'settingsChanged' : 'nothingChanged'),
      // The gate is made of the new channels' overwrites; what the owner had stays open.
      ...(plan.setup.verification ? [t('existingChannelsKept')] : []),
      t('estimate', { time: durationWords(estimatedMs, locale) }),
    ].join('\n');
  // Every name when they fit in one message; else the categories with their counts.
  const text = [layoutLines(plan, false), layoutLines(plan, true), []]
    .map(textWith)
    .find((candidate) => [...candidate].length <= MESSAGE_LIMIT) as string;
  return {
    styleId: plan.styleId,
    styleName: plan.styleName,
    roles: counts.role,
    categories: counts.category,
    channels,
    messages: counts.message,
    invites: counts.invite,
    automodRules: counts.automod,
    settings,
    calls: plan.operations.length,
    estimatedMs,
    changesExisting: settings.length > 0,
    text,
  };
}
