import { getStyle } from '@guildsmith/catalog';
import { DISCORD_PERMISSION_BITS } from '@guildsmith/core';
import { type APIGuild, type APIRole, GuildFeature } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
import { planBuild } from './planner.ts';
import { botPermissions, describeProblem, preflight } from './preflight.ts';

const style = getStyle('gaming-mega-community');
if (!style) throw new Error('style missing');
const operations = planBuild(style, resolveAnswers(style, 'lifetime', {}), {
  plan: 'lifetime',
}).operations;
const APP = '42';

const role = (id: string, permissions: bigint, botId?: string) =>
  ({
    id,
    name: id,
    permissions: permissions.toString(),
    tags: botId ? { bot_id: botId } : undefined,
  }) as APIRole;

function input(
  overrides: { roles?: APIRole[]; features?: string[]; appPermissions?: string } = {},
) {
  return {
    guild: { id: '1', features: overrides.features ?? [GuildFeature.Community] } as APIGuild,
    objects: {
      roles: overrides.roles ?? [
        role('1', 0n),
        role('7', DISCORD_PERMISSION_BITS.Administrator, APP),
      ],
      channels: [],
    },
    applicationId: APP,
    appPermissions: overrides.appPermissions,
    plan: 'lifetime' as const,
    operations,
    done: new Set<string>(),
  };
}

describe('preflight', () => {
  it('passes an Administrator bot in a Community server', () => {
    expect(preflight(input())).toEqual([]);
  });

  it('counts @everyone, the bot’s own role and app_permissions, and names what is missing', () => {
    const manage = DISCORD_PERMISSION_BITS.ManageRoles | DISCORD_PERMISSION_BITS.ManageChannels;
    const roles = [
      role('1', DISCORD_PERMISSION_BITS.ViewChannel),
      role('7', manage, APP),
      role('8', DISCORD_PERMISSION_BITS.Administrator),
    ];
    expect(botPermissions('1', roles, APP)).toBe(manage | DISCORD_PERMISSION_BITS.ViewChannel);
    const [problem] = preflight(input({ roles }));
    expect(problem?.code).toBe('missing-permissions');
    expect(problem?.code === 'missing-permissions' && problem.permissions).toContain(
      'Administrator',
    );
    expect(
      preflight(input({ roles, appPermissions: DISCORD_PERMISSION_BITS.Administrator.toString() })),
    ).toEqual([]);
  });

  it('refuses announcement, forum and stage channels outside a Community server', () => {
    const problems = preflight(input({ features: [] }));
    expect(problems).toEqual([{ code: 'community-required' }]);
    expect(describeProblem(problems[0] ?? { code: 'community-required' }, 'fr')).toContain(
      'Communauté',
    );
  });

  it('needs room only for what a resumed build has left to create', () => {
    const base = input();
    const crowded = {
      ...base,
      objects: {
        ...base.objects,
        channels: Array.from({ length: 420 }, (_, i) => ({ id: String(i) })) as never,
      },
    };
    expect(preflight(crowded)[0]).toMatchObject({ code: 'too-many-channels', existing: 420 });
    const done = new Set(
      operations
        .filter((o) => o.kind === 'channel')
        .slice(0, 40)
        .map((o) => o.key),
    );
    expect(preflight({ ...crowded, done })).toEqual([]);
  });

  it('holds a build to the plan’s channel limit', () => {
    expect(preflight({ ...input(), plan: 'ultimate' })).toContainEqual({
      code: 'plan-channel-limit',
      channels: 71,
      limit: 50,
    });
  });
});

describe('Manage Server', () => {
  const base = [
    'ManageRoles',
    'ManageChannels',
    'ViewChannel',
    'SendMessages',
    'EmbedLinks',
    'ReadMessageHistory',
    'CreateInstantInvite',
  ] as const;
  const held = base.reduce((bits, name) => bits | DISCORD_PERMISSION_BITS[name], 0n);
  const bot = [role('1', 0n), role('7', held, APP)];
  const only = (kinds: string[]) => operations.filter((o) => kinds.includes(o.kind));

  it('is needed for AutoMod rules and for server settings, and only then', () => {
    for (const kind of ['automod', 'settings']) {
      expect(preflight({ ...input({ roles: bot }), operations: only([kind]) }), kind).toEqual([
        { code: 'missing-permissions', permissions: ['ManageGuild'] },
      ]);
    }
    expect(preflight({ ...input({ roles: bot }), operations: only(['invite']) })).toEqual([]);
  });

  it('is not asked again once those operations are done', () => {
    const rest = only(['automod', 'settings']);
    const done = new Set(rest.map((o) => o.key));
    expect(preflight({ ...input({ roles: bot }), operations: rest, done })).toEqual([]);
  });
});
