import type { RegisteredServer, ServerBuild } from '@guildsmith/core';
import { type Db, desc, eq, inArray, schema } from '@guildsmith/db';
import type { JobQueue } from '../../jobs/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import {
  type GuildAuthority,
  guildAuthorityOf,
  mayChangeGuild,
} from '../bot/authority/guild-authority.ts';
import { channelCounts, getBuildStatus, startUndo } from '../bot/builder/index.ts';
import { DiscordApiError, type DiscordBotApi } from '../bot/discord/index.ts';

const { serverCreationResults, serverRegistrations, users } = schema;

const UNDOABLE = new Set(['success', 'partial', 'failed']);

/** The signed-in user's registered servers with their builds (the /servers and /manage pages). */
export async function listServers(db: Db, userId: string): Promise<RegisteredServer[]> {
  const registrations = await db
    .select()
    .from(serverRegistrations)
    .where(eq(serverRegistrations.userId, userId))
    .orderBy(desc(serverRegistrations.registeredAt));
  if (registrations.length === 0) return [];
  const results = await db
    .select()
    .from(serverCreationResults)
    .where(
      inArray(
        serverCreationResults.serverId,
        registrations.map((registration) => registration.serverId),
      ),
    )
    .orderBy(desc(serverCreationResults.createdAt));

  return Promise.all(
    registrations.map(async (registration) => {
      const builds = results
        .filter((result) => result.serverId === registration.serverId)
        .map((result): ServerBuild => {
          const { channels, categories } = channelCounts(result.channelsCreated);
          return {
            id: result.id,
            status: result.status,
            channelsCreated: channels,
            categoriesCreated: categories,
            rolesCreated: result.rolesCreated.length,
            inviteLink: result.undoneAt ? null : result.inviteLink,
            createdAt: result.createdAt.toISOString(),
            undoneAt: result.undoneAt?.toISOString() ?? null,
          };
        });
      const status = await getBuildStatus(db, registration.serverId);
      const activeBuild =
        status.state === 'building' ? { done: status.done, total: status.total } : null;
      return {
        serverId: registration.serverId,
        serverName: registration.serverName,
        plan: registration.plan,
        status: registration.status,
        usageCount: registration.usageCount,
        lastUsed: registration.lastUsed?.toISOString() ?? null,
        registeredAt: registration.registeredAt.toISOString(),
        activeBuild,
        builds,
        canUndo: activeBuild === null && UNDOABLE.has(builds[0]?.status ?? ''),
      };
    }),
  );
}

/** Why a web action on a server was allowed or refused, for the log. */
export interface ServerActionAudit {
  userId: string;
  discordUserId: string | null;
  serverId: string;
  authority: GuildAuthority | 'not-registrant';
}

/**
 * The Undo action, under the same rule as `/undo` in Discord: the caller is
 * the account that registered the server AND, asked of Discord through the
 * bot now, still its owner or an Administrator there. Our records alone are
 * not permission: a helper whose Administrator role was taken away is refused.
 */
export async function undoLastBuild(
  deps: { db: Db; queue: JobQueue; discord: Pick<DiscordBotApi, 'getGuild' | 'getMember'> },
  userId: string,
  serverId: string,
  audit: (entry: ServerActionAudit) => void = () => {},
): Promise<{ resultId: string }> {
  const [registration] = await deps.db
    .select({ userId: serverRegistrations.userId })
    .from(serverRegistrations)
    .where(eq(serverRegistrations.serverId, serverId));
  if (!registration) throw notFound('Server not found', 'SERVER_NOT_FOUND');
  const [caller] = await deps.db
    .select({ discordId: users.discordId })
    .from(users)
    .where(eq(users.id, userId));
  const discordUserId = caller?.discordId ?? null;
  if (registration.userId !== userId || !discordUserId) {
    audit({ userId, discordUserId, serverId, authority: 'not-registrant' });
    throw forbidden(
      'Only the account that registered this server can undo its build.',
      'NOT_SERVER_OWNER',
    );
  }
  const authority = await guildAuthorityOf(deps.discord, serverId, discordUserId).catch(
    (error: unknown) => {
      throw discordRefusal(error);
    },
  );
  audit({ userId, discordUserId, serverId, authority });
  if (!mayChangeGuild(authority)) {
    throw forbidden(
      "Only the server's owner or a member with the Administrator permission can undo its build.",
      'NOT_SERVER_ADMIN',
    );
  }
  const started = await startUndo(deps, { guildId: serverId });
  if (started.ok) return { resultId: started.resultId };
  if (started.reason === 'build-running') {
    throw conflict('A build is running. Wait until it finishes, then undo it.', 'BUILD_RUNNING');
  }
  throw new AppError(409, 'NOTHING_TO_UNDO', 'There is nothing to undo in this server.');
}

/** A Discord failure while checking permission, as the caller should hear it; nothing changed. */
function discordRefusal(error: unknown): unknown {
  if (!(error instanceof DiscordApiError)) return error;
  if (error.retryable) {
    return new AppError(
      503,
      'DISCORD_UNAVAILABLE',
      'Discord did not answer in time. Nothing was changed; please try again.',
    );
  }
  return new AppError(
    409,
    'BOT_NOT_IN_SERVER',
    'The bot can no longer see this server, so nothing can be undone there.',
  );
}
