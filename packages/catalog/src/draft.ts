/**
 * The authoring vocabulary: blocks describe channels by audience and intent
 * (read-only, staff-only, stage hosts); `defineStyle` turns that into the
 * concrete overwrites of the style format, so every style gets them right the
 * same way.
 */
import type {
  ChannelType,
  PermissionName,
  StyleOverwrite,
  StyleRole,
  StyleSettings,
} from '@guildsmith/core';

/** Who a role is within the team; blocks grant access by tier, not by name. */
export type Tier =
  | 'owner'
  | 'admin'
  | 'mod'
  | 'helper'
  | 'support'
  | 'events'
  | 'content'
  | 'dev'
  | 'member';

export interface TieredRole extends StyleRole {
  tier: Tier;
}

/** Roles in display order, highest first. */
export interface RoleSet {
  roles: TieredRole[];
}

/**
 * - public: everyone, even before verification (the verify gate).
 * - members: everyone once verified (everyone when the style has no gate).
 * - staff / mods / admins: the staff roles of those tiers only.
 * - { only }: the listed (member) role keys plus all staff, e.g. subscribers.
 */
export type Audience = 'public' | 'members' | 'staff' | 'mods' | 'admins' | { only: string[] };

export interface ChannelDraft {
  name: string;
  type: ChannelType;
  key?: string;
  topic?: string;
  slowmode?: number;
  userLimit?: number;
  /** Members can read and react; only posters write. */
  readOnly?: boolean;
  /** Tiers allowed to write in a read-only channel, besides admins, the content team and event hosts. */
  posters?: Tier[];
  /** Narrower than the category's audience. */
  audience?: Audience;
  /** Special cases a block needs on top of the computed overwrites. */
  extraOverwrites?: StyleOverwrite[];
}

export interface CategoryDraft {
  name: string;
  key?: string;
  /** Defaults to members. */
  audience?: Audience;
  channels: ChannelDraft[];
}

interface TicketDraft {
  channelKey: string;
  categories: string[];
}

export type BlockSettings = Partial<
  Pick<StyleSettings, 'welcomeChannelKey' | 'rulesChannelKey' | 'systemChannelKey' | 'verification'>
> & { tickets?: TicketDraft };

/** What one block contributes to a style. */
export interface Block {
  categories: CategoryDraft[];
  /** Uncategorised channels, shown above the categories. */
  topLevel?: ChannelDraft[];
  /** Non-staff roles the block relies on (the Verified role). */
  roles?: StyleRole[];
  settings?: BlockSettings;
}

/** Lower-case, hyphenated form of a display name, used for derived keys. */
function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Text-like names are already slugs; voice and stage names get a type prefix. */
export function channelKeyOf(draft: Pick<ChannelDraft, 'name' | 'type' | 'key'>): string {
  if (draft.key) return draft.key;
  if (draft.type === 'voice' || draft.type === 'stage')
    return `${draft.type}-${slugify(draft.name)}`;
  return draft.name;
}

export function categoryKeyOf(draft: Pick<CategoryDraft, 'name' | 'key'>): string {
  return draft.key ?? `cat-${slugify(draft.name)}`;
}

/** Permissions a stage needs for its hosts to act as Stage Moderators. */
export const STAGE_MODERATOR: PermissionName[] = ['ManageChannels', 'MuteMembers', 'MoveMembers'];
