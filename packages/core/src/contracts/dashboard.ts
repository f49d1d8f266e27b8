import * as z from 'zod/mini';
import { contractText } from '../text-rule.ts';
import { timestamp } from './timestamp.ts';

export const recentStyleUseSchema = z.object({
  styleId: contractText(),
  serverId: contractText(),
  serverName: contractText(),
  builtAt: timestamp(),
});

/** The user's latest build of any outcome; `undoneAt` says /undo removed it and /setup rebuilds. */
export const lastBuildSchema = z.object({
  serverId: contractText(),
  serverName: contractText(),
  builtAt: timestamp(),
  undoneAt: z.nullable(timestamp()),
});

/** One user's own activity: successful builds, distinct styles, and their most recent action. */
export const dashboardActivitySchema = z.object({
  serversCreated: z.int(),
  stylesUsed: z.int(),
  lastActivityAt: z.nullable(timestamp()),
  recentStyles: z.array(recentStyleUseSchema),
  lastBuild: z.nullable(lastBuildSchema),
});

/** One readiness probe of the service: database, migrations, job queue. */
export const statusCheckSchema = z.object({ name: contractText(), ok: z.boolean() });

/** Everything the user dashboard shows in one call: the caller's figures and our real status. */
export const dashboardResponse = z.object({
  activity: dashboardActivitySchema,
  systemStatus: z.object({ operational: z.boolean(), checks: z.array(statusCheckSchema) }),
});

export type LastBuild = z.infer<typeof lastBuildSchema>;
export type RecentStyleUse = z.infer<typeof recentStyleUseSchema>;
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;
export type StatusCheck = z.infer<typeof statusCheckSchema>;
export type DashboardResponse = z.infer<typeof dashboardResponse>;
