import { getStyle } from '@guildsmith/catalog';
import { type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import type { EmulatedGuildChannel } from '@guildsmith/emulators';
import { ChannelType } from 'discord-api-types/v10';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DiscordBotApi } from '../discord/index.ts';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
import { readJournal } from './journal.ts';
import { planBuild } from './planner.ts';
import { runBuild } from './run-build.ts';
import { runUndo } from './run-undo.ts';
import {
  createCalls,
  type DiscordHarness,
  seedSession,
  settingsCalls,
  startDiscordHarness,
} from './test-support.ts';

const STYLE_ID = 'gaming-mega-community';
const style = getStyle(STYLE_ID);
if (!style) throw new Error('style missing');
const plannedOps = planBuild(style, resolveAnswers(style, 'lifetime', {}), {
  plan: 'lifetime',
}).operations;
const countOf = (kind: string) => plannedOps.filter((o) => o.kind === kind).length;
/** The operations that add an object; settings change what the server has and create nothing. */
const createOps = plannedOps.filter((o) => o.kind !== 'settings');
const firstCreate = (kind: string) => createOps.findIndex((o) => o.kind === kind);

let database: Database;
let discord: DiscordHarness;

beforeAll(async () => {
  database = await createTestDatabase();
  discord = await startDiscordHarness();
});

afterAll(async () => {
  await discord?.close();
  await database?.close();
});

beforeEach(() => {
  discord.state.rateLimits.reset();
  discord.state.rateLimits.mode = 'off';
  discord.requests.length = 0;
});

async function newBuild(name: string, answers: Record<string, unknown> = {}) {
  const guildId = await discord.createGuild(name);
  const { sessionId, userId } = await seedSession(database.db, {
    guildId,
    styleId: STYLE_ID,
    plan: 'lifetime',
    answers,
  });
  return { guildId, sessionId, userId };
}

function guildOf(guildId: string) {
  const guild = discord.state.guilds.get(guildId);
  if (!guild) throw new Error('guild missing');
  return guild;
}

/** What the build should have added, each exactly once. */
function expectBuiltOnce(guildId: string) {
  const guild = guildOf(guildId);
  const roles = [...guild.roles.values()];
  const channels = [...guild.channels.values()];
  for (const role of style?.roles ?? []) {
    expect(
      roles.filter((r) => r.name === role.name),
      role.name,
    ).toHaveLength(1);
  }
  const categories = channels.filter((c) => c.type === ChannelType.GuildCategory);
  expect(categories).toHaveLength(countOf('category'));
  // The build's channels, plus the #general every new server has.
  expect(channels.length - categories.length).toBe(countOf('channel') + 1);
  const names = channels.map((c) => `${('parent_id' in c && c.parent_id) || ''}/${c.name}`);
  expect(new Set(names).size).toBe(names.length);
  const messages = channels.flatMap((channel) =>
    discord.state.messages
      .inChannel(channel.id, { includeEphemeral: false })
      .filter((m) => m.author.id === discord.state.botUser.id),
  );
  expect(messages).toHaveLength(countOf('message'));
  const rules = [...guild.autoModRules.values()];
  expect(rules.map((rule) => rule.name).sort()).toEqual(
    plannedOps.flatMap((o) => (o.kind === 'automod' ? [o.payload.name] : [])).sort(),
  );
  const welcome = channels.find((c) => c.name === 'welcome');
  expect(guild.systemChannelId).toBe(welcome?.id);
}

describe('runBuild', () => {
  it('creates every planned object once, with one call each and nothing else changed', async () => {
    const { guildId, sessionId } = await newBuild('Exact Build');
    const general = [...guildOf(guildId).channels.values()][0];
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome).toMatchObject({ status: 'success' });

    const creates = createCalls(discord.requests);
    expect(creates).toHaveLength(createOps.length);
    expect(creates).toHaveLength(
      countOf('role') +
        countOf('category') +
        countOf('channel') +
        countOf('message') +
        countOf('automod') +
        1,
    );
    expect(countOf('automod')).toBe(3);
    // No reorder, overwrite or edit calls: everything went inline with its create. The only
    // edits are the three settings the build points at its channels, each made once.
    const edits = discord.requests.filter((r) => r.method === 'PATCH' || r.method === 'PUT');
    expect(edits).toEqual(settingsCalls(discord.requests));
    expect(edits.map((r) => `${r.method} ${r.route.replace(guildId, ':guild')}`)).toEqual([
      'PATCH /guilds/:guild',
      'PATCH /guilds/:guild/welcome-screen',
      'PUT /guilds/:guild/onboarding',
    ]);
    expectBuiltOnce(guildId);

    const guild = guildOf(guildId);
    expect(guild.channels.get(general?.id ?? '')).toEqual(general);
    const verify = [...guild.channels.values()].find((c) => c.name === 'verify');
    const verified = [...guild.roles.values()].find((r) => r.name === 'Verified');
    expect(verify && 'parent_id' in verify && verify.parent_id).toBeTruthy();
    expect(verify?.permission_overwrites).toContainEqual(
      expect.objectContaining({ id: verified?.id, deny: '1024' }),
    );
    // Roles come out in the style's display order without any reorder call.
    const byPosition = [...guild.roles.values()]
      .filter((r) => style?.roles.some((s) => s.name === r.name))
      .sort((a, b) => b.position - a.position)
      .map((r) => r.name);
    expect(byPosition).toEqual(style?.roles.map((r) => r.name));

    const [result] = await database.db
      .select()
      .from(schema.serverCreationResults)
      .where(eq(schema.serverCreationResults.sessionId, sessionId));
    expect(result).toMatchObject({ status: 'success', serverName: 'Exact Build' });
    expect(result?.inviteLink).toMatch(/^https:\/\/discord\.gg\/\w{8}$/);
    expect(result?.channelsCreated).toHaveLength(countOf('channel') + countOf('category'));
    expect(result?.rolesCreated).toHaveLength(countOf('role'));
    expect(result?.setupConfig).toMatchObject({
      styleId: STYLE_ID,
      bot: { verification: { type: 'captcha', roleId: verified?.id, channelId: verify?.id } },
    });
    const [session] = await database.db
      .select()
      .from(schema.serverSetupSessions)
      .where(eq(schema.serverSetupSessions.id, sessionId));
    expect(session?.status).toBe('completed');
    const [registration] = await database.db
      .select()
      .from(schema.serverRegistrations)
      .where(eq(schema.serverRegistrations.serverId, guildId));
    // A build is counted once, as the Build button's command; run directly here, it adds none.
    expect(registration?.usageCount).toBe(0);
    expect(registration?.lastUsed).toBeInstanceOf(Date);
    const journal = await readJournal(database.db, sessionId);
    expect(journal.every((entry) => entry.status === 'done' && entry.discordId)).toBe(true);

    // Running the finished job again is a no-op.
    discord.requests.length = 0;
    expect(await runBuild({ db: database.db, discord: discord.client() }, { sessionId })).toEqual({
      status: 'skipped',
    });
    expect(discord.requests).toEqual([]);
  });

  it.each([
    ['a role', 5],
    ['a category', countOf('role') + 2],
    ['a channel', countOf('role') + countOf('category') + 7],
    ['a message', firstCreate('message') + 2],
    ['an AutoMod rule', firstCreate('automod') + 1],
    ['the invite', createOps.length - 1],
  ])('resumes without duplicates after a crash right after creating %s', async (_what, crashAt) => {
    const { guildId, sessionId } = await newBuild(`Crash ${crashAt}`);
    const real = discord.client();
    let creates = 0;
    const crashing = new Proxy(real, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || !String(property).startsWith('create')) return value;
        return async (...args: unknown[]) => {
          const created = await value.apply(target, args);
          creates += 1;
          // The call reached Discord but the process died before journaling it.
          if (creates === crashAt + 1) throw new Error('process killed');
          return created;
        };
      },
    }) as DiscordBotApi;
    await expect(
      runBuild({ db: database.db, discord: crashing }, { sessionId }, { finalAttempt: false }),
    ).rejects.toThrow('process killed');
    const journal = await readJournal(database.db, sessionId);
    expect(journal.filter((e) => e.status === 'started')).toHaveLength(1);

    const outcome = await runBuild({ db: database.db, discord: real }, { sessionId });
    expect(outcome).toMatchObject({ status: 'success' });
    expectBuiltOnce(guildId);
    expect(discord.state.invites.inGuild(guildId)).toHaveLength(1);
    // The crashed call's object was adopted, never made again: the invite too, found among
    // the channel's invites, and an AutoMod rule, found by name among the server's rules.
    expect(createCalls(discord.requests)).toHaveLength(createOps.length);
  });

  it('resumes after the job was stopped midway', async () => {
    const { guildId, sessionId } = await newBuild('Stopped Build');
    const controller = new AbortController();
    const real = discord.client();
    const stopping = new Proxy(real, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'createChannel' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          const created = await value.apply(target, args);
          controller.abort(new Error('queue stopping'));
          return created;
        };
      },
    }) as DiscordBotApi;
    await expect(
      runBuild(
        { db: database.db, discord: stopping },
        { sessionId },
        { signal: controller.signal, finalAttempt: false },
      ),
    ).rejects.toThrow('queue stopping');
    await runBuild({ db: database.db, discord: real }, { sessionId });
    expectBuiltOnce(guildId);
    expect(createCalls(discord.requests)).toHaveLength(createOps.length);
  });

  it('completes through a storm of 429s and 5xx answers', async () => {
    // Each 429 makes the client wait out Retry-After (whole seconds), so the storm stays short.
    const { guildId, sessionId } = await newBuild('Stormy Build');
    const storms = discord.state.rateLimits.storms;
    storms.inject({
      kind: 'rate-limit',
      count: 4,
      retryAfterMs: 200,
      route: 'POST /guilds/:guild_id/channels',
    });
    storms.inject({
      kind: 'server-error',
      count: 2,
      status: 502,
      route: 'POST /guilds/:guild_id/roles',
    });
    storms.inject({ kind: 'rate-limit', count: 3, retryAfterMs: 200 });
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome).toMatchObject({ status: 'success' });
    expect(storms.pending()).toEqual([]);
    expect(discord.requests.filter((r) => r.status === 429)).toHaveLength(7);
    expect(discord.requests.filter((r) => r.status === 502)).toHaveLength(2);
    expectBuiltOnce(guildId);
    expect(createCalls(discord.requests)).toHaveLength(createOps.length);
  }, 60_000);

  it('refuses before any call when the server is near its channel limit', async () => {
    const { guildId, sessionId } = await newBuild('Crowded Server');
    const guild = guildOf(guildId);
    const general = [...guild.channels.values()][0];
    for (let index = 0; index < 450; index += 1) {
      const id = discord.state.snowflakes.next();
      guild.channels.set(id, { ...general, id, name: `old-${index}` } as EmulatedGuildChannel);
    }
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome).toMatchObject({
      status: 'refused',
      problems: [
        {
          code: 'too-many-channels',
          existing: 451,
          adding: countOf('channel') + countOf('category'),
          limit: 500,
        },
      ],
    });
    expect(outcome.status === 'refused' && outcome.reason).toContain('Discord allows 500');
    expect(discord.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    const [session] = await database.db
      .select()
      .from(schema.serverSetupSessions)
      .where(eq(schema.serverSetupSessions.id, sessionId));
    expect(session?.status).toBe('failed');
    const [result] = await database.db
      .select()
      .from(schema.serverCreationResults)
      .where(eq(schema.serverCreationResults.sessionId, sessionId));
    expect(result?.status).toBe('failed');
  });

  it('refuses when the bot lacks permissions, naming them', async () => {
    const { guildId, sessionId } = await newBuild('Weak Bot');
    const guild = guildOf(guildId);
    const botRole = [...guild.roles.values()].find(
      (r) => r.tags?.bot_id === discord.state.botUser.id,
    );
    if (!botRole) throw new Error('bot role missing');
    botRole.permissions = String((1n << 4n) | (1n << 28n));
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome.status).toBe('refused');
    expect(outcome.status === 'refused' && outcome.reason).toMatch(
      /missing these permissions: .*Administrator/,
    );
    expect(discord.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('ends a crashed last attempt as failed, and /undo also removes the half-journaled object', async () => {
    const { guildId, sessionId } = await newBuild('Last Attempt');
    const guild = guildOf(guildId);
    const before = { roles: [...guild.roles.keys()], channels: [...guild.channels.keys()] };
    const real = discord.client();
    let channels = 0;
    const crashing = new Proxy(real, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'createChannel' || typeof value !== 'function') return value;
        return async (...args: unknown[]) => {
          const created = await value.apply(target, args);
          channels += 1;
          if (channels === 20) throw new Error('process killed');
          return created;
        };
      },
    }) as DiscordBotApi;
    const outcome = await runBuild({ db: database.db, discord: crashing }, { sessionId });
    expect(outcome).toMatchObject({ status: 'partial', reason: 'process killed' });
    const journal = await readJournal(database.db, sessionId);
    const started = journal.find((e) => e.status === 'started');
    expect(started?.discordId).toBeNull();
    expect(guild.channels.size).toBe(before.channels.length + 20);

    if (!('resultId' in outcome)) throw new Error('no result');
    const undo = await runUndo({ db: database.db, discord: real }, { resultId: outcome.resultId });
    expect(undo).toEqual({
      status: 'undone',
      deleted: countOf('role') + 20,
      gone: 0,
      restored: 0,
    });
    expect([...guild.roles.keys()].sort()).toEqual(before.roles.sort());
    expect([...guild.channels.keys()].sort()).toEqual(before.channels.sort());
  });
});
