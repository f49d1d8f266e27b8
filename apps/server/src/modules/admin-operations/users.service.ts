import type {
  AdminUserDetailResponse,
  AdminUserSummary,
  AdminUsersResponse,
} from '@guildsmith/core';
import { type Db, desc, eq, ilike, or, schema, sql } from '@guildsmith/db';
import { notFound } from '../../lib/errors.ts';
import { type AdminActor, recordAdminAction } from './audit-log.ts';
import { type Paging, pageOf } from './paging.ts';
import { build, containing, maskedKey, purchaseSummary, registration } from './views.ts';

const { licenseKeys, purchases, serverCreationResults, serverRegistrations, sessions, users } =
  schema;

function summary(user: schema.User): AdminUserSummary {
  return {
    id: user.id,
    discordId: user.discordId,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    plan: user.plan,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function searchUsers(
  db: Db,
  search: Paging & { query?: string },
): Promise<AdminUsersResponse> {
  const where = search.query
    ? or(
        ilike(users.username, containing(search.query)),
        ilike(users.email, containing(search.query)),
        eq(users.discordId, search.query),
      )
    : undefined;
  const { limit, offset } = pageOf(search);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);
  return {
    users: rows.map(summary),
    page: search.page,
    pageSize: search.pageSize,
    total: counted?.total ?? 0,
  };
}

export async function userDetail(db: Db, id: string): Promise<AdminUserDetailResponse> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
  const [bought, keys, servers, builds, [active]] = await Promise.all([
    db.select().from(purchases).where(eq(purchases.userId, id)).orderBy(desc(purchases.createdAt)),
    db
      .select()
      .from(licenseKeys)
      .where(eq(licenseKeys.userId, id))
      .orderBy(desc(licenseKeys.createdAt)),
    db
      .select()
      .from(serverRegistrations)
      .where(eq(serverRegistrations.userId, id))
      .orderBy(desc(serverRegistrations.registeredAt)),
    db
      .select()
      .from(serverCreationResults)
      .where(eq(serverCreationResults.userId, id))
      .orderBy(desc(serverCreationResults.createdAt)),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sessions)
      .where(sql`${sessions.userId} = ${id} and ${sessions.expire} > now()`),
  ]);
  return {
    user: {
      ...summary(user),
      globalName: user.globalName,
      profileName: user.profileName,
      bio: user.bio,
      planExpiresAt: user.planExpiresAt?.toISOString() ?? null,
      activeSessions: active?.count ?? 0,
    },
    purchases: bought.map((purchase) => purchaseSummary(purchase, user)),
    keys: keys.map(maskedKey),
    servers: servers.map(registration),
    builds: builds.map(build),
  };
}

/**
 * Signs the account out everywhere: a session is a row the token names, so
 * deleting the rows makes every token of it fail on its next request. The
 * role is left as it is; the portal never grants or removes admin rights.
 */
export async function revokeUserSessions(
  db: Db,
  actor: AdminActor,
  id: string,
  reason: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    const revoked = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ sid: sessions.sid });
    await recordAdminAction(tx, {
      actor,
      action: 'revoke_sessions',
      targetType: 'user',
      targetId: user.id,
      reason,
      details: { revoked: revoked.length },
    });
    return revoked.length;
  });
}
