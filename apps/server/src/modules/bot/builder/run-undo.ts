/**
 * /undo: deletes exactly the objects the build journaled (roles, channels,
 * AutoMod rules) and writes back every server setting it changed, newest
 * first, and nothing else. Objects the owner already deleted count as gone.
 * Messages and the invite go with the channels they live in. When the
 * command's own channel goes too, its report moves to one that stays
 * (undo-report.ts).
 */
import { type Db, eq, schema } from '@guildsmith/db';
import type { GuildSnapshot } from '@guildsmith/db/schema';
import { RESTJSONErrorCodes } from 'discord-api-types/v10';
import { z } from 'zod';
import { DiscordApiError, type DiscordBotApi } from '../discord/index.ts';
import { isBotLocale } from '../texts/locales.ts';
import { restoreSetting } from './apply-settings.ts';
import { type JournalEntry, markDone, markUndone, readJournal } from './journal.ts';
import {
  interactionRefSchema,
  type ProgressLogger,
  ProgressReporter,
  progressBar,
} from './progress.ts';
import { findCreated, type GuildObjects } from './reconcile.ts';
import type { ResolveContext } from './resolve.ts';
import { ServerAutomodRules } from './run-operation.ts';
import { loadSession } from './session-plan.ts';
import { channelsDeletedBy, undoReportChannel } from './undo-report.ts';

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
  | { status: 'undone'; deleted: number; gone: number; restored: number }
  | { status: 'failed'; deleted: number; reason: string };

const DELETABLE = new Set(['role', 'category', 'channel', 'automod']);
/** Looked for among the server's roles and channels when their call's answer was lost. */
const FOUND_BY_NAME = new Set(['role', 'category', 'channel']);

const isUnsure = (entry: JournalEntry) => entry.status === 'started' || entry.status === 'failed';

/** AutoMod rules an interrupted build may have made, looked for among the server's rules. */
async function adoptUnsureRules(
  discord: DiscordBotApi,
  db: Db,
  guildId: string,
  journal: JournalEntry[],
): Promise<void> {
  const unsure = journal.filter((e) => e.operation.kind === 'automod' && isUnsure(e));
  if (unsure.length === 0) return;
  const rules = new ServerAutomodRules(discord, guildId);
  const claimed = new Set(
    journal.flatMap((e) => (e.status === 'done' && e.discordId ? [e.discordId] : [])),
  );
  for (const entry of unsure) {
    if (entry.operation.kind !== 'automod') continue;
    const id = await rules.made(entry.operation.payload, claimed);
    if (id) {
      await markDone(db, entry, id);
      claimed.add(id);
    }
  }
}

/**
 * What /undo acts on, newest first: objects the build made (done ones, and
 * started ones found in the server), and settings whose earlier value was
 * journaled (even if the call's answer was lost, writing it back is safe).
 */
async function undoTargets(
  discord: DiscordBotApi,
  db: Db,
  guildId: string,
  journal: JournalEntry[],
  snapshot: GuildSnapshot | null,
): Promise<JournalEntry[]> {
  await adoptUnsureRules(discord, db, guildId, journal);
  const unsure = journal.filter(
    (entry) => FOUND_BY_NAME.has(entry.operation.kind) && isUnsure(entry),
  );
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
  const made = journal.filter(
    (entry) => DELETABLE.has(entry.operation.kind) && entry.status === 'done' && entry.discordId,
  );
  const changed = journal.filter(
    (entry) => entry.operation.kind === 'settings' && entry.previous && entry.status !== 'undone',
  );
  return [...made, ...changed].sort((a, b) => b.operation.seq - a.operation.seq);
}

/** The object is not there any more; Discord names no code of its own for a missing AutoMod rule. */
function alreadyGone(entry: JournalEntry, error: DiscordApiError): boolean {
  if (error.gone) return true;
  return (
    entry.operation.kind === 'automod' &&
    error.status === 404 &&
    error.code !== RESTJSONErrorCodes.UnknownGuild
  );
}

async function undoOne(discord: DiscordBotApi, guildId: string, entry: JournalEntry) {
  const id = entry.discordId as string;
  switch (entry.operation.kind) {
    case 'settings':
      return restoreSetting(discord, guildId, entry);
    case 'role':
      return discord.deleteRole(guildId, id);
    case 'automod':
      return discord.deleteAutoModerationRule(guildId, id);
    default:
      return discord.deleteChannel(id, guildId);
  }
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
  const targets = await undoTargets(discord, db, result.serverId, journal, session.guildSnapshot);
  const doomed = channelsDeletedBy(targets);
  if (data.interaction && doomed.has(data.interaction.channelId)) {
    await progress.moveTo(await undoReportChannel(discord, result.serverId, journal, doomed));
  }
  const total = targets.length;
  let deleted = 0;
  let gone = 0;
  let restored = 0;
  for (const entry of targets) {
    try {
      await undoOne(discord, result.serverId, entry);
      if (entry.operation.kind === 'settings') restored += 1;
      else deleted += 1;
    } catch (error) {
      if (!(error instanceof DiscordApiError)) throw error;
      if (alreadyGone(entry, error)) gone += 1;
      else if (error.retryable && !finalAttempt) throw error;
      else {
        const values = { done: deleted + gone + restored, total, reason: error.message };
        await progress.report('undoFailed', values, true);
        return { status: 'failed', deleted, reason: error.message };
      }
    }
    await markUndone(db, entry);
    const done = deleted + gone + restored;
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
  await progress.report('undone', { deleted, gone, restored }, true);
  return { status: 'undone', deleted, gone, restored };
}
