import { ANALYTICS_RECENT_ACTIVITY_LIMIT, type AnalyticsActivity } from '@guildsmith/core';
import { and, type Db, desc, eq, gte, lte, schema } from '@guildsmith/db';
import type { AnalyticsWindow } from './analytics-window.ts';

const { botUsageLogs, serverCreationResults: builds, serverSetupSessions } = schema;

export type StyleName = (styleId: string) => string;

const BUILD_STATUS: Record<string, AnalyticsActivity['status']> = {
  success: 'success',
  failed: 'error',
};

function commandDescription(row: {
  command: string;
  success: boolean;
  errorMessage: string | null;
  serverId: string | null;
}): string {
  // Slash commands read as typed; a button is logged as `<command>:<action>`.
  const name = row.command.includes(':') ? row.command : `/${row.command}`;
  const outcome = row.success ? 'succeeded' : `failed (${row.errorMessage ?? 'error'})`;
  return `${name} ${outcome}${row.serverId ? ` in server ${row.serverId}` : ''}`;
}

/**
 * The window's newest bot commands and builds together, newest first. Each
 * table gives at most the limit, so the merge never reads more than twice it.
 */
export async function loadRecentActivity(
  db: Db,
  window: AnalyticsWindow,
  styleName: StyleName,
): Promise<AnalyticsActivity[]> {
  const limit = ANALYTICS_RECENT_ACTIVITY_LIMIT;
  const [commands, built] = await Promise.all([
    db
      .select()
      .from(botUsageLogs)
      .where(and(gte(botUsageLogs.createdAt, window.from), lte(botUsageLogs.createdAt, window.to)))
      .orderBy(desc(botUsageLogs.createdAt), desc(botUsageLogs.id))
      .limit(limit),
    db
      .select({
        id: builds.id,
        serverName: builds.serverName,
        status: builds.status,
        createdAt: builds.createdAt,
        styleId: serverSetupSessions.styleId,
      })
      .from(builds)
      .innerJoin(serverSetupSessions, eq(serverSetupSessions.id, builds.sessionId))
      .where(and(gte(builds.createdAt, window.from), lte(builds.createdAt, window.to)))
      .orderBy(desc(builds.createdAt), desc(builds.id))
      .limit(limit),
  ]);
  const items: (AnalyticsActivity & { at: number })[] = [
    ...commands.map((row) => ({
      id: `command:${row.id}`,
      type: 'command' as const,
      description: commandDescription(row),
      status: row.success ? ('success' as const) : ('error' as const),
      timestamp: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
    ...built.map((row) => ({
      id: `build:${row.id}`,
      type: 'build' as const,
      description: `${row.styleId ? styleName(row.styleId) : 'A style'} built on ${row.serverName}: ${row.status}`,
      status: BUILD_STATUS[row.status] ?? ('other' as const),
      timestamp: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
  ];
  return items
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    .slice(0, limit)
    .map(({ at: _at, ...item }) => item);
}
