/**
 * The build journal (build_operations): one row per planned call, written
 * before the call (`started`) and after it (`done` with the Discord id). The
 * rows are the plan of record: a resumed build reads its payloads back from
 * here instead of planning again.
 */
import { and, asc, type Db, eq, schema, sql } from '@guildsmith/db';
import { type PlannedOperation, plannedOperationSchema } from './plan-types.ts';

const { buildOperations } = schema;

type JournalStatus = (typeof buildOperations.$inferSelect)['status'];

export interface JournalEntry {
  rowId: string;
  operation: PlannedOperation;
  status: JournalStatus;
  discordId: string | null;
  error: string | null;
  /** A settings operation's values before the build changed them, once read. */
  previous: Record<string, unknown> | null;
}

function toEntry(row: typeof buildOperations.$inferSelect): JournalEntry {
  return {
    rowId: row.id,
    operation: plannedOperationSchema.parse({
      seq: row.seq,
      key: row.key,
      kind: row.kind,
      payload: row.payload,
    }),
    status: row.status,
    discordId: row.discordId,
    error: row.error,
    previous: row.previous,
  };
}

/** Operations nothing is left to do for: done, or skipped in this server. */
export function finishedCount(journal: readonly JournalEntry[]): number {
  return journal.filter((entry) => entry.status === 'done' || entry.status === 'skipped').length;
}

export async function readJournal(db: Db, sessionId: string): Promise<JournalEntry[]> {
  const rows = await db
    .select()
    .from(buildOperations)
    .where(eq(buildOperations.sessionId, sessionId))
    .orderBy(asc(buildOperations.seq));
  return rows.map(toEntry);
}

/** Writes the plan's rows once; a second writer (a retried job) leaves the first plan in place. */
export async function writePlan(
  db: Db,
  sessionId: string,
  operations: readonly PlannedOperation[],
): Promise<JournalEntry[]> {
  if (operations.length > 0) {
    await db
      .insert(buildOperations)
      .values(
        operations.map((operation) => ({
          sessionId,
          seq: operation.seq,
          kind: operation.kind,
          key: operation.key,
          payload: operation.payload as Record<string, unknown>,
        })),
      )
      .onConflictDoNothing();
  }
  return readJournal(db, sessionId);
}

export async function markStarted(db: Db, entry: JournalEntry): Promise<void> {
  await db
    .update(buildOperations)
    .set({ status: 'started', startedAt: new Date(), error: null })
    .where(eq(buildOperations.id, entry.rowId));
  entry.status = 'started';
  entry.error = null;
}

export async function markDone(db: Db, entry: JournalEntry, discordId: string): Promise<void> {
  await db
    .update(buildOperations)
    .set({ status: 'done', discordId, finishedAt: new Date(), error: null })
    .where(eq(buildOperations.id, entry.rowId));
  entry.status = 'done';
  entry.discordId = discordId;
}

/**
 * Journals what a settings operation is about to replace. Only the first
 * reading counts: a resumed build reads the server after its own change, and
 * that must never pass for what the owner had.
 */
export async function recordPrevious(
  db: Db,
  entry: JournalEntry,
  previous: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .update(buildOperations)
    .set({
      previous: sql`coalesce(${buildOperations.previous}, ${JSON.stringify(previous)}::jsonb)`,
    })
    .where(eq(buildOperations.id, entry.rowId))
    .returning({ previous: buildOperations.previous });
  entry.previous = row?.previous ?? previous;
  return entry.previous;
}

/** Nothing to do in this server (not Community, or it already has such a rule); never retried. */
export async function markSkipped(db: Db, entry: JournalEntry, reason: string): Promise<void> {
  await db
    .update(buildOperations)
    .set({ status: 'skipped', error: reason.slice(0, 500), finishedAt: new Date() })
    .where(eq(buildOperations.id, entry.rowId));
  entry.status = 'skipped';
  entry.error = reason;
}

export async function markFailed(db: Db, entry: JournalEntry, error: string): Promise<void> {
  await db
    .update(buildOperations)
    .set({ status: 'failed', error: error.slice(0, 500), finishedAt: new Date() })
    .where(eq(buildOperations.id, entry.rowId));
  entry.status = 'failed';
  entry.error = error;
}

/** An undone row keeps its Discord id, so the journal still shows what once existed. */
export async function markUndone(db: Db, entry: JournalEntry): Promise<void> {
  await db
    .update(buildOperations)
    .set({ status: 'undone', finishedAt: new Date() })
    .where(and(eq(buildOperations.id, entry.rowId), sql`${buildOperations.status} <> 'undone'`));
  entry.status = 'undone';
}
