import type { AuditLogEvent } from 'discord-api-types/v10';
import type { FastifyRequest } from 'fastify';
import type { DiscordState } from './state.ts';

/**
 * What the bot did in each guild, with the reason it gave in
 * `X-Audit-Log-Reason`, so tests and the sandbox page can show an audit trail
 * as Discord's Server Settings do.
 */
export interface AuditEntry {
  guildId: string;
  actionType: AuditLogEvent;
  targetId: string;
  userId: string;
  reason: string | null;
  createdAt: number;
}

// Discord keeps at most 512 characters of a reason.
const MAX_REASON_LENGTH = 512;

/** The URL-encoded reason header @discordjs/rest sends, decoded; null when absent. */
function auditReason(request: FastifyRequest): string | null {
  const header = request.headers['x-audit-log-reason'];
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || raw === '') return null;
  let reason = raw;
  try {
    reason = decodeURIComponent(raw);
  } catch {
    // A reason that is not valid percent-encoding is kept as sent.
  }
  return reason.slice(0, MAX_REASON_LENGTH);
}

export class AuditLog {
  private readonly entries: AuditEntry[] = [];

  record(entry: AuditEntry): void {
    this.entries.push(entry);
  }

  /** Newest first, as Discord lists them. */
  inGuild(guildId: string): AuditEntry[] {
    return this.entries.filter((entry) => entry.guildId === guildId).reverse();
  }

  clear(): void {
    this.entries.length = 0;
  }
}

/** Records something the bot did through the REST API, with the reason its request gave. */
export function recordBotAction(
  state: DiscordState,
  request: FastifyRequest,
  entry: Pick<AuditEntry, 'guildId' | 'actionType' | 'targetId'>,
): void {
  state.auditLog.record({
    ...entry,
    userId: state.botUser.id,
    reason: auditReason(request),
    createdAt: state.now(),
  });
}
