/**
 * AutoMod rules and server settings through the Discord emulator: built,
 * resumed after a crash, skipped where they do not apply, and taken back by
 * /undo to exactly what the server had.
 */
import { getStyle } from '@guildsmith/catalog';
import type { Database } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { GuildSystemChannelFlags } from 'discord-api-types/v10';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DiscordBotApi } from '../discord/index.ts';
import { readJournal } from './journal.ts';
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
const staffRoleNames = style.roles.filter((role) => role.staff).map((role) => role.name);

let database: Database;
let discord: DiscordHarness;

beforeAll(async () => {
  database = await createTestDatabase();
  discord = await startDiscordHarness();
  discord.state.rateLimits.mode = 'off';
});

afterAll(async () => {
  await discord?.close();
  await database?.close();
});

beforeEach(() => {
  discord.requests.length = 0;
});

function guildOf(guildId: string) {
  const guild = discord.state.guilds.get(guildId);
  if (!guild) throw new Error('guild missing');
  return guild;
}

const channelNamed = (guildId: string, name: string) =>
  [...guildOf(guildId).channels.values()].find((channel) => channel.name === name);

async function newBuild(name: string, options: { community?: boolean; answers?: object } = {}) {
  const guildId = await discord.createGuild(name, { community: options.community });
  const { sessionId } = await seedSession(database.db, {
    guildId,
    styleId: STYLE_ID,
    plan: 'lifetime',
    answers: { ...options.answers },
  });
  return { guildId, sessionId };
}

/** A client that dies right after `method` first reached Discord, before the journal heard. */
function crashingAfter(method: keyof DiscordBotApi) {
  const real = discord.client();
  let crashed = false;
  return new Proxy(real, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== method || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const answer = await value.apply(target, args);
        if (!crashed) {
          crashed = true;
          throw new Error('process killed');
        }
        return answer;
      };
    },
  }) as DiscordBotApi;
}

describe('AutoMod rules and server settings', () => {
  it('sets them up once, and /undo removes the rules and puts every setting back exactly', async () => {
    const { guildId, sessionId } = await newBuild('Settings Round Trip');
    const guild = guildOf(guildId);
    const general = channelNamed(guildId, 'general');
    // The owner had join messages silenced along with boost messages, and onboarding drafted.
    guild.systemChannelFlags =
      GuildSystemChannelFlags.SuppressJoinNotifications |
      GuildSystemChannelFlags.SuppressPremiumSubscriptions;
    const snowflake = () => discord.state.snowflakes.next();
    guild.onboarding = {
      ...guild.onboarding,
      default_channel_ids: [general?.id ?? ''],
      prompts: [
        {
          id: snowflake(),
          title: 'What brings you here?',
          options: [
            {
              id: snowflake(),
              title: 'Games',
              description: 'Squads and game nights',
              emoji: { id: null, name: '🎮', animated: false },
              role_ids: [],
              channel_ids: [general?.id ?? ''],
            },
          ],
          single_select: false,
          required: false,
          in_onboarding: true,
          type: 0,
        },
      ],
    };
    const before = {
      systemChannelId: guild.systemChannelId,
      systemChannelFlags: guild.systemChannelFlags,
      onboarding: structuredClone(guild.onboarding),
      features: [...guild.features],
    };
    expect(before.systemChannelId).toBe(general?.id);

    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome).toMatchObject({ status: 'success' });

    const rules = [...guild.autoModRules.values()];
    expect(rules.map((rule) => rule.trigger_type).sort()).toEqual([3, 4, 5]);
    const staffIds = [...guild.roles.values()]
      .filter((role) => staffRoleNames.includes(role.name))
      .map((role) => role.id)
      .sort();
    for (const rule of rules) {
      expect(rule.creator_id).toBe(discord.state.botUser.id);
      expect(rule.enabled).toBe(true);
      expect(rule.actions).toEqual([expect.objectContaining({ type: 1 })]);
      expect([...rule.exempt_roles].sort()).toEqual(staffIds);
    }
    const welcome = channelNamed(guildId, 'welcome');
    const verify = channelNamed(guildId, 'verify');
    const help = channelNamed(guildId, 'verification-help');
    expect(guild.systemChannelId).toBe(welcome?.id);
    expect(guild.systemChannelFlags).toBe(GuildSystemChannelFlags.SuppressPremiumSubscriptions);
    // Behind the gate a newcomer can open only the gate's channels.
    expect(guild.welcomeScreen).toMatchObject({
      enabled: true,
      channels: [
        expect.objectContaining({ channel_id: verify?.id }),
        expect.objectContaining({ channel_id: help?.id }),
      ],
    });
    expect(guild.welcomeScreen?.description).toContain('Settings Round Trip');
    expect(guild.onboarding.default_channel_ids).toEqual([general?.id, verify?.id, help?.id]);
    expect(guild.onboarding.enabled).toBe(false);
    // The owner's prompts stay as they were: the build only adds default channels.
    expect(guild.onboarding.prompts).toEqual(before.onboarding.prompts);
    expect(settingsCalls(discord.requests)).toHaveLength(3);

    const journal = await readJournal(database.db, sessionId);
    const system = journal.find((entry) => entry.operation.key === 'settings:system-channel');
    expect(system?.previous).toEqual({
      system_channel_id: general?.id,
      system_channel_flags: before.systemChannelFlags,
    });

    if (!('resultId' in outcome)) throw new Error('no result');
    const undo = await runUndo(
      { db: database.db, discord: discord.client() },
      { resultId: outcome.resultId },
    );
    expect(undo).toMatchObject({ status: 'undone', gone: 0, restored: 3 });
    expect(guild.autoModRules.size).toBe(0);
    expect(guild.systemChannelId).toBe(before.systemChannelId);
    expect(guild.systemChannelFlags).toBe(before.systemChannelFlags);
    expect(guild.onboarding).toEqual(before.onboarding);
    expect(guild.features).toEqual(before.features);
    expect(guild.welcomeScreen ?? { description: null, channels: [] }).toMatchObject({
      description: null,
      channels: [],
    });
  });

  it('skips the welcome screen and onboarding outside a Community server, without a call', async () => {
    // A Community-less server cannot hold the style's announcement, forum and stage channels.
    const { guildId, sessionId } = await newBuild('Plain Server', {
      community: false,
      answers: {
        'forum-channels': 'text',
        'announcement-channels': 'text',
        'stage-channels': 'voice',
      },
    });
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome).toMatchObject({ status: 'success' });
    expect(settingsCalls(discord.requests).map((r) => r.route)).toEqual([`/guilds/${guildId}`]);
    expect(discord.requests.filter((r) => /welcome-screen|onboarding/.test(r.route))).toEqual([]);
    const journal = await readJournal(database.db, sessionId);
    expect(
      journal
        .filter((entry) => entry.operation.kind === 'settings')
        .map((entry) => [entry.operation.key, entry.status]),
    ).toEqual([
      ['settings:system-channel', 'done'],
      ['settings:welcome-screen', 'skipped'],
      ['settings:onboarding', 'skipped'],
    ]);
    expect(guildOf(guildId).autoModRules.size).toBe(3);
  });

  it('keeps the owner’s own rule of a kind Discord allows once, and never removes it', async () => {
    const { guildId, sessionId } = await newBuild('Owner Rules');
    const owners = await discord.client().createAutoModerationRule(guildId, {
      name: 'House spam filter',
      event_type: 1,
      trigger_type: 3,
      actions: [{ type: 1 }],
      enabled: true,
    });
    discord.requests.length = 0;
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome).toMatchObject({ status: 'success' });
    const guild = guildOf(guildId);
    expect([...guild.autoModRules.values()].filter((r) => r.trigger_type === 3)).toEqual([
      expect.objectContaining({ id: owners.id, name: 'House spam filter' }),
    ]);
    expect(guild.autoModRules.size).toBe(3);
    const journal = await readJournal(database.db, sessionId);
    expect(journal.find((entry) => entry.operation.key === 'automod:spam')?.status).toBe('skipped');
    if (!('resultId' in outcome)) throw new Error('no result');
    await runUndo({ db: database.db, discord: discord.client() }, { resultId: outcome.resultId });
    expect([...guild.autoModRules.keys()]).toEqual([owners.id]);
  });

  it('resumes a crash right after an AutoMod rule was made without making it twice', async () => {
    const { guildId, sessionId } = await newBuild('Rule Crash');
    await expect(
      runBuild(
        { db: database.db, discord: crashingAfter('createAutoModerationRule') },
        { sessionId },
        { finalAttempt: false },
      ),
    ).rejects.toThrow('process killed');
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome).toMatchObject({ status: 'success' });
    const rules = [...guildOf(guildId).autoModRules.values()];
    expect(rules).toHaveLength(3);
    expect(
      createCalls(discord.requests).filter((r) => r.route.includes('auto-moderation')),
    ).toHaveLength(3);
    const journal = await readJournal(database.db, sessionId);
    expect(
      journal
        .filter((e) => e.operation.kind === 'automod')
        .map((e) => e.discordId)
        .sort(),
    ).toEqual(rules.map((rule) => rule.id).sort());
  });

  it('keeps what the owner had, not its own change, when a crash follows a settings call', async () => {
    const { guildId, sessionId } = await newBuild('Settings Crash');
    const guild = guildOf(guildId);
    const original = guild.systemChannelId;
    await expect(
      runBuild(
        { db: database.db, discord: crashingAfter('modifyGuild') },
        { sessionId },
        { finalAttempt: false },
      ),
    ).rejects.toThrow('process killed');
    expect(guild.systemChannelId).toBe(channelNamed(guildId, 'welcome')?.id);
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    expect(outcome).toMatchObject({ status: 'success' });
    const journal = await readJournal(database.db, sessionId);
    const system = journal.find((entry) => entry.operation.key === 'settings:system-channel');
    expect(system?.previous).toMatchObject({ system_channel_id: original });
    if (!('resultId' in outcome)) throw new Error('no result');
    await runUndo({ db: database.db, discord: discord.client() }, { resultId: outcome.resultId });
    expect(guild.systemChannelId).toBe(original);
  });

  it('counts an AutoMod rule the owner already deleted as gone', async () => {
    const { guildId, sessionId } = await newBuild('Deleted Rule');
    const outcome = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
    const guild = guildOf(guildId);
    const [first] = guild.autoModRules.keys();
    guild.autoModRules.delete(first ?? '');
    if (!('resultId' in outcome)) throw new Error('no result');
    const undo = await runUndo(
      { db: database.db, discord: discord.client() },
      { resultId: outcome.resultId },
    );
    expect(undo).toMatchObject({ status: 'undone', gone: 1, restored: 3 });
    expect(guild.autoModRules.size).toBe(0);
  });
});
