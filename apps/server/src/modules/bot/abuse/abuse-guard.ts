import { and, type Db, desc, eq, gt, inArray, or, type SQL, schema, sql } from '@guildsmith/db';

const { abuseReports, activationPauseOverrides, botUsageLogs } = schema;

/**
 * Repeated invalid license keys (ADR 0007): counted per Discord user
 * and per server over a sliding window, straight from bot_usage_logs. At the
 * threshold an abuse report is filed (its severity grows with the attempts)
 * and activation is refused until the window has moved past enough failures.
 * An admin can lift a pause early: failures before the latest override for
 * the Discord user (or the server) then no longer count against it.
 */

export const ABUSE_WINDOW_MS = 15 * 60 * 1000;
const ABUSE_THRESHOLD = 5;
const ABUSE_TYPE = 'invalid_license_keys';

/** Failure codes of /activate that mean "someone is trying keys", not "a legitimate mistake". */
export const INVALID_KEY_ERRORS = [
  'invalid_format',
  'invalid_check',
  'unknown_key',
  'not_key_owner',
  'revoked_key',
  'refunded_key',
  'disputed_key',
  'key_used_elsewhere',
] as const;
/** Logged when the guard refuses an attempt; counts towards severity, not towards the block. */
export const COOLDOWN_ERROR = 'cooldown';

type AbuseReport = schema.AbuseReport;
type Severity = AbuseReport['severity'];

export function severityFor(attempts: number): Severity {
  if (attempts >= 50) return 'critical';
  if (attempts >= 20) return 'high';
  if (attempts >= 10) return 'medium';
  return 'low';
}

const SEVERITY_RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

export interface AbuseSubject {
  discordUserId: string;
  guildId: string;
  accountId: string | null;
}

const windowStart = (now: Date) => new Date(now.getTime() - ABUSE_WINDOW_MS);

const invalidActivation = (now: Date) =>
  and(
    eq(botUsageLogs.command, 'activate'),
    eq(botUsageLogs.success, false),
    inArray(botUsageLogs.errorMessage, [...INVALID_KEY_ERRORS]),
    gt(botUsageLogs.createdAt, windowStart(now)),
  );

/**
 * The log rows of one subject that still count: its own, after the latest
 * lifted pause. Compared in SQL so no precision is lost between the two stamps.
 */
function bySubject(
  column: typeof botUsageLogs.discordUserId | typeof botUsageLogs.serverId,
  overrideColumn:
    | typeof activationPauseOverrides.discordUserId
    | typeof activationPauseOverrides.serverId,
  value: string,
): SQL {
  const liftedAt = sql`(select max(${activationPauseOverrides.createdAt}) from ${activationPauseOverrides} where ${overrideColumn} = ${value})`;
  return and(
    eq(column, value),
    sql`${botUsageLogs.createdAt} > coalesce(${liftedAt}, '-infinity'::timestamptz)`,
  ) as SQL;
}

const byUser = (subject: AbuseSubject) =>
  bySubject(
    botUsageLogs.discordUserId,
    activationPauseOverrides.discordUserId,
    subject.discordUserId,
  );
const byServer = (subject: AbuseSubject) =>
  bySubject(botUsageLogs.serverId, activationPauseOverrides.serverId, subject.guildId);

/**
 * When the subject may try again: the moment the oldest of the last
 * `ABUSE_THRESHOLD` failures leaves the window. Null when not blocked.
 */
async function blockedUntil(db: Db, subject: SQL, now: Date): Promise<Date | null> {
  const [edge] = await db
    .select({ createdAt: botUsageLogs.createdAt })
    .from(botUsageLogs)
    .where(and(invalidActivation(now), subject))
    .orderBy(desc(botUsageLogs.createdAt))
    .limit(1)
    .offset(ABUSE_THRESHOLD - 1);
  return edge ? new Date(edge.createdAt.getTime() + ABUSE_WINDOW_MS) : null;
}

/** Seconds until this user and server may activate again; null when they may now. */
export async function activationCooldown(
  db: Db,
  subject: AbuseSubject,
  now: Date = new Date(),
): Promise<number | null> {
  const limits = await Promise.all([
    blockedUntil(db, byUser(subject), now),
    blockedUntil(db, byServer(subject), now),
  ]);
  const until = Math.max(...limits.map((limit) => limit?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : null;
}

/**
 * Call after logging a failed activation (an invalid key or a refused attempt).
 * Files the report when the user or the server reaches the threshold, and
 * raises the severity of the open one as attempts continue.
 */
export async function reviewActivationAbuse(
  db: Db,
  subject: AbuseSubject,
  now: Date = new Date(),
): Promise<AbuseReport | null> {
  const attempts = and(
    eq(botUsageLogs.command, 'activate'),
    eq(botUsageLogs.success, false),
    inArray(botUsageLogs.errorMessage, [...INVALID_KEY_ERRORS, COOLDOWN_ERROR]),
    gt(botUsageLogs.createdAt, windowStart(now)),
  );
  const [counts] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${byUser(subject)})`.mapWith(Number),
      byServer: sql<number>`count(*) filter (where ${byServer(subject)})`.mapWith(Number),
    })
    .from(botUsageLogs)
    .where(and(attempts, or(byUser(subject), byServer(subject))));
  const count = Math.max(counts?.byUser ?? 0, counts?.byServer ?? 0);
  if (count < ABUSE_THRESHOLD) return null;

  const severity = severityFor(count);
  const description = `${count} failed license key activations within ${ABUSE_WINDOW_MS / 60_000} minutes (Discord user ${subject.discordUserId}: ${counts?.byUser ?? 0}, server ${subject.guildId}: ${counts?.byServer ?? 0}).`;
  const actionTaken = `Activation refused for this user and server for ${ABUSE_WINDOW_MS / 60_000} minutes after the last invalid key.`;

  const [open] = await db
    .select()
    .from(abuseReports)
    .where(
      and(
        eq(abuseReports.abuseType, ABUSE_TYPE),
        eq(abuseReports.status, 'pending'),
        gt(abuseReports.createdAt, windowStart(now)),
        or(
          eq(abuseReports.discordUserId, subject.discordUserId),
          eq(abuseReports.serverId, subject.guildId),
        ),
      ),
    )
    .orderBy(desc(abuseReports.createdAt))
    .limit(1);
  if (open) {
    const raised =
      SEVERITY_RANK[severity] > SEVERITY_RANK[open.severity] ? severity : open.severity;
    const [updated] = await db
      .update(abuseReports)
      .set({ severity: raised, description })
      .where(eq(abuseReports.id, open.id))
      .returning();
    return updated ?? open;
  }
  const [created] = await db
    .insert(abuseReports)
    .values({
      userId: subject.accountId,
      discordUserId: subject.discordUserId,
      serverId: subject.guildId,
      abuseType: ABUSE_TYPE,
      description,
      severity,
      actionTaken,
    })
    .returning();
  return created ?? null;
}
