import type { PlatformMetrics } from '@guildsmith/core';
import { and, count, type Db, eq, gte, lt, schema } from '@guildsmith/db';

const { users, serverCreationResults, feedback } = schema;

const ACTIVE_WINDOW_DAYS = 30;

function monthStart(date: Date, offsetMonths = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offsetMonths, 1));
}

export function growthPercent(thisMonth: number, lastMonth: number): number {
  if (lastMonth === 0) return 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

/** The landing page's live figures, all from real rows (never typed-in marketing numbers). */
export async function computePlatformMetrics(
  db: Db,
  templatesAvailable: number,
  countersMin: number,
  now = new Date(),
): Promise<PlatformMetrics> {
  const activeSince = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 24 * 3600 * 1000);
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, -1);
  const people = and(eq(users.role, 'user'));
  const [[active], [servers], [feedbackRows], [joinedThisMonth], [joinedLastMonth], [everyone]] =
    await Promise.all([
      db
        .select({ value: count() })
        .from(users)
        .where(and(people, gte(users.lastLoginAt, activeSince))),
      db
        .select({ value: count() })
        .from(serverCreationResults)
        .where(eq(serverCreationResults.status, 'success')),
      db.select({ value: count() }).from(feedback),
      db
        .select({ value: count() })
        .from(users)
        .where(and(people, gte(users.createdAt, thisMonth))),
      db
        .select({ value: count() })
        .from(users)
        .where(and(people, gte(users.createdAt, lastMonth), lt(users.createdAt, thisMonth))),
      db.select({ value: count() }).from(users).where(people),
    ]);
  return {
    activeUsers: active?.value ?? 0,
    serversCreated: servers?.value ?? 0,
    templatesAvailable,
    feedbackCount: feedbackRows?.value ?? 0,
    monthlyGrowth: growthPercent(joinedThisMonth?.value ?? 0, joinedLastMonth?.value ?? 0),
    // "3 servers built" says the opposite of what a counter is for: small figures stay hidden.
    countersShown: (everyone?.value ?? 0) >= countersMin,
  };
}
