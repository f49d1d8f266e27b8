/**
 * The journaled builder. Each planned call is journaled as
 * started before it is made and as done with the new object's id after; a
 * build that stopped anywhere resumes from the journal: done operations are
 * skipped, and one that started but never finished is first looked for in
 * the server (and adopted) before it is tried again.
 */
import { and, type Db, eq, isNull, schema } from '@guildsmith/db';
import type { GuildSnapshot } from '@guildsmith/db/schema';
import { type APIChannel, type APIGuild, ChannelType } from 'discord-api-types/v10';
import { z } from 'zod';
import { DiscordApiError, type DiscordBotApi, toDiscordApiError } from '../discord/index.ts';
import { recordBuildResult, resultStatus } from './build-result.ts';
import {
  finishedCount,
  type JournalEntry,
  markDone,
  markFailed,
  markSkipped,
  writePlan,
} from './journal.ts';
import type { BuildPlan } from './plan-types.ts';
import { describeProblem, type PreflightProblem, preflight } from './preflight.ts';
import {
  builtValues,
  createdName,
  interactionRefSchema,
  type ProgressLogger,
  ProgressReporter,
  progressBar,
} from './progress.ts';
import type { GuildObjects } from './reconcile.ts';
import type { ResolveContext } from './resolve.ts';
import { OperationRunner } from './run-operation.ts';
import { loadSession, sessionPlan } from './session-plan.ts';

const { serverSetupSessions } = schema;

export const buildJobSchema = z.object({
  sessionId: z.uuid(),
  interaction: interactionRefSchema.optional(),
  /** The bot's permissions from the interaction that started the build. */
  appPermissions: z.string().regex(/^\d+$/).optional(),
});
export type BuildJobData = z.infer<typeof buildJobSchema>;

export interface BuildDeps {
  db: Db;
  discord: DiscordBotApi;
  logger?: ProgressLogger;
  now?: () => number;
  progressIntervalMs?: number;
  /** Where the build's invite link points (DISCORD_INVITE_BASE_URL); Discord's own unless given. */
  inviteBaseUrl?: string;
}

export interface RunOptions {
  signal?: AbortSignal;
  /** On the last attempt, errors worth retrying end the build instead of throwing. */
  finalAttempt?: boolean;
}

export type BuildOutcome =
  | { status: 'skipped' }
  | { status: 'refused'; resultId: string; problems: PreflightProblem[]; reason: string }
  | { status: 'success' | 'partial' | 'failed'; resultId: string; reason?: string };

function takeSnapshot(objects: GuildObjects, now: number): GuildSnapshot {
  const nextPosition = (channels: APIChannel[]) =>
    channels.reduce(
      (max, channel) => Math.max(max, ('position' in channel && channel.position) || 0),
      -1,
    ) + 1;
  const categories = objects.channels.filter((c) => c.type === ChannelType.GuildCategory);
  const topLevel = objects.channels.filter(
    (c) => c.type !== ChannelType.GuildCategory && !('parent_id' in c && c.parent_id),
  );
  return {
    roleIds: objects.roles.map((role) => role.id),
    channelIds: objects.channels.map((channel) => channel.id),
    categoryPositionBase: nextPosition(categories),
    topLevelPositionBase: nextPosition(topLevel),
    takenAt: new Date(now).toISOString(),
  };
}

/** The snapshot from before the first call; taken now if this is the first attempt. */
async function snapshotOf(db: Db, sessionId: string, objects: GuildObjects, now: number) {
  await db
    .update(serverSetupSessions)
    .set({ guildSnapshot: takeSnapshot(objects, now) })
    .where(and(eq(serverSetupSessions.id, sessionId), isNull(serverSetupSessions.guildSnapshot)));
  const session = await loadSession(db, sessionId);
  if (!session?.guildSnapshot) throw new Error(`Setup session ${sessionId} lost its snapshot`);
  return session.guildSnapshot;
}

export async function runBuild(
  deps: BuildDeps,
  data: BuildJobData,
  { signal, finalAttempt = true }: RunOptions = {},
): Promise<BuildOutcome> {
  const { db, discord } = deps;
  const now = deps.now ?? Date.now;
  const session = await loadSession(db, data.sessionId);
  if (session?.status !== 'building') return { status: 'skipped' };

  let buildPlan: BuildPlan | null = null;
  let journal: JournalEntry[] = [];
  const finish = async (reason: string | undefined, serverName: string) => {
    const resultId = await recordBuildResult(db, {
      sessionId: session.id,
      userId: session.userId,
      serverId: session.serverId,
      serverName,
      plan: buildPlan,
      journal,
      answers: session.answers,
      reason,
      inviteBaseUrl: deps.inviteBaseUrl,
    });
    return { status: resultStatus(journal), resultId, reason } as const;
  };

  try {
    ({ buildPlan } = await sessionPlan(db, session));
  } catch (error) {
    return finish(error instanceof Error ? error.message : String(error), session.serverId);
  }
  const plan = buildPlan;
  const style = plan.styleName;
  const progress = new ProgressReporter(discord, data.interaction, plan.locale, {
    now,
    intervalMs: deps.progressIntervalMs,
    logger: deps.logger,
  });
  journal = await writePlan(db, session.id, plan.operations);
  const total = journal.length;
  const doneCount = () => finishedCount(journal);

  let guildName = session.serverId;
  let context: ResolveContext;
  let objects: GuildObjects;
  let guild: APIGuild;
  try {
    guild = await discord.getGuild(session.serverId);
    guildName = guild.name;
    objects = {
      roles: await discord.getRoles(guild.id),
      channels: await discord.getChannels(guild.id),
    };
    const done = new Set(
      journal
        .filter((e) => e.status === 'done' || e.status === 'skipped')
        .map((e) => e.operation.key),
    );
    const problems = preflight({
      guild,
      objects,
      applicationId: discord.applicationId,
      appPermissions: data.appPermissions,
      plan: plan.plan,
      operations: journal.map((entry) => entry.operation),
      done,
    });
    if (problems.length > 0) {
      const reason = problems.map((problem) => describeProblem(problem, plan.locale)).join('\n');
      const outcome = await finish(reason, guildName);
      const key = doneCount() === 0 ? 'refused' : 'failed';
      await progress.report(key, { style, reason, done: doneCount(), total }, true);
      return doneCount() === 0 ? { ...outcome, status: 'refused', problems, reason } : outcome;
    }
    context = {
      guildId: guild.id,
      guildName: guild.name,
      ids: new Map(
        journal
          .filter((e) => e.status === 'done' && e.discordId)
          .map((e) => [e.operation.key, e.discordId as string]),
      ),
      snapshot: await snapshotOf(db, session.id, objects, now()),
    };
  } catch (error) {
    const apiError = toDiscordApiError(error, 'GET', `/guilds/${session.serverId}`);
    if (apiError.retryable && !finalAttempt) throw apiError;
    const outcome = await finish(apiError.message, guildName);
    await progress.report(
      'failed',
      { style, reason: apiError.message, done: doneCount(), total },
      true,
    );
    return outcome;
  }

  const claimed = new Set(context.ids.values());
  const ids = context.ids as Map<string, string>;
  const runner = new OperationRunner({
    db,
    discord,
    sessionId: session.id,
    guild,
    objects,
    context,
    claimed,
  });
  // The last object made, named under the progress bar while messages and settings follow it.
  let latest = '—';
  for (const entry of journal) {
    if (entry.status === 'done' || entry.status === 'skipped') continue;
    signal?.throwIfAborted();
    try {
      const result = await runner.run(entry);
      if ('skipped' in result) await markSkipped(db, entry, result.skipped);
      else {
        latest = createdName(entry.operation) ?? latest;
        await markDone(db, entry, result.id);
        ids.set(entry.operation.key, result.id);
        claimed.add(result.id);
      }
    } catch (error) {
      const refused = error instanceof DiscordApiError && !error.retryable;
      if (!refused && !finalAttempt) throw error;
      // A refused call certainly made nothing; after a crash the object may exist, so the
      // operation stays started and the next build (or /undo) looks for it.
      if (error instanceof DiscordApiError) {
        await markFailed(db, entry, `${error.status} ${error.code}: ${error.message}`);
      }
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await finish(reason, guildName);
      await progress.report('failed', { style, reason, done: doneCount(), total }, true);
      return outcome;
    }
    await progress.report('building', {
      style,
      done: doneCount(),
      total,
      ...progressBar(doneCount(), total),
      latest,
    });
  }
  const outcome = await finish(undefined, guildName);
  await progress.report(
    'built',
    { style, ...builtValues(journal, plan.locale, deps.inviteBaseUrl) },
    true,
  );
  return outcome;
}
