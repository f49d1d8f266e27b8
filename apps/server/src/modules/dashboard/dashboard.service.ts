import type { DashboardActivity } from '@guildsmith/core';
import { and, countDistinct, type Db, desc, eq, max, schema } from '@guildsmith/db';

const { serverCreationResults, serverSetupSessions, botUsageLogs } = schema;

const RECENT_STYLES_SHOWN = 5;

const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>(
    (newest, date) => (date && (!newest || date > newest) ? date : newest),
    null,
  );

/** One user's own activity: successful builds, distinct styles, their most recent action and build. */
export async function loadDashboardActivity(db: Db, userId: string): Promise<DashboardActivity> {
  const successfulBuilds = and(
    eq(serverCreationResults.userId, userId),
    eq(serverCreationResults.status, 'success'),
  );
  const [totals] = await db
    .select({
      serversCreated: countDistinct(serverCreationResults.serverId),
      stylesUsed: countDistinct(serverSetupSessions.styleId),
      lastBuildAt: max(serverCreationResults.createdAt),
    })
    .from(serverCreationResults)
    .innerJoin(serverSetupSessions, eq(serverSetupSessions.id, serverCreationResults.sessionId))
    .where(successfulBuilds);
  const [lastCommand] = await db
    .select({ at: max(botUsageLogs.createdAt) })
    .from(botUsageLogs)
    .where(eq(botUsageLogs.userId, userId));
  const recent = await db
    .select({
      styleId: serverSetupSessions.styleId,
      serverId: serverCreationResults.serverId,
      serverName: serverCreationResults.serverName,
      builtAt: serverCreationResults.createdAt,
    })
    .from(serverCreationResults)
    .innerJoin(serverSetupSessions, eq(serverSetupSessions.id, serverCreationResults.sessionId))
    .where(successfulBuilds)
    .orderBy(desc(serverCreationResults.createdAt))
    .limit(RECENT_STYLES_SHOWN);
  const [lastBuild] = await db
    .select({
      serverId: serverCreationResults.serverId,
      serverName: serverCreationResults.serverName,
      builtAt: serverCreationResults.createdAt,
      undoneAt: serverCreationResults.undoneAt,
    })
    .from(serverCreationResults)
    .where(eq(serverCreationResults.userId, userId))
    .orderBy(desc(serverCreationResults.createdAt))
    .limit(1);

  return {
    serversCreated: totals?.serversCreated ?? 0,
    stylesUsed: totals?.stylesUsed ?? 0,
    lastActivityAt: latest(totals?.lastBuildAt, lastCommand?.at)?.toISOString() ?? null,
    recentStyles: recent.flatMap((row) =>
      row.styleId
        ? [
            {
              styleId: row.styleId,
              serverId: row.serverId,
              serverName: row.serverName,
              builtAt: row.builtAt.toISOString(),
            },
          ]
        : [],
    ),
    lastBuild: lastBuild
      ? {
          serverId: lastBuild.serverId,
          serverName: lastBuild.serverName,
          builtAt: lastBuild.builtAt.toISOString(),
          undoneAt: lastBuild.undoneAt?.toISOString() ?? null,
        }
      : null,
  };
}
