import type { AdminAuditEntry, AdminAuditLogResponse } from '@guildsmith/core';
import { and, type Db, type DbTransaction, desc, eq, type SQL, schema, sql } from '@guildsmith/db';
import type { AdminAuditAction } from '@guildsmith/db/schema';
import { type Paging, pageOf } from './paging.ts';

const { adminAuditLog, users } = schema;

/** An admin signed in to the portal. */
export interface AdminActor {
  id: string;
}

/** Who the audit log names: a portal admin, or an operator's command on the server (no account). */
type AuditActor = AdminActor | { command: string };

export interface AdminAction {
  actor: AuditActor;
  action: AdminAuditAction;
  targetType: 'purchase' | 'user' | 'abuse_report' | 'discord_user' | 'server' | 'feedback';
  targetId: string;
  reason: string | null;
  details?: Record<string, unknown>;
}

/**
 * Takes the open transaction of the action itself, so an action and its audit
 * row are stored together or not at all: nothing an admin did goes unrecorded.
 */
export async function recordAdminAction(tx: DbTransaction, entry: AdminAction): Promise<void> {
  const { actor } = entry;
  // The name is copied so the entry still says who acted after the account is gone.
  const [account] =
    'id' in actor
      ? await tx.select({ username: users.username }).from(users).where(eq(users.id, actor.id))
      : [];
  await tx.insert(adminAuditLog).values({
    actorId: 'id' in actor ? actor.id : null,
    actorName: 'id' in actor ? (account?.username ?? 'unknown admin') : actor.command,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    details: entry.details ?? null,
  });
}

export interface AuditLogFilter extends Paging {
  action?: AdminAuditAction;
  targetType?: string;
  targetId?: string;
}

export function toAuditEntry(row: schema.AdminAuditEntry): AdminAuditEntry {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    details: row.details,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAuditLog(db: Db, filter: AuditLogFilter): Promise<AdminAuditLogResponse> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(adminAuditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(adminAuditLog.targetId, filter.targetId));
  const where = and(...conditions);
  const { limit, offset } = pageOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      // Entries of one transaction share a timestamp; the id keeps the order stable.
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(adminAuditLog)
      .where(where),
  ]);
  return {
    entries: rows.map(toAuditEntry),
    page: filter.page,
    pageSize: filter.pageSize,
    total: counted?.total ?? 0,
  };
}
