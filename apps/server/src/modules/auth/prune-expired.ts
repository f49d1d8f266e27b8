import { type Db, lt, schema } from '@guildsmith/db';

const { adminLoginFailures, oauthStates, sessions } = schema;

/** Failed admin sign-ins feed the 24 h and 7 d security metrics; a month is kept for review. */
const ADMIN_LOGIN_FAILURE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: OAuth states past their 10 minutes
 * (used or not), sessions past their expiry and failed admin sign-ins past
 * their retention. They would otherwise pile up, states with every anonymous
 * "Continue with Discord".
 */
export async function pruneExpiredSignIns(
  db: Db,
  now = new Date(),
): Promise<{ states: number; sessions: number; adminLoginFailures: number }> {
  const states = await db
    .delete(oauthStates)
    .where(lt(oauthStates.expiresAt, now))
    .returning({ state: oauthStates.state });
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  const oldFailures = await db
    .delete(adminLoginFailures)
    .where(
      lt(adminLoginFailures.createdAt, new Date(now.getTime() - ADMIN_LOGIN_FAILURE_RETENTION_MS)),
    )
    .returning({ id: adminLoginFailures.id });
  return {
    states: states.length,
    sessions: expiredSessions.length,
    adminLoginFailures: oldFailures.length,
  };
}
