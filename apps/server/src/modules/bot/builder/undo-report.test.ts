import type { Database } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { type APIChannel, ChannelType, InteractionType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscordBotApi } from '../discord/index.ts';
import type { JournalEntry } from './journal.ts';
import { runBuild } from './run-build.ts';
import { runUndo } from './run-undo.ts';
import {
  type DiscordHarness,
  EMULATOR_PREFIX,
  seedSession,
  startDiscordHarness,
} from './test-support.ts';
import { undoReportChannel } from './undo-report.ts';

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

function guildOf(guildId: string) {
  const guild = discord.state.guilds.get(guildId);
  if (!guild) throw new Error('guild missing');
  return guild;
}

const channelNamed = (guildId: string, name: string) => {
  const channel = [...guildOf(guildId).channels.values()].find(
    (c) => c.name === name && c.type === ChannelType.GuildText,
  );
  if (!channel) throw new Error(`#${name} missing`);
  return channel;
};

/** A built server, and the owner pressing "Undo the build" under /undo in `channelName`. */
async function undoFrom(name: string, channelName: string) {
  const guildId = await discord.createGuild(name);
  const { sessionId } = await seedSession(database.db, {
    guildId,
    styleId: 'community-starter',
    plan: 'free',
  });
  const built = await runBuild({ db: database.db, discord: discord.client() }, { sessionId });
  if (!('resultId' in built)) throw new Error('not built');
  const guild = guildOf(guildId);
  const builtChannel = channelNamed(guildId, channelName);
  const record = discord.state.interactions.create(discord.state.snowflakes.next(), Date.now(), {
    type: InteractionType.MessageComponent,
    applicationId: discord.state.application.id,
    guildId,
    channelId: builtChannel.id,
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
    channelId: builtChannel.id,
    issuedAt: Date.now(),
    userId: guild.ownerId,
  };
  return { guildId, resultId: built.resultId, interaction, ownerId: guild.ownerId };
}

/** The client, recording what the bot wrote into the command's reply. */
function recordingReplies(): { api: DiscordBotApi; replies: string[] } {
  const real = discord.client();
  const replies: string[] = [];
  const api = new Proxy(real, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property !== 'editOriginalResponse' || typeof value !== 'function') return value;
      return async (token: string, body: { content?: string }) => {
        const answer = await value.call(target, token, body);
        replies.push(String(body.content));
        return answer;
      };
    },
  }) as DiscordBotApi;
  return { api, replies };
}

describe('/undo run in a channel the build created', () => {
  it('says in its reply where the result goes, then reports in the surviving system channel', async () => {
    const { guildId, resultId, interaction, ownerId } = await undoFrom('Undo Inside', 'rules');
    const { api, replies } = recordingReplies();
    const general = channelNamed(guildId, 'general');

    const outcome = await runUndo(
      { db: database.db, discord: api, progressIntervalMs: 0 },
      { resultId, interaction },
    );
    expect(outcome).toMatchObject({ status: 'undone' });
    expect(guildOf(guildId).channels.has(interaction.channelId)).toBe(false);
    // The reply was told before its channel went, and never written to after.
    expect(replies).toEqual([
      `🧹 Undoing the last build. This channel was created by it and is deleted with it, so the result will be posted in <#${general.id}>.`,
    ]);
    const posted = discord.state.messages
      .inChannel(general.id, { includeEphemeral: false })
      .filter((m) => m.author.id === discord.state.botUser.id);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.content).toMatch(
      new RegExp(`^<@${ownerId}> ✅ Undo finished: \\d+ objects the last build created`),
    );
    expect(posted[0]?.mentions.map((user) => user.id)).toEqual([ownerId]);
  });

  it('keeps reporting in the command’s reply when its channel stays', async () => {
    const { resultId, interaction } = await undoFrom('Undo Outside', 'general');
    const { api, replies } = recordingReplies();

    await runUndo(
      { db: database.db, discord: api, progressIntervalMs: 0 },
      { resultId, interaction },
    );
    expect(replies.at(-1)).toMatch(/^✅ Undo finished/);
    expect(replies.some((reply) => reply.includes('is deleted with it'))).toBe(false);
  });
});

describe('undoReportChannel', () => {
  const text = (id: string, position: number, parent: string | null = null) =>
    ({ id, type: ChannelType.GuildText, position, parent_id: parent }) as APIChannel;
  const category = (id: string, position: number) =>
    ({ id, type: ChannelType.GuildCategory, position, parent_id: null }) as APIChannel;
  const channels = [category('c1', 0), text('t1', 0, 'c1'), text('t2', 5), text('t3', 1, 'c1')];
  const api = { getChannels: async () => channels } as unknown as DiscordBotApi;
  const systemChannelWas = (id: string) =>
    [
      {
        operation: { kind: 'settings', payload: { setting: 'system-channel' } },
        previous: { system_channel_id: id, system_channel_flags: 0 },
      },
    ] as unknown as JournalEntry[];

  it('picks the system channel the undo puts back, when it stays', async () => {
    expect(await undoReportChannel(api, 'g', systemChannelWas('t3'), new Set())).toBe('t3');
  });

  it('else the first remaining text channel in sidebar order', async () => {
    expect(await undoReportChannel(api, 'g', [], new Set())).toBe('t2');
    expect(await undoReportChannel(api, 'g', systemChannelWas('t2'), new Set(['t2']))).toBe('t1');
  });

  it('answers null when no text channel remains', async () => {
    expect(await undoReportChannel(api, 'g', [], new Set(['t1', 't2', 't3']))).toBeNull();
  });
});
