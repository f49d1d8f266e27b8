import { ANALYTICS_METRICS, ANALYTICS_RANGES, type AnalyticsQuery } from '@guildsmith/core';
import { z } from 'zod';

/**
 * `?range=&metric=` of both analytics routes; 30d and overview when left out.
 * A request schema, so it lives with the routes: the browser checks answers
 * only, and a default is not a rule an answer can be checked by.
 */
export const analyticsQuery = z.object({
  range: z.enum(ANALYTICS_RANGES).default('30d'),
  metric: z.enum(ANALYTICS_METRICS).default('overview'),
}) satisfies z.ZodType<AnalyticsQuery, unknown>;
