import { type Db, lt, schema } from '@guildsmith/db';

const { oauthStates, sessions } = schema;

/**
 * Deletes what can no longer be used: OAuth states past their 10 minutes
 * (used or not) and sessions past their expiry. Both would otherwise pile up,
 * states with every anonymous "Continue with Discord".
 */
export async function pruneExpiredSignIns(
  db: Db,
  now = new Date(),
): Promise<{ states: number; sessions: number }> {
  const states = await db
    .delete(oauthStates)
    .where(lt(oauthStates.expiresAt, now))
    .returning({ state: oauthStates.state });
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  return { states: states.length, sessions: expiredSessions.length };
}
