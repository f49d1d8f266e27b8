/**
 * Budget: a build uses exactly one Discord call per created object (roles,
 * categories, channels, messages, AutoMod rules, the invite), and at most 3
 * calls that change the server's settings (system channel, welcome screen,
 * onboarding), counted apart because they create nothing. Every lifetime
 * style is built by the journaled builder against the Discord emulator with
 * its default rate-limit model, and the time each build took is set against
 * the least the bucket model allows. In the same run a naive builder (create,
 * then set parent and overwrites, then reorder) builds the same plans on a
 * second emulator for comparison.
 *
 * Discord's buckets make a 75-channel build wait ~90 s whatever the client
 * does, and a benchmark runs in real time (the emulator's time scale is for
 * tests), so the builds run concurrently, each on its own guild (buckets are
 * per guild), sharing one pacer as one process's builds do; the naive ones
 * run on their own emulator, whose global limit they then do not share.
 */
import { REST } from '@discordjs/rest';
import { STYLES } from '@guildsmith/catalog';
import { createTestDatabase } from '@guildsmith/db/testing';
import { OverwriteType, Routes } from 'discord-api-types/v10';
import { minimumDurationMs } from '../apps/server/src/modules/bot/builder/bucket-model.ts';
import type {
  ChannelPayload,
  PlannedOperation,
} from '../apps/server/src/modules/bot/builder/plan-types.ts';
import { planBuild } from '../apps/server/src/modules/bot/builder/planner.ts';
import {
  automodBody,
  DISCORD_CHANNEL_TYPES,
  resolveTokens,
} from '../apps/server/src/modules/bot/builder/resolve.ts';
import { runBuild } from '../apps/server/src/modules/bot/builder/run-build.ts';
import { modelledCalls } from '../apps/server/src/modules/bot/builder/summary.ts';
import {
  type DiscordHarness,
  EMULATOR_PREFIX,
  type LoggedRequest,
  seedSession,
  startDiscordHarness,
} from '../apps/server/src/modules/bot/builder/test-support.ts';
import { resolveAnswers } from '../apps/server/src/modules/bot/questionnaire/question-bank.ts';

interface Row {
  style: string;
  objects: number;
  calls: number;
  settingsCalls: number;
  retried: number;
  ms: number;
  minimumMs: number;
  naiveCalls: number;
  naiveMs: number;
}

const styles = STYLES.filter((style) => style.requiredPlan === 'lifetime');
const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const SETTINGS_BUDGET = 3;

/** Calls that change a setting the server already has rather than create an object. */
const isSettingsCall = (request: LoggedRequest) =>
  (request.method === 'PATCH' && /^\/guilds\/\d+(\/welcome-screen)?$/.test(request.route)) ||
  (request.method === 'PUT' && /^\/guilds\/\d+\/onboarding$/.test(request.route));

/** The guild a logged request touched, by its guild or channel id. */
function guildOfRequest(harness: DiscordHarness, request: LoggedRequest): string | undefined {
  const [, kind, id] = request.route.split('/');
  if (kind === 'guilds') return id;
  for (const guild of harness.state.guilds.values()) {
    if (id && guild.channels.has(id)) return guild.id;
  }
  return undefined;
}

function callsByGuild(harness: DiscordHarness) {
  const byGuild = new Map<string, { calls: number; settingsCalls: number; retried: number }>();
  for (const request of harness.requests) {
    if (!MUTATING.has(request.method)) continue;
    const guildId = guildOfRequest(harness, request);
    if (!guildId) continue;
    const entry = byGuild.get(guildId) ?? { calls: 0, settingsCalls: 0, retried: 0 };
    if (request.status >= 300) entry.retried += 1;
    else if (isSettingsCall(request)) entry.settingsCalls += 1;
    else entry.calls += 1;
    byGuild.set(guildId, entry);
  }
  return byGuild;
}

/** What many tools do: create bare objects, then move them into place and set permissions. */
async function naiveBuild(rest: REST, guildId: string, operations: PlannedOperation[]) {
  const ids = new Map<string, string>([['@everyone', guildId]]);
  const created: { id: string; payload: ChannelPayload }[] = [];
  for (const operation of operations) {
    if (operation.kind === 'role') {
      const role = (await rest.post(Routes.guildRoles(guildId), {
        body: operation.payload,
      })) as { id: string };
      ids.set(operation.key, role.id);
    } else if (operation.kind === 'category' || operation.kind === 'channel') {
      const { name, type, topic } = operation.payload;
      const channel = (await rest.post(Routes.guildChannels(guildId), {
        body: { name, type: DISCORD_CHANNEL_TYPES[type], topic },
      })) as { id: string };
      ids.set(operation.key, channel.id);
      created.push({ id: channel.id, payload: operation.payload });
    }
  }
  const roleIds = operations.filter((o) => o.kind === 'role').map((o) => ids.get(o.key));
  await rest.patch(Routes.guildRoles(guildId), {
    body: roleIds.map((id, index) => ({ id, position: roleIds.length - index })),
  });
  for (const { id, payload } of created) {
    await rest.patch(Routes.channel(id), {
      body: {
        parent_id: payload.parent ? ids.get(payload.parent) : null,
        permission_overwrites: payload.overwrites.map((o) => ({
          id: ids.get(o.target),
          type: OverwriteType.Role,
          allow: o.allow,
          deny: o.deny,
        })),
        rate_limit_per_user: payload.rateLimitPerUser,
        user_limit: payload.userLimit,
      },
    });
  }
  await rest.patch(Routes.guildChannels(guildId), {
    body: created.map(({ id, payload }) => ({ id, position: payload.position })),
  });
  const context = {
    guildId,
    guildName: 'Naive',
    ids,
    snapshot: {
      roleIds: [],
      channelIds: [],
      categoryPositionBase: 0,
      topLevelPositionBase: 0,
      takenAt: '',
    },
  };
  for (const operation of operations) {
    if (operation.kind === 'message') {
      await rest.post(Routes.channelMessages(ids.get(operation.payload.channel) ?? ''), {
        body: resolveTokens(operation.payload.body, context),
      });
    } else if (operation.kind === 'automod') {
      await rest.post(Routes.guildAutoModerationRules(guildId), {
        body: automodBody(operation.payload, context),
      });
    } else if (operation.kind === 'invite') {
      await rest.post(Routes.channelInvites(ids.get(operation.payload.channel) ?? ''), {
        body: {},
      });
    }
  }
}

const ours = await startDiscordHarness();
const naive = await startDiscordHarness();
const database = await createTestDatabase();
const naiveRest = new REST({
  api: `${naive.server.url}${EMULATOR_PREFIX}/api`,
  retries: 3,
}).setToken(naive.state.application.botToken);
const quiet = () => {};

try {
  const started = performance.now();
  const rows = await Promise.all(
    styles.map(async (style): Promise<Row> => {
      const plan = planBuild(style, resolveAnswers(style, 'lifetime', {}), { plan: 'lifetime' });
      // Settings create nothing: the naive builder makes the same three calls, so both skip them.
      const creating = plan.operations.filter((operation) => operation.kind !== 'settings');
      const guildId = await ours.createGuild(`Ours ${style.id}`);
      const naiveGuildId = await naive.createGuild(`Naive ${style.id}`);
      const { sessionId } = await seedSession(database.db, {
        guildId,
        styleId: style.id,
        plan: 'lifetime',
      });
      const naiveRun = (async () => {
        const begin = performance.now();
        await naiveBuild(naiveRest, naiveGuildId, creating);
        return performance.now() - begin;
      })();
      const begin = performance.now();
      const outcome = await runBuild(
        { db: database.db, discord: ours.client(), logger: { warn: quiet } },
        { sessionId },
      );
      if (outcome.status !== 'success')
        throw new Error(`${style.id}: build ended ${outcome.status}`);
      const ms = performance.now() - begin;
      return {
        style: style.id,
        objects: creating.length,
        calls: 0,
        settingsCalls: 0,
        retried: 0,
        ms,
        minimumMs: minimumDurationMs(modelledCalls(plan.operations)),
        naiveCalls: 0,
        naiveMs: await naiveRun,
        guildId,
        naiveGuildId,
      } as Row & { guildId: string; naiveGuildId: string };
    }),
  );
  const ourCalls = callsByGuild(ours);
  const naiveCalls = callsByGuild(naive);
  for (const row of rows as (Row & { guildId: string; naiveGuildId: string })[]) {
    row.calls = ourCalls.get(row.guildId)?.calls ?? 0;
    row.settingsCalls = ourCalls.get(row.guildId)?.settingsCalls ?? 0;
    row.retried = ourCalls.get(row.guildId)?.retried ?? 0;
    row.naiveCalls = naiveCalls.get(row.naiveGuildId)?.calls ?? 0;
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  console.info(
    `${'style'.padEnd(30)} objects  calls  per-object  settings  429/5xx     time  minimum   naive calls  per-object  naive time`,
  );
  for (const row of rows) {
    console.info(
      `${row.style.padEnd(30)} ${String(row.objects).padStart(7)} ${String(row.calls).padStart(6)} ${(row.calls / row.objects).toFixed(3).padStart(11)} ${String(row.settingsCalls).padStart(9)} ${String(row.retried).padStart(8)} ${seconds(row.ms)} ${seconds(row.minimumMs)} ${String(row.naiveCalls).padStart(13)} ${(row.naiveCalls / row.objects).toFixed(3).padStart(11)} ${seconds(row.naiveMs)}`,
    );
  }
  const total = (pick: (row: Row) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const overBudget = rows.filter(
    (row) => row.calls !== row.objects || row.settingsCalls > SETTINGS_BUDGET,
  );
  console.info(
    `\n${rows.length} lifetime styles built concurrently in ${seconds(performance.now() - started).trim()} (each on its own guild; default rate-limit model, no clock scaling).`,
  );
  console.info(
    `ours:  ${total((r) => r.calls)} calls for ${total((r) => r.objects)} objects (${(total((r) => r.calls) / total((r) => r.objects)).toFixed(3)} per object), build time ${(total((r) => r.ms) / total((r) => r.minimumMs)).toFixed(2)}x the bucket model's minimum`,
  );
  console.info(
    `settings: ${total((r) => r.settingsCalls)} calls in ${rows.length} builds, at most ${Math.max(...rows.map((r) => r.settingsCalls))} per build (budget ${SETTINGS_BUDGET}), counted apart: they change the server's settings and create nothing`,
  );
  console.info(
    `naive: ${total((r) => r.naiveCalls)} calls for the same objects (${(total((r) => r.naiveCalls) / total((r) => r.objects)).toFixed(3)} per object)`,
  );
  console.info(
    `budget: exactly one call per created object (incl. the messages, the AutoMod rules and 1 invite) and at most ${SETTINGS_BUDGET} settings calls per build: ${overBudget.length === 0 ? 'met' : `missed by ${overBudget.map((r) => r.style).join(', ')}`}`,
  );
  if (overBudget.length > 0) process.exitCode = 1;
} finally {
  await ours.close();
  await naive.close();
  await database.close();
}
