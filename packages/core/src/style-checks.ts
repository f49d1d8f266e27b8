/**
 * The plan-independent checks behind `styleSchema`: what would make a build
 * fail at Discord, come out different from the style, or expose a channel the
 * style means to hide.
 */

import type {
  ChannelType,
  Style,
  StyleCategory,
  StyleChannel,
  StyleOverwrite,
  StyleRole,
} from './style.ts';
import { checkSettings } from './style-check-settings.ts';

export const DISCORD_LIMITS = {
  /** Categories count toward it too. */
  channelsPerGuild: 500,
  rolesPerGuild: 250,
  channelsPerCategory: 50,
  nameLength: 100,
  topicLength: 1024,
  slowmodeSeconds: 21_600,
  voiceUserLimit: 99,
  stageUserLimit: 10_000,
  messageLength: 2000,
  /** A select menu offers at most 25 options (the ticket type picker). */
  selectOptions: 25,
} as const;

/**
 * Discord lower-cases and hyphenates text-like channel names on creation; a
 * name already in that form comes back unchanged, which the builder relies on
 * when it reconciles an interrupted build by name.
 */
export const TEXT_CHANNEL_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface StyleIssue {
  path: (string | number)[];
  message: string;
}

export interface PlacedChannel {
  channel: StyleChannel;
  /** Null for an uncategorised channel. */
  category: StyleCategory | null;
  path: (string | number)[];
}

function isTextLike(type: ChannelType): boolean {
  return type === 'text' || type === 'announcement' || type === 'forum';
}

/** Every non-category channel in display order: uncategorised ones first. */
export function styleChannels(style: Style): PlacedChannel[] {
  const placed: PlacedChannel[] = (style.channels ?? []).map((channel, index) => ({
    channel,
    category: null,
    path: ['channels', index],
  }));
  style.categories.forEach((category, categoryIndex) => {
    category.channels.forEach((channel, index) => {
      placed.push({ channel, category, path: ['categories', categoryIndex, 'channels', index] });
    });
  });
  return placed;
}

export function deniesEveryoneView(overwrites: StyleOverwrite[] | undefined): boolean {
  return (overwrites ?? []).some(
    (overwrite) => overwrite.role === '@everyone' && overwrite.deny.includes('ViewChannel'),
  );
}

function checkName(
  name: string,
  label: string,
  textLike: boolean,
  path: StyleIssue['path'],
): StyleIssue[] {
  const issues: StyleIssue[] = [];
  if (name.length < 1 || name.length > DISCORD_LIMITS.nameLength) {
    issues.push({
      path,
      message: `${label} "${name}" must be 1 to ${DISCORD_LIMITS.nameLength} characters`,
    });
  }
  if (textLike && !TEXT_CHANNEL_NAME.test(name)) {
    issues.push({
      path,
      message: `${label} "${name}" must be lower-case letters and digits joined by single hyphens`,
    });
  } else if (!textLike && name.trim() !== name) {
    issues.push({ path, message: `${label} "${name}" must not start or end with spaces` });
  }
  return issues;
}

function checkOverwrites(
  overwrites: StyleOverwrite[] | undefined,
  roleKeys: ReadonlySet<string>,
  owner: string,
  path: StyleIssue['path'],
): StyleIssue[] {
  const issues: StyleIssue[] = [];
  const seen = new Set<string>();
  (overwrites ?? []).forEach((overwrite, index) => {
    const at = [...path, 'overwrites', index];
    if (overwrite.role !== '@everyone' && !roleKeys.has(overwrite.role)) {
      issues.push({
        path: at,
        message: `${owner} has an overwrite for unknown role "${overwrite.role}"`,
      });
    }
    if (seen.has(overwrite.role)) {
      issues.push({ path: at, message: `${owner} has two overwrites for "${overwrite.role}"` });
    }
    seen.add(overwrite.role);
    const both = overwrite.allow.filter((permission) => overwrite.deny.includes(permission));
    if (both.length > 0) {
      issues.push({
        path: at,
        message: `${owner} both allows and denies ${both.join(', ')} for "${overwrite.role}"`,
      });
    }
  });
  return issues;
}

function checkChannel(placed: PlacedChannel, roleKeys: ReadonlySet<string>): StyleIssue[] {
  const { channel, category, path } = placed;
  const label = `${channel.type} channel`;
  const owner = `channel "${channel.name}"`;
  const issues = checkName(channel.name, label, isTextLike(channel.type), path);
  if (channel.topic !== undefined && !isTextLike(channel.type)) {
    issues.push({
      path,
      message: `${owner} is ${channel.type}; only text-like channels have a topic`,
    });
  }
  if (channel.userLimit !== undefined) {
    const max =
      channel.type === 'voice'
        ? DISCORD_LIMITS.voiceUserLimit
        : channel.type === 'stage'
          ? DISCORD_LIMITS.stageUserLimit
          : 0;
    if (max === 0)
      issues.push({
        path,
        message: `${owner} is ${channel.type}; only voice and stage channels have a user limit`,
      });
    else if (channel.userLimit > max)
      issues.push({ path, message: `${owner} allows at most ${max} users` });
  }
  if (channel.slowmodeSeconds !== undefined && channel.type === 'announcement') {
    issues.push({
      path,
      message: `${owner} is an announcement channel; Discord has no slow mode there`,
    });
  }
  issues.push(...checkOverwrites(channel.overwrites, roleKeys, owner, path));
  // A channel with its own overwrites stops inheriting its category's, so it
  // must repeat the category's hiding or it would show to everyone.
  if (
    category &&
    channel.overwrites &&
    deniesEveryoneView(category.overwrites) &&
    !deniesEveryoneView(channel.overwrites)
  ) {
    issues.push({
      path,
      message: `${owner} would be visible to @everyone although category "${category.name}" hides it`,
    });
  }
  return issues;
}

export function collectStructuralIssues(style: Style): StyleIssue[] {
  const issues: StyleIssue[] = [];
  const roles = new Map<string, StyleRole>();
  style.roles.forEach((role, index) => {
    const path = ['roles', index];
    if (roles.has(role.key)) issues.push({ path, message: `role key "${role.key}" is used twice` });
    roles.set(role.key, role);
    issues.push(...checkName(role.name, 'role', false, path));
  });
  if (style.roles.length > DISCORD_LIMITS.rolesPerGuild) {
    issues.push({
      path: ['roles'],
      message: `has ${style.roles.length} roles; Discord allows ${DISCORD_LIMITS.rolesPerGuild}`,
    });
  }
  const roleKeys: ReadonlySet<string> = new Set(roles.keys());
  const channelKeys = new Map<string, PlacedChannel>();
  const usedKeys = new Set<string>();
  style.categories.forEach((category, index) => {
    const path = ['categories', index];
    if (usedKeys.has(category.key))
      issues.push({ path, message: `key "${category.key}" is used twice` });
    usedKeys.add(category.key);
    issues.push(...checkName(category.name, 'category', false, path));
    issues.push(
      ...checkOverwrites(category.overwrites, roleKeys, `category "${category.name}"`, path),
    );
    if (category.channels.length > DISCORD_LIMITS.channelsPerCategory) {
      issues.push({
        path,
        message: `category "${category.name}" has ${category.channels.length} channels; Discord allows ${DISCORD_LIMITS.channelsPerCategory}`,
      });
    }
  });
  const placedChannels = styleChannels(style);
  for (const placed of placedChannels) {
    if (usedKeys.has(placed.channel.key))
      issues.push({ path: placed.path, message: `key "${placed.channel.key}" is used twice` });
    usedKeys.add(placed.channel.key);
    channelKeys.set(placed.channel.key, placed);
    issues.push(...checkChannel(placed, roleKeys));
  }
  const total = placedChannels.length + style.categories.length;
  if (total > DISCORD_LIMITS.channelsPerGuild) {
    issues.push({
      path: ['categories'],
      message: `has ${total} channels and categories; Discord allows ${DISCORD_LIMITS.channelsPerGuild}`,
    });
  }
  issues.push(...checkSettings(style, channelKeys, roles));
  return issues;
}
