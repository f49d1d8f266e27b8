import { type DbExecutor, eq, schema, sql } from '@guildsmith/db';

const { botUsageLogs, serverRegistrations } = schema;

export interface UsageEntry {
  /** The slash command, or `<command>:<action>` for a button that does real work (build, undo). */
  command: string;
  success: boolean;
  /** A stable code (e.g. `unknown_key`) that abuse checks and analytics group by; never a key. */
  error?: string | undefined;
}

export interface UsageActor {
  discordUserId: string;
  guildId: string | null;
  accountId: string | null;
}

/**
 * One row per use in bot_usage_logs; a use inside a registered server also
 * counts towards that registration's usage and last-used time.
 */
export async function recordUsage(
  db: DbExecutor,
  actor: UsageActor,
  entry: UsageEntry,
): Promise<void> {
  await db.insert(botUsageLogs).values({
    userId: actor.accountId,
    discordUserId: actor.discordUserId,
    serverId: actor.guildId,
    command: entry.command,
    success: entry.success,
    errorMessage: entry.error ?? null,
  });
  if (actor.guildId) {
    await db
      .update(serverRegistrations)
      .set({ usageCount: sql`${serverRegistrations.usageCount} + 1`, lastUsed: new Date() })
      .where(eq(serverRegistrations.serverId, actor.guildId));
  }
}
