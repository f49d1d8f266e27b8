import {
  ANALYTICS_TEMPLATE_STATS_LIMIT,
  type AnalyticsGrowthPoint,
  type AnalyticsPlanShare,
  type AnalyticsSummary,
  PLAN_IDS,
  PLANS,
  type PlanId,
} from '@guildsmith/core';
import {
  and,
  asc,
  count,
  countDistinct,
  type Db,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  type SQL,
  schema,
  sql,
} from '@guildsmith/db';
import type { AnalyticsWindow } from './analytics-window.ts';

const { users, botUsageLogs, serverCreationResults: builds, serverSetupSessions } = schema;

/** Admin accounts run the product; counting them would inflate every user figure. */
const isCustomer = eq(users.role, 'user');

const TIMED_PLANS = PLANS.filter((plan) => plan.accessDays !== null).map((plan) => plan.id);

export const within = (
  column: typeof builds.createdAt | typeof users.createdAt,
  window: AnalyticsWindow,
) => and(gte(column, window.from), lte(column, window.to));

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`;
const succeeded = eq(builds.status, 'success');
/** An undone build no longer says how it ended, so only these three decide a success rate. */
const decided = inArray(builds.status, ['success', 'partial', 'failed']);

/** Percent with one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

export async function loadSummary(db: Db, window: AnalyticsWindow): Promise<AnalyticsSummary> {
  const buildsInWindow = within(builds.createdAt, window);
  const [[figures], [active]] = await Promise.all([
    db
      .select({
        totalServers: sql<number>`count(distinct ${builds.serverId}) filter (where ${inArray(
          builds.status,
          ['success', 'partial'],
        )})`.mapWith(Number),
        templatesUsed: countDistinct(serverSetupSessions.styleId),
        succeeded: countWhere(succeeded).mapWith(Number),
        decided: countWhere(decided).mapWith(Number),
      })
      .from(builds)
      .innerJoin(serverSetupSessions, eq(serverSetupSessions.id, builds.sessionId))
      .where(buildsInWindow),
    db
      .select({ value: count() })
      .from(users)
      .where(
        and(
          isCustomer,
          or(
            and(gte(users.lastLoginAt, window.from), lte(users.lastLoginAt, window.to)),
            exists(
              db
                .select({ one: sql`1` })
                .from(botUsageLogs)
                .where(
                  and(
                    eq(botUsageLogs.userId, users.id),
                    gte(botUsageLogs.createdAt, window.from),
                    lte(botUsageLogs.createdAt, window.to),
                  ),
                ),
            ),
            exists(
              db
                .select({ one: sql`1` })
                .from(builds)
                .where(and(eq(builds.userId, users.id), buildsInWindow)),
            ),
          ),
        ),
      ),
  ]);
  return {
    totalServers: figures?.totalServers ?? 0,
    activeUsers: active?.value ?? 0,
    templatesUsed: figures?.templatesUsed ?? 0,
    successRate: percent(figures?.succeeded ?? 0, figures?.decided ?? 0),
  };
}

export interface TemplateUse {
  styleId: string;
  usageCount: number;
  successRate: number;
}

/** The most used styles of the window's builds, ties in id order so the answer is stable. */
export async function loadTemplateUses(db: Db, window: AnalyticsWindow): Promise<TemplateUse[]> {
  const uses = count();
  const rows = await db
    .select({
      styleId: serverSetupSessions.styleId,
      usageCount: uses,
      succeeded: countWhere(succeeded).mapWith(Number),
      decided: countWhere(decided).mapWith(Number),
    })
    .from(builds)
    .innerJoin(serverSetupSessions, eq(serverSetupSessions.id, builds.sessionId))
    .where(and(within(builds.createdAt, window), isNotNull(serverSetupSessions.styleId)))
    .groupBy(serverSetupSessions.styleId)
    .orderBy(desc(uses), asc(serverSetupSessions.styleId))
    .limit(ANALYTICS_TEMPLATE_STATS_LIMIT);
  return rows.flatMap((row) =>
    row.styleId
      ? [
          {
            styleId: row.styleId,
            usageCount: row.usageCount,
            successRate: percent(row.succeeded, row.decided),
          },
        ]
      : [],
  );
}

/** New user accounts per UTC day of the window, every day present, with the running total. */
export async function loadUserGrowth(
  db: Db,
  window: AnalyticsWindow,
): Promise<AnalyticsGrowthPoint[]> {
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [[before], perDay] = await Promise.all([
    db
      .select({ value: count() })
      .from(users)
      .where(and(isCustomer, lt(users.createdAt, window.from))),
    db
      .select({ day, value: count() })
      .from(users)
      .where(and(isCustomer, within(users.createdAt, window)))
      .groupBy(day),
  ]);
  const joined = new Map(perDay.map((row) => [row.day, row.value]));
  let totalUsers = before?.value ?? 0;
  return window.days.map((date) => {
    const newUsers = joined.get(date) ?? 0;
    totalUsers += newUsers;
    return { date, newUsers, totalUsers };
  });
}

/** User accounts by the plan in force at the window's end: a lapsed timed plan is free. */
export async function loadPlanDistribution(
  db: Db,
  window: AnalyticsWindow,
): Promise<AnalyticsPlanShare[]> {
  const lapsed = and(
    inArray(users.plan, TIMED_PLANS),
    or(sql`${users.planExpiresAt} is null`, lte(users.planExpiresAt, window.to)),
  );
  const plan = sql<PlanId>`case when ${lapsed} then 'free' else ${users.plan} end`;
  // By position: the expression's bound parameters would make a repeated copy a different expression.
  const rows = await db
    .select({ plan, value: count() })
    .from(users)
    .where(isCustomer)
    .groupBy(sql`1`);
  const byPlan = new Map(rows.map((row) => [row.plan, row.value]));
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return PLAN_IDS.map((id) => {
    const held = byPlan.get(id) ?? 0;
    return { plan: id, count: held, percentage: percent(held, total) };
  });
}
