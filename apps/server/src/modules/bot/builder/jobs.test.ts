import { type Database, eq, schema, sql } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { InteractionType } from 'discord-api-types/v10';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../../jobs/index.ts';
import { recordingLogger } from '../../../jobs/test-support.ts';
import { registerBotJobs, startBuild, startUndo } from './jobs.ts';
import { readJournal } from './journal.ts';
import { previewBuild } from './session-plan.ts';
import { getBuildStatus } from './status.ts';
import {
  type DiscordHarness,
  EMULATOR_PREFIX,
  seedSession,
  startDiscordHarness,
} from './test-support.ts';

let database: Database;
let discord: DiscordHarness;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  discord = await startDiscordHarness();
  discord.state.rateLimits.mode = 'off';
  queue = await createJobQueue(database, {
    pollingIntervalSeconds: 0.5,
    logger: recordingLogger(),
  });
  await registerBotJobs(
    queue,
    { db: database.db, discord: discord.client(), progressIntervalMs: 0 },
    { retryLimit: 1, retryDelay: 1, retryBackoff: false, expireInSeconds: 120 },
  );
  await queue.start();
});

afterAll(async () => {
  await queue?.stop();
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

const generalOf = (guildId: string) => {
  const general = [...guildOf(guildId).channels.values()].find((c) => c.name === 'general');
  if (!general) throw new Error('#general missing');
  return general;
};

/** The bot's messages in a channel: where progress lands once the interaction token is gone. */
const botMessages = (channelId: string) =>
  discord.state.messages
    .inChannel(channelId, { includeEphemeral: false })
    .filter((message) => message.author.id === discord.state.botUser.id);

async function builtServer(name: string) {
  const guildId = await discord.createGuild(name);
  const { sessionId } = await seedSession(database.db, {
    guildId,
    styleId: 'community-starter',
    plan: 'free',
    status: 'in_progress',
    answers: { 'role-name:mod': 'Guardian' },
  });
  const interaction = {
    applicationId: discord.state.application.id,
    // A token Discord no longer knows: progress moves to the command's channel.
    token: 'expired-interaction-token',
    channelId: generalOf(guildId).id,
  };
  const started = await startBuild({ db: database.db, queue }, { sessionId, interaction });
  expect(started).toMatchObject({ ok: true });
  await expect
    .poll(async () => (await getBuildStatus(database.db, guildId)).state, { timeout: 20_000 })
    .toBe('finished');
  return { guildId, sessionId, interaction };
}

describe('bot.build and bot.undo jobs', () => {
  it('builds from the queue, reports progress in the channel and records the result', async () => {
    const { guildId, sessionId } = await builtServer('Queued Build');
    const status = await getBuildStatus(database.db, guildId);
    expect(status).toMatchObject({
      state: 'finished',
      status: 'success',
      channels: 10,
      categories: 4,
      roles: 6,
    });
    expect([...guildOf(guildId).roles.values()].map((r) => r.name)).toContain('Guardian');
    // The result is stored just before the last progress edit goes out.
    await expect
      .poll(() => botMessages(generalOf(guildId).id)[0]?.content, { timeout: 5000 })
      .toContain(
        '✅ **Community Starter** is built: 6 roles, 10 channels in 4 categories, 2 messages',
      );
    const [progress] = botMessages(generalOf(guildId).id);
    expect(progress?.content).toContain('2 messages and 3 AutoMod rules.');
    expect(progress?.content).toContain(
      'Server settings changed: system channel, welcome screen, onboarding.',
    );
    expect(progress?.content).toContain(
      'Use /undo to remove exactly what this build created and put those settings back.',
    );
    // One progress message, edited: never a new message per step.
    expect(botMessages(generalOf(guildId).id)).toHaveLength(1);
    expect(await startBuild({ db: database.db, queue }, { sessionId })).toEqual({
      ok: false,
      reason: 'finished',
    });
  });

  it('edits the command’s deferred reply while its token lives', async () => {
    const guildId = await discord.createGuild('Live Token');
    const { sessionId } = await seedSession(database.db, {
      guildId,
      styleId: 'community-starter',
      plan: 'free',
      status: 'in_progress',
    });
    const guild = guildOf(guildId);
    // Discord's side of a /setup confirmation, deferred as the bot answers it.
    const record = discord.state.interactions.create(discord.state.snowflakes.next(), Date.now(), {
      type: InteractionType.MessageComponent,
      applicationId: discord.state.application.id,
      guildId,
      channelId: generalOf(guildId).id,
      userId: guild.ownerId,
      sourceMessageId: null,
      parentId: null,
    });
    const callback = await fetch(
      `${discord.server.url}${EMULATOR_PREFIX}/api/v10/interactions/${record.id}/${record.token}/callback`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 5, data: { flags: 64 } }),
      },
    );
    expect(callback.status).toBe(204);
    const interaction = {
      applicationId: discord.state.application.id,
      token: record.token,
      channelId: generalOf(guildId).id,
    };
    expect(await startBuild({ db: database.db, queue }, { sessionId, interaction })).toMatchObject({
      ok: true,
    });
    await expect
      .poll(() => discord.state.messages.get(record.originalMessageId ?? '')?.content, {
        timeout: 20_000,
      })
      .toContain('✅ **Community Starter** is built');
    expect(botMessages(generalOf(guildId).id)).toEqual([]);
  });

  it('starts a session once however often it is confirmed', async () => {
    const guildId = await discord.createGuild('Double Click');
    const { sessionId } = await seedSession(database.db, {
      guildId,
      styleId: 'community-starter',
      plan: 'free',
      status: 'in_progress',
    });
    const results = await Promise.all([
      startBuild({ db: database.db, queue }, { sessionId }),
      startBuild({ db: database.db, queue }, { sessionId }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({ ok: false });
    await expect
      .poll(async () => (await getBuildStatus(database.db, guildId)).state, { timeout: 20_000 })
      .toBe('finished');
  });

  it('undoes exactly what the build created, skipping what the owner already removed', async () => {
    const { guildId, sessionId, interaction } = await builtServer('Undo Me');
    const guild = guildOf(guildId);
    const journal = await readJournal(database.db, sessionId);
    const created = journal.filter((e) =>
      ['role', 'category', 'channel', 'automod'].includes(e.operation.kind),
    );
    const changed = journal.filter((e) => e.operation.kind === 'settings');
    expect(changed.map((e) => e.status)).toEqual(['done', 'done', 'done']);
    const systemChannelBefore = changed[0]?.previous?.system_channel_id;
    expect(systemChannelBefore).toBe(generalOf(guildId).id);
    const ownerDeletedChannel =
      created.find((e) => e.operation.kind === 'channel')?.discordId ?? '';
    const ownerDeletedRole = created.find((e) => e.operation.kind === 'role')?.discordId ?? '';
    guild.channels.delete(ownerDeletedChannel);
    guild.roles.delete(ownerDeletedRole);
    const general = generalOf(guildId);
    const ownersOwn = discord.state.snowflakes.next();
    guild.channels.set(ownersOwn, { ...general, id: ownersOwn, name: 'owners-own' });
    const rolesBefore = [...guild.roles.keys()].filter(
      (id) => !created.some((entry) => entry.discordId === id),
    );
    discord.requests.length = 0;

    expect(await startUndo({ db: database.db, queue }, { guildId, interaction })).toMatchObject({
      ok: true,
    });
    await expect
      .poll(
        async () => {
          const status = await getBuildStatus(database.db, guildId);
          return status.state === 'finished' && status.status;
        },
        { timeout: 20_000 },
      )
      .toBe('undone');

    expect([...guild.channels.values()].map((c) => c.name).sort()).toEqual([
      'general',
      'owners-own',
    ]);
    expect([...guild.roles.keys()].sort()).toEqual(rolesBefore.sort());
    const deletes = discord.requests.filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(created.length);
    expect(deletes.filter((r) => r.status === 404)).toHaveLength(2);
    expect(deletes.map((r) => r.route)).not.toContain(`/channels/${ownersOwn}`);
    expect(guild.autoModRules.size).toBe(0);
    expect(guild.systemChannelId).toBe(systemChannelBefore);
    const after = await readJournal(database.db, sessionId);
    expect(after.every((entry) => entry.status === 'undone')).toBe(true);
    const [result] = await database.db
      .select()
      .from(schema.serverCreationResults)
      .where(eq(schema.serverCreationResults.sessionId, sessionId));
    expect(result?.undoneAt).toBeInstanceOf(Date);
    await expect
      .poll(() => botMessages(general.id).at(-1)?.content, { timeout: 5000 })
      .toContain(
        `Undo finished: ${created.length - 2} objects the last build created were removed (2 were already gone) and 3 server settings were put back as they were.`,
      );
    expect(await startUndo({ db: database.db, queue }, { guildId })).toEqual({
      ok: false,
      reason: 'nothing-to-undo',
    });
  });

  it('restarts a build whose every attempt was lost, but not one that is running', async () => {
    const guildId = await discord.createGuild('Lost Build');
    const { sessionId } = await seedSession(database.db, {
      guildId,
      styleId: 'community-starter',
      plan: 'free',
      status: 'building',
    });
    expect(await startBuild({ db: database.db, queue }, { sessionId })).toEqual({
      ok: false,
      reason: 'already-building',
    });
    // Drizzle stamps updatedAt on every update, so write it without the hook.
    await database.db.execute(
      sql`update server_setup_sessions set updated_at = now() - interval '1 hour' where id = ${sessionId}`,
    );
    expect(await startBuild({ db: database.db, queue }, { sessionId })).toMatchObject({ ok: true });
    await expect
      .poll(async () => (await getBuildStatus(database.db, guildId)).state, { timeout: 20_000 })
      .toBe('finished');
  });

  it('shows the dry run of a session in the language it picked', async () => {
    const guildId = await discord.createGuild('Dry Run');
    const { sessionId } = await seedSession(database.db, {
      guildId,
      styleId: 'community-starter',
      plan: 'free',
      status: 'in_progress',
      answers: { language: 'es' },
    });
    const summary = await previewBuild(database.db, sessionId);
    expect(summary).toMatchObject({
      roles: 6,
      categories: 4,
      messages: 2,
      invites: 1,
      automodRules: 3,
      settings: ['system-channel', 'welcome-screen', 'onboarding'],
      calls: 23 + 3 + 3,
    });
    expect(summary.text).toContain('No se elimina nada de lo que ya tienes');
    expect(summary.text).toContain('Reglas de AutoMod: 3');
    expect(discord.requests).toEqual([]);
  });

  it('reports an idle server that never had a build', async () => {
    expect(await getBuildStatus(database.db, '123456789012345678')).toEqual({ state: 'idle' });
  });
});
