/**
 * /undo: deletes exactly the objects the build journaled,
 * newest first, and nothing else. Objects the owner already deleted count as
 * gone. Messages and the invite go with the channels they live in.
 */
import { type Db, eq, schema } from '@guildsmith/db';
import type { GuildSnapshot } from '@guildsmith/db/schema';
import { z } from 'zod';
import { DiscordApiError, type DiscordBotApi } from '../discord/index.ts';
import { isBotLocale } from '../texts/locales.ts';
import { type JournalEntry, markDone, markUndone, readJournal } from './journal.ts';
import {
  interactionRefSchema,
  type ProgressLogger,
  ProgressReporter,
  progressBar,
} from './progress.ts';
import { findCreated, type GuildObjects } from './reconcile.ts';
import type { ResolveContext } from './resolve.ts';
import { loadSession } from './session-plan.ts';

const { serverCreationResults } = schema;

export const undoJobSchema = z.object({
  resultId: z.uuid(),
  interaction: interactionRefSchema.optional(),
});
export type UndoJobData = z.infer<typeof undoJobSchema>;

export interface UndoDeps {
  db: Db;
  discord: DiscordBotApi;
  logger?: ProgressLogger;
  now?: () => number;
  progressIntervalMs?: number;
}

export type UndoOutcome =
  | { status: 'skipped' }
  | { status: 'undone'; deleted: number; gone: number }
  | { status: 'failed'; deleted: number; reason: string };

const DELETABLE = new Set(['role', 'category', 'channel']);

/** Objects a build may have made: done ones, and started ones found in the server. */
async function objectsToDelete(
  discord: DiscordBotApi,
  db: Db,
  guildId: string,
  journal: JournalEntry[],
  snapshot: GuildSnapshot | null,
): Promise<JournalEntry[]> {
  const deletable = journal.filter((entry) => DELETABLE.has(entry.operation.kind));
  const unsure = deletable.filter((e) => e.status === 'started' || e.status === 'failed');
  if (unsure.length > 0 && snapshot) {
    const objects: GuildObjects = {
      roles: await discord.getRoles(guildId),
      channels: await discord.getChannels(guildId),
    };
    const ids = new Map(
      journal
        .filter((e) => e.status === 'done' && e.discordId)
        .map((e) => [e.operation.key, e.discordId as string]),
    );
    const context: ResolveContext = { guildId, guildName: '', ids, snapshot };
    const claimed = new Set(ids.values());
    for (const entry of unsure) {
      const id = findCreated(entry.operation, objects, context, snapshot, claimed);
      if (id) {
        await markDone(db, entry, id);
        claimed.add(id);
      }
    }
  }
  return deletable
    .filter((entry) => entry.status === 'done' && entry.discordId)
    .sort((a, b) => b.operation.seq - a.operation.seq);
}

export async function runUndo(
  deps: UndoDeps,
  data: UndoJobData,
  { finalAttempt = true }: { finalAttempt?: boolean } = {},
): Promise<UndoOutcome> {
  const { db, discord } = deps;
  const [result] = await db
    .select()
    .from(serverCreationResults)
    .where(eq(serverCreationResults.id, data.resultId));
  if (!result || result.status === 'undone') return { status: 'skipped' };
  const session = await loadSession(db, result.sessionId);
  if (!session || session.status === 'building') return { status: 'skipped' };
  const language = session.answers.language;
  const progress = new ProgressReporter(
    discord,
    data.interaction,
    isBotLocale(language) ? language : 'en',
    { now: deps.now, intervalMs: deps.progressIntervalMs, logger: deps.logger },
  );
  const journal = await readJournal(db, session.id);
  const targets = await objectsToDelete(
    discord,
    db,
    result.serverId,
    journal,
    session.guildSnapshot,
  );
  const total = targets.length;
  let deleted = 0;
  let gone = 0;
  for (const entry of targets) {
    const id = entry.discordId as string;
    try {
      if (entry.operation.kind === 'role') await discord.deleteRole(result.serverId, id);
      else await discord.deleteChannel(id, result.serverId);
      deleted += 1;
    } catch (error) {
      if (!(error instanceof DiscordApiError)) throw error;
      if (error.gone) gone += 1;
      else if (error.retryable && !finalAttempt) throw error;
      else {
        const values = { done: deleted + gone, total, reason: error.message };
        await progress.report('undoFailed', values, true);
        return { status: 'failed', deleted, reason: error.message };
      }
    }
    await markUndone(db, entry);
    const done = deleted + gone;
    await progress.report('undoing', { done, total, ...progressBar(done, total) });
  }
  // Messages and the invite lived in the deleted channels.
  for (const entry of journal) {
    if (entry.status === 'done' && !DELETABLE.has(entry.operation.kind)) {
      await markUndone(db, entry);
    }
  }
  await db
    .update(serverCreationResults)
    .set({ status: 'undone', undoneAt: new Date() })
    .where(eq(serverCreationResults.id, result.id));
  await progress.report('undone', { deleted, gone }, true);
  return { status: 'undone', deleted, gone };
}
