import {
  EVERYONE,
  type PlanId,
  type Style,
  type StyleCategory,
  type StyleCategoryId,
  type StyleChannel,
  type StyleOverwrite,
  type StyleRole,
  type StyleSettings,
} from '@guildsmith/core';
import {
  type Audience,
  type Block,
  type BlockSettings,
  type CategoryDraft,
  type ChannelDraft,
  categoryKeyOf,
  channelKeyOf,
  type RoleSet,
  STAGE_MODERATOR,
  type Tier,
  type TieredRole,
} from './draft.ts';
import { BASE_RULES } from './rules.ts';

export interface StyleDefinition {
  id: string;
  name: string;
  description: string;
  category: StyleCategoryId;
  plan: PlanId;
  tags: string[];
  roles: RoleSet;
  /** May use {server} and {user}. */
  welcome: string;
  /** Added after the base rules when the style has a rules channel. */
  rules?: readonly string[];
  blocks: Block[];
}

const STAFF_TIERS: Tier[] = [
  'owner',
  'admin',
  'mod',
  'helper',
  'support',
  'events',
  'content',
  'dev',
];
const AUDIENCE_TIERS: Record<'staff' | 'mods' | 'admins', Tier[]> = {
  staff: STAFF_TIERS,
  mods: ['owner', 'admin', 'mod', 'helper'],
  admins: ['owner', 'admin'],
};
const POSTER_TIERS: Tier[] = ['admin', 'content', 'events'];
const HOST_TIERS: Tier[] = ['admin', 'events', 'content'];
const READ_ONLY_DENY = ['SendMessages', 'CreatePublicThreads', 'CreatePrivateThreads'] as const;

/** Merges overwrites per target; a later entry wins where the two disagree. */
function merge(base: StyleOverwrite[], extra: StyleOverwrite[]): StyleOverwrite[] {
  const byRole = new Map<string, StyleOverwrite>();
  for (const entry of [...base, ...extra]) {
    const current = byRole.get(entry.role);
    if (!current) {
      byRole.set(entry.role, { role: entry.role, allow: [...entry.allow], deny: [...entry.deny] });
      continue;
    }
    const allow = current.allow.filter((p) => !entry.deny.includes(p));
    const deny = current.deny.filter((p) => !entry.allow.includes(p));
    current.allow = [...new Set([...allow, ...entry.allow])];
    current.deny = [...new Set([...deny, ...entry.deny])];
  }
  return [...byRole.values()];
}

class Access {
  constructor(
    private readonly roles: TieredRole[],
    private readonly verifiedKey: string | null,
  ) {}

  /** Administrator bypasses overwrites, so such roles need no entry of their own. */
  keysOf(tiers: Tier[]): string[] {
    return this.roles
      .filter((role) => tiers.includes(role.tier) && !role.permissions.includes('Administrator'))
      .map((role) => role.key);
  }

  private reveal(keys: string[]): StyleOverwrite[] {
    return [
      { role: EVERYONE, allow: [], deny: ['ViewChannel'] },
      ...keys.map((role) => ({ role, allow: ['ViewChannel' as const], deny: [] })),
    ];
  }

  of(audience: Audience): StyleOverwrite[] {
    if (audience === 'public') return [];
    if (audience === 'members') {
      if (!this.verifiedKey) return [];
      return this.reveal([this.verifiedKey, ...this.keysOf(STAFF_TIERS)]);
    }
    if (typeof audience === 'object')
      return this.reveal([...audience.only, ...this.keysOf(STAFF_TIERS)]);
    return this.reveal(this.keysOf(AUDIENCE_TIERS[audience]));
  }
}

/** `standalone` channels have no category to inherit from, so they carry their own. */
function buildChannel(
  draft: ChannelDraft,
  inherited: StyleOverwrite[],
  access: Access,
  standalone = false,
): StyleChannel {
  let overwrites = draft.audience ? access.of(draft.audience) : inherited;
  let own = standalone || draft.audience !== undefined;
  if (draft.readOnly ?? draft.type === 'announcement') {
    const posters = access.keysOf([...POSTER_TIERS, ...(draft.posters ?? [])]);
    overwrites = merge(overwrites, [
      { role: EVERYONE, allow: [], deny: [...READ_ONLY_DENY] },
      // Posters must see the channel to post in it, even where a role of theirs hides it (the verify gate).
      ...posters.map((role) => ({
        role,
        allow: ['ViewChannel' as const, 'SendMessages' as const],
        deny: [],
      })),
    ]);
    own = true;
  }
  if (draft.type === 'stage') {
    const hosts = access
      .keysOf(HOST_TIERS)
      .map((role) => ({ role, allow: STAGE_MODERATOR, deny: [] }));
    overwrites = merge(overwrites, hosts);
    own = true;
  }
  if (draft.extraOverwrites) {
    overwrites = merge(overwrites, draft.extraOverwrites);
    own = true;
  }
  return {
    key: channelKeyOf(draft),
    name: draft.name,
    type: draft.type,
    ...(draft.topic === undefined ? {} : { topic: draft.topic }),
    ...(draft.slowmode === undefined ? {} : { slowmodeSeconds: draft.slowmode }),
    ...(draft.userLimit === undefined ? {} : { userLimit: draft.userLimit }),
    ...(own && overwrites.length > 0 ? { overwrites } : {}),
  };
}

function buildCategory(draft: CategoryDraft, access: Access): StyleCategory {
  const overwrites = access.of(draft.audience ?? 'members');
  return {
    key: categoryKeyOf(draft),
    name: draft.name,
    channels: draft.channels.map((channel) => buildChannel(channel, overwrites, access)),
    ...(overwrites.length > 0 ? { overwrites } : {}),
  };
}

function collectSettings(id: string, blocks: Block[]): BlockSettings {
  const settings: BlockSettings = {};
  for (const block of blocks) {
    for (const [name, value] of Object.entries(block.settings ?? {})) {
      if (name in settings) throw new Error(`Style ${id}: two blocks set settings.${name}`);
      Object.assign(settings, { [name]: value });
    }
  }
  return settings;
}

/** Ticket staff: the support team if there is one, else moderators (reports and appeals need their powers). */
function ticketStaff(id: string, roles: TieredRole[]): string {
  for (const tier of ['support', 'mod', 'helper'] as const) {
    const role = roles.find((candidate) => candidate.tier === tier);
    if (role) return role.key;
  }
  throw new Error(`Style ${id}: tickets need a support, helper or moderator role`);
}

const untiered = ({ tier: _tier, ...role }: TieredRole): StyleRole => role;

export function defineStyle(def: StyleDefinition): Style {
  const collected = collectSettings(def.id, def.blocks);
  const { welcomeChannelKey, tickets, ...rest } = collected;
  if (!welcomeChannelKey) throw new Error(`Style ${def.id}: no block provides a welcome channel`);
  const access = new Access(def.roles.roles, collected.verification?.verifiedRoleKey ?? null);
  const settings: StyleSettings = {
    welcomeMessage: def.welcome,
    ...(collected.rulesChannelKey
      ? {
          rulesText: [...BASE_RULES, ...(def.rules ?? [])]
            .map((rule, n) => `${n + 1}. ${rule}`)
            .join('\n'),
        }
      : {}),
    ...rest,
    ...(tickets
      ? { tickets: { ...tickets, staffRoleKey: ticketStaff(def.id, def.roles.roles) } }
      : {}),
    welcomeChannelKey,
  };
  const topLevel = def.blocks.flatMap((block) => block.topLevel ?? []);
  return {
    id: def.id,
    name: def.name,
    description: def.description,
    category: def.category,
    tags: def.tags,
    requiredPlan: def.plan,
    roles: [...def.roles.roles.map(untiered), ...def.blocks.flatMap((block) => block.roles ?? [])],
    categories: def.blocks
      .flatMap((block) => block.categories)
      .map((draft) => buildCategory(draft, access)),
    ...(topLevel.length > 0
      ? {
          channels: topLevel.map((draft) =>
            buildChannel(draft, access.of('members'), access, true),
          ),
        }
      : {}),
    settings,
  };
}

/** A style constructor with the category and its rules filled in, for the per-category files. */
export function forCategory(
  category: StyleCategoryId,
  rules: readonly string[],
): (def: Omit<StyleDefinition, 'category' | 'rules'>) => Style {
  return (def) => defineStyle({ ...def, category, rules });
}
