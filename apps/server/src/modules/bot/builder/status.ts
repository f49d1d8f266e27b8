/**
 * Where a server's build stands, for /status and the web's servers page:
 * the running build's progress, or the last build's result.
 */
import { and, count, type DbExecutor, desc, eq, schema } from '@guildsmith/db';
import { channelCounts } from './created-counts.ts';

const { buildOperations, serverCreationResults, serverSetupSessions } = schema;

export type BuildStatus =
  | { state: 'idle' }
  | {
      state: 'building';
      sessionId: string;
      styleId: string | null;
      total: number;
      done: number;
      updatedAt: Date;
    }
  | {
      state: 'finished';
      resultId: string;
      sessionId: string;
      status: 'success' | 'partial' | 'failed' | 'undone';
      serverName: string;
      inviteLink: string | null;
      /** Channels the build created, categories apart. */
      channels: number;
      categories: number;
      roles: number;
      createdAt: Date;
      undoneAt: Date | null;
    };

export async function getBuildStatus(db: DbExecutor, guildId: string): Promise<BuildStatus> {
  const [running] = await db
    .select()
    .from(serverSetupSessions)
    .where(
      and(eq(serverSetupSessions.serverId, guildId), eq(serverSetupSessions.status, 'building')),
    );
  if (running) {
    const rows = await db
      .select({ status: buildOperations.status, n: count() })
      .from(buildOperations)
      .where(eq(buildOperations.sessionId, running.id))
      .groupBy(buildOperations.status);
    const total = rows.reduce((sum, row) => sum + row.n, 0);
    // A skipped operation had nothing to do in this server: it counts as a finished step.
    const done = rows
      .filter((row) => row.status === 'done' || row.status === 'skipped')
      .reduce((sum, row) => sum + row.n, 0);
    return {
      state: 'building',
      sessionId: running.id,
      styleId: running.styleId,
      total,
      done,
      updatedAt: running.updatedAt,
    };
  }
  const [result] = await db
    .select()
    .from(serverCreationResults)
    .where(eq(serverCreationResults.serverId, guildId))
    .orderBy(desc(serverCreationResults.createdAt))
    .limit(1);
  if (!result) return { state: 'idle' };
  return {
    state: 'finished',
    resultId: result.id,
    sessionId: result.sessionId,
    status: result.status,
    serverName: result.serverName,
    inviteLink: result.inviteLink,
    ...channelCounts(result.channelsCreated),
    roles: result.rolesCreated.length,
    createdAt: result.createdAt,
    undoneAt: result.undoneAt,
  };
}
