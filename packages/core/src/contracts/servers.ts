import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { contractText } from '../text-rule.ts';
import { timestamp } from './timestamp.ts';

export const SERVER_BUILD_STATUSES = ['success', 'partial', 'failed', 'undone'] as const;
export const SERVER_REGISTRATION_STATUSES = ['active', 'inactive', 'suspended'] as const;

export const serverBuildSchema = z.object({
  id: contractText(),
  status: z.enum(SERVER_BUILD_STATUSES),
  /** Channels the build created, categories apart (Discord counts a category as a channel). */
  channelsCreated: z.int(),
  categoriesCreated: z.int(),
  rolesCreated: z.int(),
  /** Null once the build is undone: the invite went with it. */
  inviteLink: z.nullable(contractText()),
  createdAt: timestamp(),
  undoneAt: z.nullable(timestamp()),
});

export const registeredServerSchema = z.object({
  serverId: contractText(),
  serverName: contractText(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(SERVER_REGISTRATION_STATUSES),
  usageCount: z.int(),
  lastUsed: z.nullable(timestamp()),
  registeredAt: timestamp(),
  /** The build running right now, if any. */
  activeBuild: z.nullable(z.object({ done: z.int(), total: z.int() })),
  /** Finished builds, newest first. */
  builds: z.array(serverBuildSchema),
  /** Whether the newest build can be undone (what the Undo button does). */
  canUndo: z.boolean(),
});

/** The caller's registered servers with their builds. */
export const serversResponse = z.object({ servers: z.array(registeredServerSchema) });

/** The undo is queued; `resultId` names the build it undoes. */
export const undoStartedResponse = z.object({ resultId: contractText() });

export type ServerBuildStatus = (typeof SERVER_BUILD_STATUSES)[number];
export type ServerBuild = z.infer<typeof serverBuildSchema>;
export type RegisteredServer = z.infer<typeof registeredServerSchema>;
export type ServersResponse = z.infer<typeof serversResponse>;
export type UndoStartedResponse = z.infer<typeof undoStartedResponse>;
