import {
  type AdminActiveUser,
  type AdminPurchase,
  type AdminSecurityMetricsResponse,
  type AdminStatsResponse,
  effectivePlan,
} from '@guildsmith/core';
import {
  and,
  count,
  type Db,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  schema,
  sql,
} from '@guildsmith/db';

const { users, purchases, serverRegistrations, abuseReports, adminLoginFailures, botUsageLogs } =
  schema;

/** The dashboard shows five of each list. */
export const LIST_SIZE = 5;

const HOUR = 3_600_000;
const OPEN_REPORT_STATUSES = ['pending', 'reviewing'] as const;

export async function loadAdminStats(db: Db): Promise<AdminStatsResponse> {
  const [[people], [revenue], [servers]] = await Promise.all([
    db.select({ value: count() }).from(users).where(eq(users.role, 'user')),
    // Summed as numeric in the database so no cent is lost to floating point on the way.
    db
      .select({
        value: sql<string>`coalesce(sum(${purchases.amount} - ${purchases.amountRefunded}), 0)`,
      })
      .from(purchases)
      .where(eq(purchases.status, 'completed')),
    db
      .select({ value: count() })
      .from(serverRegistrations)
      .where(eq(serverRegistrations.status, 'active')),
  ]);
  return {
    totalUsers: people?.value ?? 0,
    totalRevenue: Number(revenue?.value ?? 0),
    activeServers: servers?.value ?? 0,
  };
}

/** `count(*) filter (where ...)`: both windows in one pass over the rows. */
const countSince = (
  column:
    | typeof abuseReports.createdAt
    | typeof botUsageLogs.createdAt
    | typeof adminLoginFailures.createdAt,
  since: Date,
) => sql<number>`count(*) filter (where ${column} >= ${since.toISOString()})`.mapWith(Number);

export async function loadSecurityMetrics(
  db: Db,
  now = new Date(),
): Promise<AdminSecurityMetricsResponse> {
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  const weekAgo = new Date(now.getTime() - 7 * 24 * HOUR);
  const [openRows, [filed], [refused], [failedLogins]] = await Promise.all([
    db
      .select({ severity: abuseReports.severity, value: count() })
      .from(abuseReports)
      .where(inArray(abuseReports.status, [...OPEN_REPORT_STATUSES]))
      .groupBy(abuseReports.severity),
    db
      .select({
        last24h: countSince(abuseReports.createdAt, dayAgo),
        last7d: countSince(abuseReports.createdAt, weekAgo),
      })
      .from(abuseReports)
      .where(gte(abuseReports.createdAt, weekAgo)),
    db
      .select({
        last24h: countSince(botUsageLogs.createdAt, dayAgo),
        last7d: countSince(botUsageLogs.createdAt, weekAgo),
      })
      .from(botUsageLogs)
      .where(
        and(
          eq(botUsageLogs.command, 'activate'),
          eq(botUsageLogs.success, false),
          gte(botUsageLogs.createdAt, weekAgo),
        ),
      ),
    db
      .select({
        last24h: countSince(adminLoginFailures.createdAt, dayAgo),
        last7d: countSince(adminLoginFailures.createdAt, weekAgo),
      })
      .from(adminLoginFailures)
      .where(gte(adminLoginFailures.createdAt, weekAgo)),
  ]);
  const openBySeverity = { low: 0, medium: 0, high: 0, critical: 0 };
  for (const row of openRows) openBySeverity[row.severity] = row.value;
  return {
    abuseReports: {
      open: openRows.reduce((total, row) => total + row.value, 0),
      openBySeverity,
      filed: { last24h: filed?.last24h ?? 0, last7d: filed?.last7d ?? 0 },
    },
    refusedActivations: { last24h: refused?.last24h ?? 0, last7d: refused?.last7d ?? 0 },
    failedAdminLogins: {
      last24h: failedLogins?.last24h ?? 0,
      last7d: failedLogins?.last7d ?? 0,
    },
    generatedAt: now.toISOString(),
  };
}

export async function loadRecentPurchases(db: Db): Promise<AdminPurchase[]> {
  const rows = await db
    .select({
      id: purchases.id,
      userId: users.id,
      username: users.username,
      plan: purchases.plan,
      amount: purchases.amount,
      status: purchases.status,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    // The id breaks ties so purchases made in the same instant keep one order.
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(LIST_SIZE);
  return rows.map((row) => ({
    id: row.id,
    user: { id: row.userId, username: row.username },
    plan: row.plan,
    amount: Number(row.amount),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Every sign-in stamps lastLoginAt (Discord and admin alike), while session
 * rows are not touched on use, so the latest sign-in is the activity we know.
 */
export async function loadActiveUsers(db: Db, now = new Date()): Promise<AdminActiveUser[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      avatar: users.avatar,
      plan: users.plan,
      planExpiresAt: users.planExpiresAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(and(eq(users.role, 'user'), isNotNull(users.lastLoginAt)))
    .orderBy(desc(users.lastLoginAt), desc(users.id))
    .limit(LIST_SIZE);
  return rows.flatMap((row) =>
    row.lastLoginAt
      ? [
          {
            id: row.id,
            username: row.username,
            avatar: row.avatar,
            // A lapsed subscription shows as the plan the user really has now.
            plan: effectivePlan(row, now),
            lastActiveAt: row.lastLoginAt.toISOString(),
          },
        ]
      : [],
  );
}
