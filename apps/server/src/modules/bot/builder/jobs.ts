/**
 * Builds and undos run as jobs on the queue (pg-boss): they outlive the
 * 3-second interaction window, survive restarts and are retried. Both are
 * idempotent, since delivery is at least once.
 */
import {
  and,
  type Db,
  type DbExecutor,
  type DbTransaction,
  desc,
  eq,
  inArray,
  isUniqueViolation,
  max,
  schema,
} from '@guildsmith/db';
import { type JobQueue, PermanentJobError, type RegisterOptions } from '../../../jobs/index.ts';
import type { InteractionRef } from './progress.ts';
import { type BuildDeps, type BuildJobData, buildJobSchema, runBuild } from './run-build.ts';
import { runUndo, type UndoJobData, undoJobSchema } from './run-undo.ts';

const {
  buildOperations,
  licenseKeys,
  serverCreationResults,
  serverRegistrations,
  serverSetupSessions,
} = schema;

const BUILD_JOB = 'bot.build';
export const UNDO_JOB = 'bot.undo';

/**
 * A 75-channel build waits about 90 s on Discord's buckets; attempts get half
 * an hour. The heartbeat hands a build whose worker died to another worker
 * within about half a minute instead of at that expiry.
 */
const BOT_JOB_OPTIONS: RegisterOptions = {
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: 30 * 60,
  heartbeatSeconds: 20,
  batchSize: 5,
};

export async function registerBotJobs(
  queue: JobQueue,
  deps: BuildDeps,
  options: RegisterOptions = BOT_JOB_OPTIONS,
): Promise<void> {
  const retryLimit = options.retryLimit ?? 3;
  await queue.register<BuildJobData>(
    BUILD_JOB,
    async (job) => {
      const data = buildJobSchema.safeParse(job.data);
      if (!data.success) throw new PermanentJobError('Invalid build job data');
      await runBuild(deps, data.data, {
        signal: job.signal,
        finalAttempt: job.retryCount >= retryLimit,
      });
    },
    options,
  );
  await queue.register<UndoJobData>(
    UNDO_JOB,
    async (job) => {
      const data = undoJobSchema.safeParse(job.data);
      if (!data.success) throw new PermanentJobError('Invalid undo job data');
      await runUndo(deps, data.data, { finalAttempt: job.retryCount >= retryLimit });
    },
    options,
  );
}

/** The interaction a command arrived with; `issuedAt` defaults to now. */
export interface InteractionInput {
  applicationId: string;
  token: string;
  channelId: string;
  issuedAt?: number;
  userId?: string;
}

function interactionRef(input: InteractionInput | undefined): InteractionRef | undefined {
  return input && { ...input, issuedAt: input.issuedAt ?? Date.now() };
}

export type StartBuildResult =
  | { ok: true; jobId: string | null }
  | {
      ok: false;
      reason:
        | 'not-found'
        | 'no-style'
        | 'already-building'
        | 'build-running'
        | 'finished'
        | 'key-revoked';
    };

async function withTransaction<T>(
  db: Db,
  tx: DbTransaction | undefined,
  work: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  return tx ? work(tx) : db.transaction(work);
}

async function buildRunning(db: DbExecutor, serverId: string): Promise<boolean> {
  const [running] = await db
    .select({ id: serverSetupSessions.id })
    .from(serverSetupSessions)
    .where(
      and(eq(serverSetupSessions.serverId, serverId), eq(serverSetupSessions.status, 'building')),
    );
  return running !== undefined;
}

/**
 * A build whose journal has not moved for longer than an attempt may run lost
 * every attempt (killed processes leave no failure behind); starting it again
 * resumes it from the journal.
 */
const STALE_BUILD_MS = 35 * 60 * 1000;

async function stale(db: DbExecutor, sessionId: string, updatedAt: Date): Promise<boolean> {
  const [activity] = await db
    .select({ last: max(buildOperations.finishedAt), started: max(buildOperations.startedAt) })
    .from(buildOperations)
    .where(eq(buildOperations.sessionId, sessionId));
  const times = [updatedAt, activity?.last, activity?.started].map((t) => (t ? t.getTime() : 0));
  return Date.now() - Math.max(...times) > STALE_BUILD_MS;
}

/**
 * A refunded or disputed payment takes the plan's future builds with it (what
 * was built stays): the server's registration must still be active on a live
 * key, or, for a session without one, the session's own key must be live.
 */
async function planWithdrawn(
  db: DbExecutor,
  session: { serverId: string; licenseKeyId: string | null },
): Promise<boolean> {
  const [registration] = await db
    .select({ status: serverRegistrations.status, licenseKeyId: serverRegistrations.licenseKeyId })
    .from(serverRegistrations)
    .where(eq(serverRegistrations.serverId, session.serverId));
  if (registration && registration.status !== 'active') return true;
  const keyId = registration ? registration.licenseKeyId : session.licenseKeyId;
  if (!keyId) return false;
  const [key] = await db
    .select({ status: licenseKeys.status })
    .from(licenseKeys)
    .where(eq(licenseKeys.id, keyId));
  return key?.status === 'revoked';
}

/**
 * Moves a finished questionnaire (or a failed build, which then resumes) to
 * `building` and enqueues its job in the same transaction, so a confirmation
 * clicked twice builds once.
 */
export async function startBuild(
  deps: { db: Db; queue: JobQueue },
  input: {
    sessionId: string;
    interaction?: InteractionInput;
    appPermissions?: string;
    tx?: DbTransaction;
  },
): Promise<StartBuildResult> {
  try {
    return await withTransaction(deps.db, input.tx, async (tx) => {
      const [session] = await tx
        .select()
        .from(serverSetupSessions)
        .where(eq(serverSetupSessions.id, input.sessionId));
      if (!session) return { ok: false, reason: 'not-found' };
      if (!session.styleId) return { ok: false, reason: 'no-style' };
      if (await planWithdrawn(tx, session)) return { ok: false, reason: 'key-revoked' };
      if (session.status === 'building') {
        if (!(await stale(tx, session.id, session.updatedAt))) {
          return { ok: false, reason: 'already-building' };
        }
      } else if (session.status !== 'in_progress' && session.status !== 'failed') {
        return { ok: false, reason: 'finished' };
      } else if (await buildRunning(tx, session.serverId)) {
        return { ok: false, reason: 'build-running' };
      }
      // Conditional, so of two confirmations racing on the same row only one moves it.
      const moved = await tx
        .update(serverSetupSessions)
        .set({ status: 'building' })
        .where(
          and(
            eq(serverSetupSessions.id, session.id),
            inArray(serverSetupSessions.status, ['in_progress', 'failed']),
          ),
        )
        .returning({ id: serverSetupSessions.id });
      if (moved.length === 0 && session.status !== 'building') {
        return { ok: false, reason: 'already-building' };
      }
      const data: BuildJobData = {
        sessionId: session.id,
        interaction: interactionRef(input.interaction),
        appPermissions: input.appPermissions,
      };
      const jobId = await deps.queue.send(BUILD_JOB, data, {
        tx,
        singletonKey: `build:${session.id}`,
      });
      return { ok: true, jobId };
    });
  } catch (error) {
    // Another session of the same server reached `building` in the same instant.
    if (!input.tx && isUniqueViolation(error)) return { ok: false, reason: 'build-running' };
    throw error;
  }
}

export type StartUndoResult =
  | { ok: true; jobId: string | null; resultId: string }
  | { ok: false; reason: 'nothing-to-undo' | 'build-running' };

/** Enqueues the undo of a server's last build (or of the given result). */
export async function startUndo(
  deps: { db: Db; queue: JobQueue },
  input: ({ guildId: string } | { resultId: string }) & { interaction?: InteractionInput },
): Promise<StartUndoResult> {
  const { db } = deps;
  const [result] =
    'resultId' in input
      ? await db
          .select()
          .from(serverCreationResults)
          .where(eq(serverCreationResults.id, input.resultId))
      : await db
          .select()
          .from(serverCreationResults)
          .where(eq(serverCreationResults.serverId, input.guildId))
          .orderBy(desc(serverCreationResults.createdAt))
          .limit(1);
  if (!result || !['success', 'partial', 'failed'].includes(result.status)) {
    return { ok: false, reason: 'nothing-to-undo' };
  }
  if (await buildRunning(db, result.serverId)) return { ok: false, reason: 'build-running' };
  const data: UndoJobData = { resultId: result.id, interaction: interactionRef(input.interaction) };
  const jobId = await deps.queue.send(UNDO_JOB, data, { singletonKey: `undo:${result.id}` });
  return { ok: true, jobId, resultId: result.id };
}
