import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { contractText } from '../text-rule.ts';
import { timestamp } from './timestamp.ts';

/**
 * A range is whole UTC days ending with today (today included), so the user
 * growth series has exactly one point per day and its new users add up to
 * the range's figure.
 */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/**
 * Which sections an answer carries besides the summary (always there):
 * - `overview`: all four (recentActivity, templateStats, userGrowth, planDistribution);
 * - `users`: userGrowth and planDistribution;
 * - `servers`: templateStats;
 * - `activity`: recentActivity.
 * A section the metric leaves out is absent, never an empty list, so "none
 * happened" and "not asked for" stay distinguishable.
 */
export const ANALYTICS_METRICS = ['overview', 'users', 'servers', 'activity'] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];
export const ANALYTICS_SECTIONS = [
  'recentActivity',
  'templateStats',
  'userGrowth',
  'planDistribution',
] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];
export const ANALYTICS_METRIC_SECTIONS: Record<AnalyticsMetric, readonly AnalyticsSection[]> = {
  overview: ANALYTICS_SECTIONS,
  users: ['userGrowth', 'planDistribution'],
  servers: ['templateStats'],
  activity: ['recentActivity'],
};

/** How many activity items and styles an answer lists at most. */
export const ANALYTICS_RECENT_ACTIVITY_LIMIT = 20;
export const ANALYTICS_TEMPLATE_STATS_LIMIT = 10;

/** The strings the admin analytics page shows. */
export const ANALYTICS_TEXTS = {
  errorTitle: 'Analytics Error',
  loadFailed: 'Failed to load analytics data',
  adminOnly: 'You need admin privileges to access analytics',
} as const;

/** What both analytics routes are asked: a range and a metric. */
export interface AnalyticsQuery {
  range: AnalyticsRange;
  metric: AnalyticsMetric;
}

/**
 * The range's figures. A build is one server_creation_results row created in
 * the range; it succeeded when its result is `success`. An undone build no
 * longer says how it ended, so it counts as a use but not towards a success rate.
 */
export const analyticsSummarySchema = z.object({
  /** Distinct servers with a build in the range that stands (success or partial). */
  totalServers: z.int(),
  /** Distinct user accounts that signed in, used the bot or built in the range. */
  activeUsers: z.int(),
  /** Distinct styles with at least one build in the range. */
  templatesUsed: z.int(),
  /** Successful builds among success, partial and failed ones, in percent (one decimal); 0 without builds. */
  successRate: z.number(),
});

export const ANALYTICS_ACTIVITY_TYPES = ['command', 'build'] as const;
export const ANALYTICS_ACTIVITY_STATUSES = ['success', 'error', 'other'] as const;

/** One bot command or one build in the range, newest first. */
export const analyticsActivitySchema = z.object({
  /** `command:<uuid>` or `build:<uuid>`: the two tables' ids never collide. */
  id: contractText(),
  type: z.enum(ANALYTICS_ACTIVITY_TYPES),
  description: contractText(),
  /** A partial or undone build is `other`. */
  status: z.enum(ANALYTICS_ACTIVITY_STATUSES),
  timestamp: timestamp(),
});

/** A style's builds in the range, most used first (then by id). */
export const analyticsTemplateStatSchema = z.object({
  templateId: contractText(),
  /** The catalogue's name; the id itself for a style no longer in the catalogue. */
  name: contractText(),
  /** The catalogue's category id; `unknown` for a style no longer in the catalogue. */
  category: contractText(),
  usageCount: z.int(),
  successRate: z.number(),
});

/** One UTC day of the range, oldest first, days without sign-ups included. */
export const analyticsGrowthPointSchema = z.object({
  /** `YYYY-MM-DD`, UTC. */
  date: contractText().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  newUsers: z.int(),
  /** User accounts created up to the end of that day, all time. */
  totalUsers: z.int(),
});

/** User accounts on each plan in force now (a lapsed timed plan is free), every plan listed. */
export const analyticsPlanShareSchema = z.object({
  plan: z.enum(PLAN_IDS),
  count: z.int(),
  /** Of all user accounts, in percent (one decimal); 0 without users. */
  percentage: z.number(),
});

/** `GET /api/analytics/dashboard`: admins only. Admin accounts are never counted as users. */
export const analyticsDashboardResponse = z.object({
  range: z.enum(ANALYTICS_RANGES),
  metric: z.enum(ANALYTICS_METRICS),
  /** The range's first instant (midnight UTC) and the moment the figures were read. */
  from: timestamp(),
  to: timestamp(),
  ...analyticsSummarySchema.shape,
  recentActivity: z.optional(z.array(analyticsActivitySchema)),
  templateStats: z.optional(z.array(analyticsTemplateStatSchema)),
  userGrowth: z.optional(z.array(analyticsGrowthPointSchema)),
  planDistribution: z.optional(z.array(analyticsPlanShareSchema)),
});

export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
export type AnalyticsActivity = z.infer<typeof analyticsActivitySchema>;
export type AnalyticsTemplateStat = z.infer<typeof analyticsTemplateStatSchema>;
export type AnalyticsGrowthPoint = z.infer<typeof analyticsGrowthPointSchema>;
export type AnalyticsPlanShare = z.infer<typeof analyticsPlanShareSchema>;
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardResponse>;

/** `GET /api/analytics/export`: the same figures as RFC 4180 CSV, `section,item,field,value`. */
export const analyticsCsvResponse = contractText().register(z.globalRegistry, {
  description: 'text/csv; charset=utf-8, header section,item,field,value',
});
