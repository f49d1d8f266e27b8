import type { PermissionName } from '@guildsmith/core';
import type { RoleSet, Tier, TieredRole } from '../draft.ts';

/**
 * Least privilege per tier: channel access comes from overwrites, so roles
 * carry only the server-wide powers the job needs.
 */
const TIER_PERMISSIONS: Record<Tier, PermissionName[]> = {
  owner: ['Administrator'],
  admin: [
    'ManageGuild',
    'ManageRoles',
    'ManageChannels',
    'ManageWebhooks',
    'ManageGuildExpressions',
    'ViewAuditLog',
    'KickMembers',
    'BanMembers',
    'ModerateMembers',
    'ManageMessages',
    'ManageThreads',
    'ManageNicknames',
    'ManageEvents',
    'MentionEveryone',
    'MuteMembers',
    'DeafenMembers',
    'MoveMembers',
  ],
  mod: [
    'ViewAuditLog',
    'KickMembers',
    'BanMembers',
    'ModerateMembers',
    'ManageMessages',
    'ManageThreads',
    'ManageNicknames',
    'MuteMembers',
    'MoveMembers',
  ],
  helper: ['ModerateMembers', 'ManageMessages', 'ManageThreads'],
  support: ['ManageMessages', 'ManageThreads'],
  events: [
    'ManageEvents',
    'CreateEvents',
    'MentionEveryone',
    'MuteMembers',
    'MoveMembers',
    'PrioritySpeaker',
  ],
  content: ['MentionEveryone', 'ManageMessages', 'PrioritySpeaker', 'Stream'],
  dev: ['ManageWebhooks', 'ManageMessages', 'ViewAuditLog'],
  member: [],
};

interface RoleSpec {
  key: string;
  name: string;
  color: string;
  tier: Tier;
  /** Core staff roles are always included; the others fill sizes 6 to 8. */
  core?: boolean;
  permissions?: PermissionName[];
  mentionable?: boolean;
  /** Member roles included unless the style picks its own. */
  default?: boolean;
}

export interface RoleOptions {
  /** Staff roles, 5 to 8; optional roles are added in the set's `extras` order. */
  size?: 5 | 6 | 7 | 8;
  /** Renames by key, to fit the server's theme. */
  names?: Record<string, string>;
  /** Member role keys to include instead of the defaults. */
  members?: string[];
}

export interface RoleSetSpec {
  /** Display order, highest first. */
  staff: RoleSpec[];
  /** Optional staff role keys in the order sizes 6, 7 and 8 add them. */
  extras: [string, string, string];
  members: RoleSpec[];
}

function toRole(spec: RoleSpec, names: Record<string, string>, staff: boolean): TieredRole {
  return {
    key: spec.key,
    name: names[spec.key] ?? spec.name,
    color: spec.color,
    hoist: staff,
    mentionable: spec.mentionable ?? staff,
    permissions: spec.permissions ?? TIER_PERMISSIONS[spec.tier],
    staff,
    tier: spec.tier,
  };
}

export function defineRoleSet(spec: RoleSetSpec): (options?: RoleOptions) => RoleSet {
  return (options = {}) => {
    const extras = spec.extras.slice(0, (options.size ?? 5) - 5);
    const names = options.names ?? {};
    for (const key of [...Object.keys(names), ...(options.members ?? [])]) {
      if (![...spec.staff, ...spec.members].some((role) => role.key === key)) {
        throw new Error(`Unknown role key "${key}" in role options`);
      }
    }
    const staff = spec.staff
      .filter((role) => role.core || extras.includes(role.key))
      .map((role) => toRole(role, names, true));
    const members = spec.members
      .filter((role) => (options.members ? options.members.includes(role.key) : role.default))
      .map((role) => toRole(role, names, false));
    return { roles: [...staff, ...members] };
  };
}
