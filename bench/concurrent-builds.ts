/**
 * Budget: the largest style built in 1, 5 and 20 servers at once, in one
 * process, against the Discord emulator's default rate-limit model in real
 * time (no clock scaling). Every build keeps to one Discord call per created
 * object and at most 3 settings calls (counted apart) and receives no 429, and the 20 builds finish within 1.2 times the
 * least time the model allows: the larger of the per-route minimum (one
 * server's buckets, the same for every build) and the global minimum (all
 * calls of the token through 50 a second).
 *
 * The three runs go at the same time, each with its own emulator (its own
 * global limit) and its own pacer, as three separate bots would.
 */
import { STYLES } from '@guildsmith/catalog';
import { createTestDatabase } from '@guildsmith/db/testing';
import {
  globalMinimumMs,
  minimumDurationMs,
} from '../apps/server/src/modules/bot/builder/bucket-model.ts';
import { planBuild } from '../apps/server/src/modules/bot/builder/planner.ts';
import { runBuild } from '../apps/server/src/modules/bot/builder/run-build.ts';
import { modelledCalls } from '../apps/server/src/modules/bot/builder/summary.ts';
import {
  createCalls,
  seedSession,
  settingsCalls,
  startDiscordHarness,
} from '../apps/server/src/modules/bot/builder/test-support.ts';
import { resolveAnswers } from '../apps/server/src/modules/bot/questionnaire/question-bank.ts';

const RUNS = [1, 5, 20];
const BUDGET = 1.2;

const planned = STYLES.map((style) => ({
  style,
  operations: planBuild(style, resolveAnswers(style, 'lifetime', {}), { plan: 'lifetime' })
    .operations,
}));
const largest = planned.reduce((biggest, plan) =>
  plan.operations.length > biggest.operations.length ? plan : biggest,
);
// Settings change what the server has and create nothing: their calls are counted apart.
const settingsPerBuild = largest.operations.filter((o) => o.kind === 'settings').length;
const objects = largest.operations.length - settingsPerBuild;
const perRouteMs = minimumDurationMs(modelledCalls(largest.operations));

interface Run {
  builds: number;
  ms: number;
  calls: number;
  creates: number;
  settings: number;
  rateLimited: number;
  globalMs: number;
}

const closing: { close(): Promise<void> }[] = [];

/** Each run has its emulator and its database: the emulators' ids may coincide. */
async function run(builds: number): Promise<Run> {
  const discord = await startDiscordHarness();
  const database = await createTestDatabase();
  closing.push(discord, database);
  const sessions = [];
  for (let index = 0; index < builds; index += 1) {
    const guildId = await discord.createGuild(`Bench ${builds}-${index}`);
    sessions.push(
      await seedSession(database.db, { guildId, styleId: largest.style.id, plan: 'lifetime' }),
    );
  }
  discord.requests.length = 0;
  const started = performance.now();
  const outcomes = await Promise.all(
    sessions.map(({ sessionId }) =>
      runBuild({ db: database.db, discord: discord.client() }, { sessionId }),
    ),
  );
  const ms = performance.now() - started;
  const failed = outcomes.filter((outcome) => outcome.status !== 'success');
  if (failed.length > 0) throw new Error(`${failed.length} of ${builds} builds did not succeed`);
  const answered = discord.requests.filter((request) => request.status !== 429);
  return {
    builds,
    ms,
    calls: answered.length,
    creates: createCalls(discord.requests).length,
    settings: settingsCalls(discord.requests).length,
    rateLimited: discord.requests.length - answered.length,
    globalMs: globalMinimumMs(answered.length),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

try {
  const runs = await Promise.all(RUNS.map(run));
  console.info(
    `${largest.style.id}: ${objects} objects a build; per-route minimum ${seconds(perRouteMs).trim()} (default bucket model, real time)\n`,
  );
  console.info(
    'builds     time  per-route    global  time/min  calls  per-object  settings/build  429s received',
  );
  for (const result of runs) {
    const minimum = Math.max(perRouteMs, result.globalMs);
    console.info(
      `${String(result.builds).padStart(6)} ${seconds(result.ms)} ${seconds(perRouteMs).padStart(10)} ${seconds(result.globalMs).padStart(9)} ${(result.ms / minimum).toFixed(2).padStart(8)}x ${String(result.calls).padStart(6)} ${(result.creates / (objects * result.builds)).toFixed(3).padStart(11)} ${(result.settings / result.builds).toFixed(2).padStart(15)} ${String(result.rateLimited).padStart(14)}`,
    );
  }
  const crowd = runs.at(-1);
  if (!crowd) throw new Error('no runs');
  const ratio = crowd.ms / Math.max(perRouteMs, crowd.globalMs);
  const problems = [
    ...(ratio > BUDGET ? [`${crowd.builds} builds took ${ratio.toFixed(2)}x the minimum`] : []),
    ...runs
      .filter((result) => result.rateLimited > 0)
      .map((result) => `${result.builds} builds received ${result.rateLimited} 429s`),
    ...runs
      .filter((result) => result.settings > Math.min(3, settingsPerBuild) * result.builds)
      .map((result) => `${result.builds} builds made ${result.settings} settings calls`),
    ...runs
      .filter((result) => result.creates !== objects * result.builds)
      .map(
        (result) =>
          `${result.builds} builds made ${result.creates} creates for ${objects * result.builds} objects`,
      ),
  ];
  console.info(
    `\nbudget: ${crowd.builds} builds within ${BUDGET}x the minimum, no 429, one call per object, at most 3 settings calls a build: ${problems.length === 0 ? 'met' : `missed (${problems.join('; ')})`}`,
  );
  if (problems.length > 0) process.exitCode = 1;
} finally {
  for (const resource of closing) await resource.close();
}
