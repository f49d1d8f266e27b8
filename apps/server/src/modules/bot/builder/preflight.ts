/**
 * Checks made before the first create call: the bot's
 * permissions, Discord's server limits and the plan's channel limit. A build
 * that would fail halfway refuses at once with a clear reason instead.
 */
import {
  DISCORD_LIMITS,
  DISCORD_PERMISSION_BITS,
  getPlan,
  PERMISSION_NAMES,
  type PlanId,
} from '@guildsmith/core';
import { type APIGuild, type APIRole, GuildFeature } from 'discord-api-types/v10';
import { type BotLocale, fill } from '../texts/locales.ts';
import { PREFLIGHT_TEXTS } from '../texts/preflight-texts.ts';
import type { PlannedOperation } from './plan-types.ts';
import type { GuildObjects } from './reconcile.ts';

export type PreflightProblem =
  | { code: 'missing-permissions'; permissions: string[] }
  | { code: 'too-many-channels'; existing: number; adding: number; limit: number }
  | { code: 'too-many-roles'; existing: number; adding: number; limit: number }
  | { code: 'category-full'; name: string; count: number; limit: number }
  | { code: 'plan-channel-limit'; channels: number; limit: number }
  | { code: 'community-required' };

export interface PreflightInput {
  guild: APIGuild;
  objects: GuildObjects;
  applicationId: string;
  /** The bot's permissions as an interaction reported them (`app_permissions`), if any. */
  appPermissions?: string;
  plan: PlanId;
  operations: readonly PlannedOperation[];
  /** Keys of operations already done (a resumed build needs room only for the rest). */
  done: ReadonlySet<string>;
}

/** Calls the builder makes whatever the style and answers: roles, channels, messages, the invite. */
const BASE_PERMISSIONS = [
  'ManageRoles',
  'ManageChannels',
  'ViewChannel',
  'SendMessages',
  'EmbedLinks',
  'ReadMessageHistory',
  'CreateInstantInvite',
] as const;

const COMMUNITY_TYPES = new Set(['announcement', 'forum', 'stage']);

/** Guild-level permissions: @everyone, the bot's own managed role and what the interaction said. */
export function botPermissions(
  guildId: string,
  roles: readonly APIRole[],
  applicationId: string,
  appPermissions?: string,
): bigint {
  let bits = BigInt(appPermissions ?? '0');
  for (const role of roles) {
    if (role.id === guildId || role.tags?.bot_id === applicationId)
      bits |= BigInt(role.permissions);
  }
  return bits;
}

function neededPermissions(operations: readonly PlannedOperation[]): bigint {
  let bits = BASE_PERMISSIONS.reduce((sum, name) => sum | DISCORD_PERMISSION_BITS[name], 0n);
  for (const operation of operations) {
    // AutoMod rules and the server's settings, welcome screen and onboarding are Manage Server's.
    if (operation.kind === 'automod' || operation.kind === 'settings') {
      bits |= DISCORD_PERMISSION_BITS.ManageGuild;
    }
    if (operation.kind === 'role') bits |= BigInt(operation.payload.permissions);
    if (operation.kind === 'channel' || operation.kind === 'category') {
      for (const overwrite of operation.payload.overwrites) {
        bits |= BigInt(overwrite.allow) | BigInt(overwrite.deny);
      }
    }
  }
  return bits;
}

export function preflight(input: PreflightInput): PreflightProblem[] {
  const problems: PreflightProblem[] = [];
  const remaining = input.operations.filter((operation) => !input.done.has(operation.key));
  const held = botPermissions(
    input.guild.id,
    input.objects.roles,
    input.applicationId,
    input.appPermissions,
  );
  if ((held & DISCORD_PERMISSION_BITS.Administrator) === 0n) {
    const missing = neededPermissions(remaining) & ~held;
    if (missing !== 0n) {
      problems.push({
        code: 'missing-permissions',
        permissions: PERMISSION_NAMES.filter(
          (name) => (DISCORD_PERMISSION_BITS[name] & missing) !== 0n,
        ),
      });
    }
  }
  const addingChannels = remaining.filter((o) => o.kind === 'channel' || o.kind === 'category');
  const existingChannels = input.objects.channels.length;
  if (existingChannels + addingChannels.length > DISCORD_LIMITS.channelsPerGuild) {
    problems.push({
      code: 'too-many-channels',
      existing: existingChannels,
      adding: addingChannels.length,
      limit: DISCORD_LIMITS.channelsPerGuild,
    });
  }
  const addingRoles = remaining.filter((o) => o.kind === 'role').length;
  // @everyone is a role to Discord's count too.
  if (input.objects.roles.length + addingRoles > DISCORD_LIMITS.rolesPerGuild) {
    problems.push({
      code: 'too-many-roles',
      existing: input.objects.roles.length,
      adding: addingRoles,
      limit: DISCORD_LIMITS.rolesPerGuild,
    });
  }
  const children = new Map<string, number>();
  for (const operation of input.operations) {
    if (operation.kind === 'channel' && operation.payload.parent) {
      children.set(operation.payload.parent, (children.get(operation.payload.parent) ?? 0) + 1);
    }
  }
  for (const [parent, count] of children) {
    if (count <= DISCORD_LIMITS.channelsPerCategory) continue;
    const category = input.operations.find((o) => o.key === parent);
    const name = category && category.kind === 'category' ? category.payload.name : parent;
    problems.push({
      code: 'category-full',
      name,
      count,
      limit: DISCORD_LIMITS.channelsPerCategory,
    });
  }
  const channels = input.operations.filter((o) => o.kind === 'channel').length;
  const limit = getPlan(input.plan).channelLimit;
  if (channels > limit) problems.push({ code: 'plan-channel-limit', channels, limit });
  const community = input.guild.features.includes(GuildFeature.Community);
  const needsCommunity = remaining.some(
    (o) => o.kind === 'channel' && COMMUNITY_TYPES.has(o.payload.type),
  );
  if (needsCommunity && !community) problems.push({ code: 'community-required' });
  return problems;
}

export function describeProblem(problem: PreflightProblem, locale: BotLocale): string {
  switch (problem.code) {
    case 'missing-permissions':
      return fill(PREFLIGHT_TEXTS.missingPermissions[locale], {
        permissions: problem.permissions.join(', '),
      });
    case 'too-many-channels':
      return fill(PREFLIGHT_TEXTS.tooManyChannels[locale], problem);
    case 'too-many-roles':
      return fill(PREFLIGHT_TEXTS.tooManyRoles[locale], problem);
    case 'category-full':
      return fill(PREFLIGHT_TEXTS.categoryFull[locale], problem);
    case 'plan-channel-limit':
      return fill(PREFLIGHT_TEXTS.planChannelLimit[locale], problem);
    case 'community-required':
      return PREFLIGHT_TEXTS.communityRequired[locale];
  }
}
