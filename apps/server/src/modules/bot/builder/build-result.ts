/**
 * The end of a build: one server_creation_results row per session (written
 * again, not added, when a retried build ends twice), the session's final
 * status and the registration's last use, all in one transaction.
 */

import { readVerificationType } from '@guildsmith/core';
import { and, type Db, eq, schema } from '@guildsmith/db';
import { z } from 'zod';
import { inviteUrl } from './invite-url.ts';
import { finishedCount, type JournalEntry } from './journal.ts';
import type { BotSetup, BuildPlan } from './plan-types.ts';

const { serverCreationResults, serverRegistrations, serverSetupSessions } = schema;

export type BuildResultStatus = 'success' | 'partial' | 'failed';

interface CreatedObject {
  key: string;
  id: string;
  name: string;
  type: string;
}

export interface BuildResultInput {
  sessionId: string;
  userId: string;
  serverId: string;
  serverName: string;
  plan: BuildPlan | null;
  journal: readonly JournalEntry[];
  answers: Record<string, unknown>;
  /** Why the build stopped, when it did not succeed. */
  reason?: string;
  /** Where invite links point (DISCORD_INVITE_BASE_URL); Discord's own unless given. */
  inviteBaseUrl?: string;
}

function createdObjects(journal: readonly JournalEntry[], inviteBaseUrl?: string) {
  const channels: CreatedObject[] = [];
  const roles: CreatedObject[] = [];
  const automodRules: CreatedObject[] = [];
  const settings: string[] = [];
  let inviteLink: string | null = null;
  for (const { operation, status, discordId } of journal) {
    if (status !== 'done' || !discordId) continue;
    if (operation.kind === 'automod') {
      automodRules.push({
        key: operation.key,
        id: discordId,
        name: operation.payload.name,
        type: 'automod',
      });
    } else if (operation.kind === 'settings') settings.push(operation.payload.setting);
    else if (operation.kind === 'role') {
      roles.push({ key: operation.key, id: discordId, name: operation.payload.name, type: 'role' });
    } else if (operation.kind === 'channel' || operation.kind === 'category') {
      channels.push({
        key: operation.key,
        id: discordId,
        name: operation.payload.name,
        type: operation.payload.type,
      });
    } else if (operation.kind === 'invite') inviteLink = inviteUrl(discordId, inviteBaseUrl);
  }
  return { channels, roles, automodRules, settings, inviteLink };
}

/**
 * The bot systems' settings with real ids, for the verify button and the
 * ticket menu: stored as `setupConfig.bot` of a build result.
 */
export const builtSystemsSchema = z.object({
  language: z.string(),
  welcomeChannelId: z.string().nullable(),
  rulesChannelId: z.string().nullable(),
  verification: z
    .object({
      // Servers built while reaction verification was offered answer as the button type.
      type: z.string().transform((stored, context) => {
        const type = readVerificationType(stored);
        if (type) return type;
        context.addIssue({ code: 'custom', message: `unknown verification type ${stored}` });
        return z.NEVER;
      }),
      roleId: z.string().nullable(),
      channelId: z.string().nullable(),
    })
    .nullable(),
  tickets: z
    .object({
      types: z.array(z.string()),
      staffRoleId: z.string().nullable(),
      channelId: z.string().nullable(),
      logChannelId: z.string().nullable().default(null),
    })
    .nullable(),
});
export type BuiltSystems = z.infer<typeof builtSystemsSchema>;

function resolvedSetup(setup: BotSetup, journal: readonly JournalEntry[]): BuiltSystems {
  const ids = new Map(
    journal.filter((e) => e.status === 'done').map((e) => [e.operation.key, e.discordId]),
  );
  const id = (key: string | null) => (key ? (ids.get(key) ?? null) : null);
  return {
    language: setup.language,
    welcomeChannelId: id(setup.welcomeChannel),
    rulesChannelId: id(setup.rulesChannel),
    verification: setup.verification && {
      type: setup.verification.type,
      roleId: id(setup.verification.role),
      channelId: id(setup.verification.channel),
    },
    tickets: setup.tickets && {
      types: setup.tickets.types,
      staffRoleId: id(setup.tickets.staffRole),
      channelId: id(setup.tickets.channel),
      logChannelId: id(setup.tickets.logChannel),
    },
  };
}

/** A skipped operation had nothing to do in this server, so it does not make a build partial. */
export function resultStatus(journal: readonly JournalEntry[]): BuildResultStatus {
  if (journal.length > 0 && finishedCount(journal) === journal.length) return 'success';
  return journal.some((entry) => entry.status === 'done') ? 'partial' : 'failed';
}

export async function recordBuildResult(db: Db, input: BuildResultInput): Promise<string> {
  const status = resultStatus(input.journal);
  const { channels, roles, automodRules, settings, inviteLink } = createdObjects(
    input.journal,
    input.inviteBaseUrl,
  );
  const setupConfig: Record<string, unknown> = {
    styleId: input.plan?.styleId ?? null,
    plan: input.plan?.plan ?? null,
    answers: input.answers,
    // No column of their own: the result's rows predate them, and /undo reads the journal.
    automodRules,
    settingsChanged: settings,
    bot: input.plan ? resolvedSetup(input.plan.setup, input.journal) : null,
    ...(input.reason ? { reason: input.reason } : {}),
  };
  const values = {
    serverName: input.serverName,
    inviteLink,
    channelsCreated: channels,
    rolesCreated: roles,
    setupConfig,
    status,
  };
  return db.transaction(async (tx) => {
    const [result] = await tx
      .insert(serverCreationResults)
      .values({
        sessionId: input.sessionId,
        userId: input.userId,
        serverId: input.serverId,
        ...values,
      })
      .onConflictDoUpdate({ target: serverCreationResults.sessionId, set: values })
      .returning({ id: serverCreationResults.id });
    if (!result) throw new Error('The build result was not stored');
    const ended = await tx
      .update(serverSetupSessions)
      .set({ status: status === 'success' ? 'completed' : 'failed' })
      .where(
        and(
          eq(serverSetupSessions.id, input.sessionId),
          eq(serverSetupSessions.status, 'building'),
        ),
      )
      .returning({ id: serverSetupSessions.id });
    // The usage count is commands used, and the Build button that started this build was
    // already counted as one by the usage log; the end of a build only marks the server used.
    if (ended.length > 0 && status === 'success') {
      await tx
        .update(serverRegistrations)
        .set({ lastUsed: new Date() })
        .where(eq(serverRegistrations.serverId, input.serverId));
    }
    return result.id;
  });
}
