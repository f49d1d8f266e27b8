import type {
  AbuseReportStatus,
  AbuseSeverity,
  AdminAbuseReport,
  AdminAbuseReportDetailResponse,
  AdminAbuseReportsResponse,
  AdminPauseOverride,
} from '@guildsmith/core';
import { and, type Db, desc, eq, gte, lte, or, type SQL, schema, sql } from '@guildsmith/db';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ABUSE_WINDOW_MS } from '../bot/abuse/abuse-guard.ts';
import { type AdminActor, recordAdminAction } from './audit-log.ts';
import { type Paging, pageOf } from './paging.ts';

const { abuseReports, activationPauseOverrides, botUsageLogs } = schema;

/** The most log rows a report's detail shows; a flood beyond it is summed up by the report. */
const USAGE_LIMIT = 200;

export function toReport(row: schema.AbuseReport): AdminAbuseReport {
  return {
    id: row.id,
    userId: row.userId,
    discordUserId: row.discordUserId,
    serverId: row.serverId,
    abuseType: row.abuseType,
    description: row.description,
    severity: row.severity,
    status: row.status,
    actionTaken: row.actionTaken,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

const toOverride = (row: schema.ActivationPauseOverride): AdminPauseOverride => ({
  id: row.id,
  discordUserId: row.discordUserId,
  serverId: row.serverId,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

export interface AbuseReportFilter extends Paging {
  status?: AbuseReportStatus;
  severity?: AbuseSeverity;
}

export async function listAbuseReports(
  db: Db,
  filter: AbuseReportFilter,
): Promise<AdminAbuseReportsResponse> {
  const where = and(
    filter.status ? eq(abuseReports.status, filter.status) : undefined,
    filter.severity ? eq(abuseReports.severity, filter.severity) : undefined,
  );
  const { limit, offset } = pageOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(abuseReports)
      .where(where)
      .orderBy(desc(abuseReports.createdAt), desc(abuseReports.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(abuseReports)
      .where(where),
  ]);
  return {
    reports: rows.map(toReport),
    page: filter.page,
    pageSize: filter.pageSize,
    total: counted?.total ?? 0,
  };
}

async function reportById(db: Db, id: string): Promise<schema.AbuseReport> {
  const [report] = await db.select().from(abuseReports).where(eq(abuseReports.id, id));
  if (!report) throw notFound('Abuse report not found', 'ABUSE_REPORT_NOT_FOUND');
  return report;
}

/** Rows about the report's Discord user or server (a report names one or both). */
function usageAbout(report: schema.AbuseReport): SQL | undefined {
  return or(
    report.discordUserId ? eq(botUsageLogs.discordUserId, report.discordUserId) : undefined,
    report.serverId ? eq(botUsageLogs.serverId, report.serverId) : undefined,
  );
}

async function overridesFor(db: Db, report: schema.AbuseReport): Promise<AdminPauseOverride[]> {
  const subject = or(
    report.discordUserId
      ? eq(activationPauseOverrides.discordUserId, report.discordUserId)
      : undefined,
    report.serverId ? eq(activationPauseOverrides.serverId, report.serverId) : undefined,
  );
  if (!subject) return [];
  const rows = await db
    .select()
    .from(activationPauseOverrides)
    .where(subject)
    .orderBy(desc(activationPauseOverrides.createdAt));
  return rows.map(toOverride);
}

/**
 * The report with the usage behind it: the same Discord user or server, from
 * one guard window before the report was filed until it was closed (or now,
 * while open, since an open report keeps growing with the attempts).
 */
export async function abuseReportDetail(
  db: Db,
  id: string,
): Promise<AdminAbuseReportDetailResponse> {
  const report = await reportById(db, id);
  const subject = usageAbout(report);
  const from = new Date(report.createdAt.getTime() - ABUSE_WINDOW_MS);
  const usage = subject
    ? await db
        .select()
        .from(botUsageLogs)
        .where(
          and(
            subject,
            gte(botUsageLogs.createdAt, from),
            report.resolvedAt ? lte(botUsageLogs.createdAt, report.resolvedAt) : undefined,
          ),
        )
        .orderBy(botUsageLogs.createdAt)
        .limit(USAGE_LIMIT)
    : [];
  return {
    report: toReport(report),
    usage: usage.map((row) => ({
      id: row.id,
      discordUserId: row.discordUserId,
      serverId: row.serverId,
      command: row.command,
      success: row.success,
      errorMessage: row.errorMessage,
      createdAt: row.createdAt.toISOString(),
    })),
    overrides: await overridesFor(db, report),
  };
}

export async function resolveAbuseReport(
  db: Db,
  actor: AdminActor,
  id: string,
  outcome: { status: 'resolved' | 'dismissed'; actionTaken: string },
): Promise<AdminAbuseReport> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.id, id))
      .for('update');
    if (!report) throw notFound('Abuse report not found', 'ABUSE_REPORT_NOT_FOUND');
    if (report.status === 'resolved' || report.status === 'dismissed') {
      throw conflict(`This report was already ${report.status}.`, 'ABUSE_REPORT_CLOSED');
    }
    const [updated] = await tx
      .update(abuseReports)
      .set({ status: outcome.status, actionTaken: outcome.actionTaken, resolvedAt: new Date() })
      .where(eq(abuseReports.id, report.id))
      .returning();
    if (!updated) throw new Error(`Abuse report ${report.id} disappeared`);
    await recordAdminAction(tx, {
      actor,
      action: 'resolve_abuse_report',
      targetType: 'abuse_report',
      targetId: report.id,
      reason: outcome.actionTaken,
      details: { status: outcome.status, previousStatus: report.status },
    });
    return toReport(updated);
  });
}

/**
 * Lets the report's Discord user and server activate again now: one override
 * row names both, and the abuse guard counts only failures after it.
 */
export async function liftActivationPause(
  db: Db,
  actor: AdminActor,
  id: string,
  reason: string,
): Promise<AdminPauseOverride[]> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(abuseReports).where(eq(abuseReports.id, id));
    if (!report) throw notFound('Abuse report not found', 'ABUSE_REPORT_NOT_FOUND');
    if (!report.discordUserId && !report.serverId) {
      throw badRequest(
        'This report names no Discord user or server, so there is no pause to lift.',
        undefined,
        'NO_PAUSE_SUBJECT',
      );
    }
    const [override] = await tx
      .insert(activationPauseOverrides)
      .values({
        discordUserId: report.discordUserId,
        serverId: report.serverId,
        liftedBy: actor.id,
        reason,
      })
      .returning();
    if (!override) throw new Error('The override was not stored');
    for (const [targetType, targetId] of [
      ['discord_user', report.discordUserId],
      ['server', report.serverId],
    ] as const) {
      if (!targetId) continue;
      await recordAdminAction(tx, {
        actor,
        action: 'lift_activation_pause',
        targetType,
        targetId,
        reason,
        details: { abuseReportId: report.id, overrideId: override.id },
      });
    }
    return [toOverride(override)];
  });
}
