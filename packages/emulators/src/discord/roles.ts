import { type APIRole, PermissionFlagsBits, type RoleFlags } from 'discord-api-types/v10';
import { z } from 'zod';
import {
  DiscordApiError,
  INVALID_ROLE,
  MAX_ROLES,
  MISSING_PERMISSIONS,
  UNKNOWN_ROLE,
} from './errors.ts';
import { forgetRole } from './guild-references.ts';
import { memberPermissions } from './guilds.ts';
import { snowflake, text } from './message-schemas.ts';
import type { EmulatedGuild } from './model.ts';
import { ALL_PERMISSIONS } from './permissions.ts';
import type { DiscordState } from './state.ts';

export const MAX_GUILD_ROLES = 250;

const bitfield = z
  .union([z.string().regex(/^\d{1,20}$/, 'Invalid permissions'), z.number().int().min(0)])
  .transform((value) => BigInt(value));

const colour = z.number().int().min(0).max(0xffffff);

export const roleSchema = z.looseObject({
  name: text(0, 100).nullable().optional(),
  permissions: bitfield.nullable().optional(),
  color: colour.nullable().optional(),
  colors: z
    .looseObject({
      primary_color: colour,
      secondary_color: colour.nullable().optional(),
      tertiary_color: colour.nullable().optional(),
    })
    .nullable()
    .optional(),
  hoist: z.boolean().nullable().optional(),
  unicode_emoji: z.string().nullable().optional(),
  mentionable: z.boolean().nullable().optional(),
});

export type RoleInput = z.infer<typeof roleSchema>;

export const rolePositionsSchema = z
  .array(z.looseObject({ id: snowflake, position: z.number().int().nullable().optional() }))
  .min(1);

/** Roles from the bottom (@everyone) up, ties broken by id as Discord's clients do. */
export function sortedRoles(guild: EmulatedGuild): APIRole[] {
  return [...guild.roles.values()].sort(
    (a, b) => a.position - b.position || (BigInt(a.id) < BigInt(b.id) ? -1 : 1),
  );
}

/** The bot's highest role position; roles at or above it are out of its reach, Administrator or not. */
function botTop(state: DiscordState, guild: EmulatedGuild): number {
  if (guild.ownerId === state.botUser.id) return Number.POSITIVE_INFINITY;
  const member = guild.members.get(state.botUser.id);
  return Math.max(0, ...(member?.roleIds ?? []).map((id) => guild.roles.get(id)?.position ?? 0));
}

export function requireManageRoles(state: DiscordState, guild: EmulatedGuild): bigint {
  const held = memberPermissions(guild, state.botUser.id);
  if ((held & PermissionFlagsBits.ManageRoles) === 0n) {
    throw new DiscordApiError(403, MISSING_PERMISSIONS);
  }
  return held;
}

/** A bot may only grant permissions it holds (Administrators hold all). */
function requireGrantable(held: bigint, permissions: bigint | null | undefined): void {
  if (permissions === null || permissions === undefined || held === ALL_PERMISSIONS) return;
  if ((permissions & ~held) !== 0n) throw new DiscordApiError(403, MISSING_PERMISSIONS);
}

function applyFields(role: APIRole, input: RoleInput): void {
  if (input.name) role.name = input.name;
  if (input.permissions !== undefined && input.permissions !== null) {
    role.permissions = input.permissions.toString();
  }
  const primary = input.colors?.primary_color ?? input.color;
  if (primary !== undefined && primary !== null) {
    role.color = primary;
    role.colors = {
      primary_color: primary,
      secondary_color: input.colors?.secondary_color ?? null,
      tertiary_color: input.colors?.tertiary_color ?? null,
    };
  }
  if (input.hoist !== undefined && input.hoist !== null) role.hoist = input.hoist;
  if (input.mentionable !== undefined && input.mentionable !== null) {
    role.mentionable = input.mentionable;
  }
  if (input.unicode_emoji !== undefined) role.unicode_emoji = input.unicode_emoji;
}

/** A new role goes just above @everyone, as Discord places it; the others move up one. */
export function createRole(state: DiscordState, guild: EmulatedGuild, input: RoleInput): APIRole {
  const held = requireManageRoles(state, guild);
  if (guild.roles.size >= MAX_GUILD_ROLES) throw new DiscordApiError(400, MAX_ROLES);
  requireGrantable(held, input.permissions);
  for (const role of guild.roles.values()) {
    if (role.id !== guild.id) role.position += 1;
  }
  const everyone = guild.roles.get(guild.id);
  const role: APIRole = {
    id: state.snowflakes.next(),
    name: 'new role',
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position: 1,
    permissions: everyone?.permissions ?? '0',
    managed: false,
    mentionable: false,
    flags: 0 as RoleFlags,
  };
  applyFields(role, input);
  guild.roles.set(role.id, role);
  return role;
}

export function reachableRole(state: DiscordState, guild: EmulatedGuild, roleId: string): APIRole {
  const role = guild.roles.get(roleId);
  if (!role) throw new DiscordApiError(404, UNKNOWN_ROLE);
  if (role.id !== guild.id && role.position >= botTop(state, guild)) {
    throw new DiscordApiError(403, MISSING_PERMISSIONS);
  }
  return role;
}

export function modifyRole(
  state: DiscordState,
  guild: EmulatedGuild,
  roleId: string,
  input: RoleInput,
): APIRole {
  const held = requireManageRoles(state, guild);
  const role = reachableRole(state, guild, roleId);
  requireGrantable(held, input.permissions);
  // @everyone keeps its name.
  applyFields(role, role.id === guild.id ? { ...input, name: undefined } : input);
  return role;
}

/** Deletes a role: members lose it, channels its overwrites, settings their mentions of it, as on Discord. */
export function deleteRole(state: DiscordState, guild: EmulatedGuild, roleId: string): APIRole {
  requireManageRoles(state, guild);
  const role = reachableRole(state, guild, roleId);
  if (role.id === guild.id || role.managed) throw new DiscordApiError(400, INVALID_ROLE);
  guild.roles.delete(role.id);
  for (const other of guild.roles.values()) {
    if (other.position > role.position) other.position -= 1;
  }
  for (const member of guild.members.values()) {
    member.roleIds = member.roleIds.filter((id) => id !== role.id);
  }
  for (const channel of guild.channels.values()) {
    channel.permission_overwrites = channel.permission_overwrites?.filter(
      (overwrite) => overwrite.id !== role.id,
    );
  }
  forgetRole(guild, role.id);
  return role;
}

/**
 * Moves roles: each listed role is taken out and reinserted at its new
 * position (lowest target first), then positions are renumbered 1..n above
 * @everyone. Both the old and new places must be below the bot's top role.
 */
export function moveRoles(
  state: DiscordState,
  guild: EmulatedGuild,
  moves: z.infer<typeof rolePositionsSchema>,
): APIRole[] {
  requireManageRoles(state, guild);
  const top = botTop(state, guild);
  const order = sortedRoles(guild).filter((role) => role.id !== guild.id);
  const targets = moves
    .filter((move) => move.position !== null && move.position !== undefined)
    .map((move) => ({ role: reachableRole(state, guild, move.id), position: move.position ?? 0 }))
    .sort((a, b) => a.position - b.position);
  for (const { role, position } of targets) {
    if (role.id === guild.id) throw new DiscordApiError(400, INVALID_ROLE);
    if (position >= top) throw new DiscordApiError(403, MISSING_PERMISSIONS);
    order.splice(order.indexOf(role), 1);
    order.splice(Math.max(0, Math.min(order.length, position - 1)), 0, role);
  }
  order.forEach((role, index) => {
    role.position = index + 1;
  });
  return sortedRoles(guild);
}
