import { type Database, eq, schema } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteUrl } from './invite-url.ts';
import { runBuild } from './run-build.ts';
import {
  type DiscordHarness,
  EMULATOR_PREFIX,
  seedSession,
  startDiscordHarness,
} from './test-support.ts';

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

describe('inviteUrl', () => {
  it('is discord.gg unless another base is set, with or without its trailing slash', () => {
    expect(inviteUrl('abc')).toBe('https://discord.gg/abc');
    expect(inviteUrl('abc', 'http://localhost:3000/sandbox/discord/invite/')).toBe(
      'http://localhost:3000/sandbox/discord/invite/abc',
    );
  });
});

describe('a build’s invite with DISCORD_INVITE_BASE_URL set', () => {
  it('is stored and reported on that base, and opens the built server there', async () => {
    const guildId = await discord.createGuild('Invite Base');
    const { sessionId } = await seedSession(database.db, {
      guildId,
      styleId: 'community-starter',
      plan: 'free',
    });
    const channelId = [...(discord.state.guilds.get(guildId)?.channels.keys() ?? [])][0] ?? '';
    const inviteBaseUrl = `${discord.server.url}${EMULATOR_PREFIX}/invite`;
    const outcome = await runBuild(
      { db: database.db, discord: discord.client(), inviteBaseUrl, progressIntervalMs: 0 },
      {
        sessionId,
        interaction: { applicationId: '1', token: 'gone', channelId, issuedAt: 1 },
      },
    );
    if (!('resultId' in outcome)) throw new Error('not built');
    const [result] = await database.db
      .select({ inviteLink: schema.serverCreationResults.inviteLink })
      .from(schema.serverCreationResults)
      .where(eq(schema.serverCreationResults.id, outcome.resultId));
    const [code] = discord.state.invites.inGuild(guildId).map((invite) => invite.code);
    expect(result?.inviteLink).toBe(`${inviteBaseUrl}/${code}`);
    const report = discord.state.messages
      .inChannel(channelId, { includeEphemeral: false })
      .find((message) => message.content.includes('is built'));
    expect(report?.content).toContain(`Invite: ${inviteBaseUrl}/${code}`);
    expect(report?.content).not.toContain('discord.gg');

    const page = await fetch(result?.inviteLink ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>Invite Base</h1>');
  });
});
