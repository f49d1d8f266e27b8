import { STYLES } from '@guildsmith/catalog';
import type { Database } from '@guildsmith/db';
import { createTestDatabase } from '@guildsmith/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAnswers } from '../questionnaire/question-bank.ts';
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

/**
 * Many servers at once under the emulator's whole bucket model, its clock
 * sped up so the builds take seconds: the bot receives no 429 at all, as
 * every 429 counts toward Discord's invalid-request limit. One process's
 * builds share one pacer, as the server's do.
 */

const TIME_SCALE = 20;
// At real pace twenty builds press on the global limit of 50 a second; sped up, the machine
// could not send fast enough to reach it, so both sides narrow it to stay the limit that binds.
const GLOBAL = { limit: 20, windowMs: 1000 };
const BUILDS = 20;

const plans = STYLES.map((style) => {
  const { operations } = planBuild(style, resolveAnswers(style, 'lifetime', {}), {
    plan: 'lifetime',
  });
  // Settings change what the server has and create nothing: counted apart.
  const settings = operations.filter((o) => o.kind === 'settings').length;
  return { style, operations: operations.length - settings, settings };
});
const largest = plans.reduce((biggest, plan) =>
  plan.operations > biggest.operations ? plan : biggest,
);

let database: Database;
let discord: DiscordHarness;
const resultIds: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  discord = await startDiscordHarness({
    timeScale: TIME_SCALE,
    rateLimits: {
      globalLimit: GLOBAL.limit,
      globalWindowMs: GLOBAL.windowMs / TIME_SCALE,
      marginMs: 5,
    },
  });
  discord.state.rateLimits.override('global', GLOBAL);
});

afterAll(async () => {
  await discord?.close();
  await database?.close();
});

const rateLimited = () => discord.requests.filter((request) => request.status === 429);

describe('many servers at once', () => {
  it(`builds the largest style in ${BUILDS} servers started together without a 429, one call per object`, async () => {
    const sessions = [];
    for (let index = 0; index < BUILDS; index += 1) {
      const guildId = await discord.createGuild(`Crowd ${index}`);
      sessions.push(
        await seedSession(database.db, { guildId, styleId: largest.style.id, plan: 'lifetime' }),
      );
    }
    discord.requests.length = 0;

    const outcomes = await Promise.all(
      sessions.map(({ sessionId }) =>
        runBuild({ db: database.db, discord: discord.client() }, { sessionId }),
      ),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(BUILDS).fill('success'));
    expect(rateLimited()).toEqual([]);
    expect(createCalls(discord.requests)).toHaveLength(BUILDS * largest.operations);
    expect(settingsCalls(discord.requests)).toHaveLength(BUILDS * largest.settings);
    expect(largest.settings).toBeLessThanOrEqual(3);
    for (const outcome of outcomes) if ('resultId' in outcome) resultIds.push(outcome.resultId);
  }, 60_000);

  it('undoes a build without a 429, its channel deletes counted per server', async () => {
    discord.requests.length = 0;

    // Alone, nothing else slows its deletes: only the server's delete bucket does.
    const undone = await runUndo(
      { db: database.db, discord: discord.client() },
      { resultId: resultIds[0] ?? '' },
    );

    expect(undone).toMatchObject({ status: 'undone', gone: 0 });
    expect(rateLimited()).toEqual([]);
  }, 60_000);
});
