import * as z from 'zod/mini';

/** The landing page's live figures, all counted from real rows. */
export const platformMetricsResponse = z.object({
  activeUsers: z.int(),
  serversCreated: z.int(),
  templatesAvailable: z.int(),
  feedbackCount: z.int(),
  /** New users this calendar month against last month, in percent; 0 when last month had none. */
  monthlyGrowth: z.number(),
  /** False until enough people signed up (PUBLIC_COUNTERS_MIN): small figures are not shown. */
  countersShown: z.boolean(),
});

export type PlatformMetrics = z.infer<typeof platformMetricsResponse>;
