import { z } from 'zod';

/** The landing page's live figures, all counted from real rows. */
export const platformMetricsResponse = z.object({
  activeUsers: z.number().int(),
  serversCreated: z.number().int(),
  templatesAvailable: z.number().int(),
  feedbackCount: z.number().int(),
  /** New users this calendar month against last month, in percent; 0 when last month had none. */
  monthlyGrowth: z.number(),
});

export type PlatformMetrics = z.infer<typeof platformMetricsResponse>;
