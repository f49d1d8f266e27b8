import { STYLES } from '@guildsmith/catalog';
import type { Database } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { type Exchange, SEED_USER_IDS } from '@guildsmith/emulators';
import { DiscordContract, requestProblems } from '@guildsmith/emulators/contracts';
import { InteractionType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planBuild } from '../builder/planner.ts';
import { runBuild } from '../builder/run-build.ts';
import { runUndo } from '../builder/run-undo.ts';
import {
  type DiscordHarness,
  EMULATOR_PREFIX,
  seedSession,
  startDiscordHarness,
} from '../builder/test-support.ts';
import { registerCommands } from '../commands/register-commands.ts';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
import type { DiscordBotApi } from './bot-client.ts';

/**
 * Every request the bot sends while it builds each style of the catalogue,
 * reports progress, resumes a build that stopped, undoes builds, checks a
 * member and registers its commands is one Discord's published OpenAPI description accepts: path,
 * method, query, JSON body and authorization. The emulator's limits are off
 * (and the client's with them) so the whole catalogue builds in seconds.
 */

const contract = DiscordContract.load();
const exchanges: Exchange[] = [];
let database: Database;
let discord: DiscordHarness;

beforeAll(async () => {
  database = await createTestDatabase();
  discord = await startDiscordHarness({
    rateLimits: { globalLimit: 1_000_000, globalWindowMs: 1000, marginMs: 0 },
  });
  discord.state.rateLimits.mode = 'off';
  discord.state.exchanges.listen((exchange) => exchanges.push(exchange));
});

afterAll(async () => {
  await discord?.close();
  await database?.close();
});

/** A deferred slash command in the guild, whose token the build edits its progress with. */
async function deferredCommand(guildId: string) {
  const guild = discord.state.guilds.get(guildId);
  const channel = [...(guild?.channels.values() ?? [])][0];
  if (!channel) throw new Error('guild without channels');
  const { state } = discord;
  const record = state.interactions.create(state.snowflakes.next(), Date.now(), {
    type: InteractionType.ApplicationCommand,
    applicationId: state.application.id,
    guildId,
    channelId: channel.id,
    userId: SEED_USER_IDS.ava,
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
  if (callback.status !== 204) throw new Error(`callback answered ${callback.status}`);
  return {
    applicationId: state.application.id,
    token: record.token,
    channelId: channel.id,
    issuedAt: Date.now(),
  };
}

/** A client that dies right after its `crashAt`-th create, the call having reached Discord. */
function crashingAfter(real: DiscordBotApi, crashAt: number): DiscordBotApi {
  let creates = 0;
  return new Proxy(real, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || !String(property).startsWith('create')) return value;
      return async (...args: unknown[]) => {
        const created = await value.apply(target, args);
        creates += 1;
        if (creates === crashAt) throw new Error('process killed');
        return created;
      };
    },
  });
}

type CreateKind = 'message' | 'invite' | 'automod';

/**
 * Builds a style twice, the first attempt dying right after the last create of
 * `kind` reached Discord: the second attempt looks for it before making it again.
 */
async function resumedBuild(kind: CreateKind) {
  const style = STYLES[0];
  if (!style) throw new Error('no style');
  // Settings operations change what exists instead of creating: the crash counts creates only.
  const creates = planBuild(style, resolveAnswers(style, 'lifetime', {}), {
    plan: 'lifetime',
  }).operations.filter((operation) => operation.kind !== 'settings');
  const crashAt = creates.findLastIndex((operation) => operation.kind === kind) + 1;
  if (crashAt === 0) throw new Error(`${style.id} plans no ${kind}`);
  const guildId = await discord.createGuild(`Resumed after ${kind}`);
  const { sessionId } = await seedSession(database.db, {
    guildId,
    styleId: style.id,
    plan: 'lifetime',
  });
  const client = discord.client();
  const crashing = crashingAfter(client, crashAt);
  await expect(
    runBuild({ db: database.db, discord: crashing }, { sessionId }, { finalAttempt: false }),
  ).rejects.toThrow('process killed');
  expect(await runBuild({ db: database.db, discord: client }, { sessionId })).toMatchObject({
    status: 'success',
  });
}

describe("the bot's requests", () => {
  it('fit the document for every style built, progress, a resumed build, undo, a member check and command registration', async () => {
    const client = discord.client();
    const builds = [];
    for (const [index, style] of STYLES.entries()) {
      const guildId = await discord.createGuild(`Contract ${index}`);
      const { sessionId } = await seedSession(database.db, {
        guildId,
        styleId: style.id,
        plan: 'lifetime',
      });
      const interaction = await deferredCommand(guildId);
      // One build reports progress after its token was refused: in the channel instead.
      if (index === 0) interaction.token = 'not-a-token';
      builds.push({ guildId, sessionId, interaction });
    }
    const results = await Promise.all(
      builds.map(async ({ guildId, sessionId, interaction }) => {
        const outcome = await runBuild(
          { db: database.db, discord: client },
          { sessionId, interaction },
        );
        return { guildId, outcome };
      }),
    );
    expect(results.filter((result) => result.outcome.status !== 'success')).toEqual([]);

    for (const { outcome } of results.slice(0, 2)) {
      if (!('resultId' in outcome)) throw new Error('no result');
      const undo = await runUndo(
        { db: database.db, discord: client },
        { resultId: outcome.resultId },
      );
      expect(undo.status).toBe('undone');
    }
    // After a crash the invite is looked for among the channel's invites, a message in its
    // history, an AutoMod rule among the server's rules.
    for (const kind of ['message', 'invite', 'automod'] as const) await resumedBuild(kind);
    await client.getMember(results[2]?.guildId ?? '', SEED_USER_IDS.ava);
    const registration = {
      apiBaseUrl: `${discord.server.url}${EMULATOR_PREFIX}/api`,
      botToken: discord.state.application.botToken,
      applicationId: discord.state.application.id,
    };
    await registerCommands(registration);
    await registerCommands({ ...registration, guildId: results[2]?.guildId });

    const sent = new Set(
      exchanges.flatMap((exchange) =>
        exchange.kind === 'rest' ? [`${exchange.method} ${exchange.route}`] : [],
      ),
    );
    expect([...sent].sort()).toEqual([
      'DELETE /v10/channels/:channelId',
      'DELETE /v10/guilds/:guildId/auto-moderation/rules/:ruleId',
      'DELETE /v10/guilds/:guildId/roles/:roleId',
      'GET /v10/channels/:channelId/invites',
      'GET /v10/channels/:channelId/messages',
      'GET /v10/guilds/:guildId',
      'GET /v10/guilds/:guildId/auto-moderation/rules',
      'GET /v10/guilds/:guildId/channels',
      'GET /v10/guilds/:guildId/members/:userId',
      'GET /v10/guilds/:guildId/onboarding',
      'GET /v10/guilds/:guildId/roles',
      'GET /v10/guilds/:guildId/welcome-screen',
      'GET /v10/oauth2/applications/@me',
      'PATCH /v10/channels/:channelId/messages/:messageId',
      'PATCH /v10/guilds/:guildId',
      'PATCH /v10/guilds/:guildId/welcome-screen',
      'PATCH /v10/webhooks/:webhookId/:token/messages/:messageId',
      'POST /v10/channels/:channelId/invites',
      'POST /v10/channels/:channelId/messages',
      'POST /v10/guilds/:guildId/auto-moderation/rules',
      'POST /v10/guilds/:guildId/channels',
      'POST /v10/guilds/:guildId/roles',
      'POST /v10/interactions/:interactionId/:token/callback',
      'PUT /v10/applications/:applicationId/commands',
      'PUT /v10/applications/:applicationId/guilds/:guildId/commands',
      'PUT /v10/guilds/:guildId/onboarding',
    ]);
    expect(requestProblems(contract, exchanges)).toEqual([]);
    // About 30 s on a quiet 2-core machine; CI's other test worker can make it four times that.
  }, 300_000);
});
