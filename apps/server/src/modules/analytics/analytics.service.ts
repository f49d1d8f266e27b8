import {
  ANALYTICS_METRIC_SECTIONS,
  type AnalyticsDashboard,
  type AnalyticsQuery,
} from '@guildsmith/core';
import type { Db } from '@guildsmith/db';
import {
  loadPlanDistribution,
  loadSummary,
  loadTemplateUses,
  loadUserGrowth,
} from './analytics.queries.ts';
import { analyticsWindow } from './analytics-window.ts';
import { loadRecentActivity } from './recent-activity.ts';

/** What the analytics need of the catalogue: a style's name and category, if it still exists. */
export type StyleCatalogue = (styleId: string) => { name: string; category: string } | undefined;

const UNKNOWN_CATEGORY = 'unknown';

/**
 * The dashboard and the CSV export both come from here, so an exported file
 * always holds the numbers the page showed for the same range and metric.
 * Only the sections the metric names are queried.
 */
export async function loadAnalytics(
  db: Db,
  catalogue: StyleCatalogue,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsDashboard> {
  const window = analyticsWindow(query.range, now);
  const sections = new Set(ANALYTICS_METRIC_SECTIONS[query.metric]);
  const styleName = (styleId: string) => catalogue(styleId)?.name ?? styleId;
  const [summary, recentActivity, templateUses, userGrowth, planDistribution] = await Promise.all([
    loadSummary(db, window),
    sections.has('recentActivity') ? loadRecentActivity(db, window, styleName) : undefined,
    sections.has('templateStats') ? loadTemplateUses(db, window) : undefined,
    sections.has('userGrowth') ? loadUserGrowth(db, window) : undefined,
    sections.has('planDistribution') ? loadPlanDistribution(db, window) : undefined,
  ]);
  return {
    range: query.range,
    metric: query.metric,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    ...summary,
    ...(recentActivity && { recentActivity }),
    ...(templateUses && {
      templateStats: templateUses.map((use) => {
        const style = catalogue(use.styleId);
        return {
          templateId: use.styleId,
          name: style?.name ?? use.styleId,
          category: style?.category ?? UNKNOWN_CATEGORY,
          usageCount: use.usageCount,
          successRate: use.successRate,
        };
      }),
    }),
    ...(userGrowth && { userGrowth }),
    ...(planDistribution && { planDistribution }),
  };
}
