import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { licenseKeys } from './billing.ts';
import { createdAt, id, isOneOf, timestamptz } from './columns.ts';
import { users } from './users.ts';
import { abuseReportStatuses, abuseSeverities, planIds, registrationStatuses } from './values.ts';

/** A Discord server (guild) bound to an account through an activated key. */
export const serverRegistrations = pgTable(
  'server_registrations',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: text().notNull(),
    serverName: text().notNull(),
    plan: text({ enum: planIds }).notNull(),
    status: text({ enum: registrationStatuses }).notNull().default('active'),
    licenseKeyId: uuid().references(() => licenseKeys.id, { onDelete: 'set null' }),
    registeredAt: timestamptz().notNull().defaultNow(),
    lastUsed: timestamptz(),
    usageCount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('server_registrations_server_id_key').on(t.serverId),
    index('server_registrations_user_id_idx').on(t.userId),
    index('server_registrations_license_key_id_idx').on(t.licenseKeyId),
    index('server_registrations_status_idx').on(t.status),
    check('server_registrations_plan_check', isOneOf(t.plan, planIds)),
    check('server_registrations_status_check', isOneOf(t.status, registrationStatuses)),
  ],
);

export type ServerRegistration = typeof serverRegistrations.$inferSelect;

export const botUsageLogs = pgTable(
  'bot_usage_logs',
  {
    id: id(),
    // Null when the Discord member has no account with us.
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    discordUserId: text(),
    serverId: text(),
    command: text().notNull(),
    success: boolean().notNull(),
    errorMessage: text(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bot_usage_logs_user_id_idx').on(t.userId),
    index('bot_usage_logs_server_id_idx').on(t.serverId),
    index('bot_usage_logs_created_at_idx').on(t.createdAt),
  ],
);

export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    discordUserId: text(),
    serverId: text(),
    abuseType: text().notNull(),
    description: text(),
    severity: text({ enum: abuseSeverities }).notNull().default('medium'),
    status: text({ enum: abuseReportStatuses }).notNull().default('pending'),
    actionTaken: text(),
    createdAt: createdAt(),
    resolvedAt: timestamptz(),
  },
  (t) => [
    index('abuse_reports_user_id_idx').on(t.userId),
    index('abuse_reports_discord_user_id_idx').on(t.discordUserId),
    index('abuse_reports_server_id_idx').on(t.serverId),
    index('abuse_reports_status_idx').on(t.status),
    index('abuse_reports_created_at_idx').on(t.createdAt),
    check('abuse_reports_severity_check', isOneOf(t.severity, abuseSeverities)),
    check('abuse_reports_status_check', isOneOf(t.status, abuseReportStatuses)),
  ],
);

export type AbuseReport = typeof abuseReports.$inferSelect;

/**
 * An admin lifting an activation pause early: the abuse guard counts only
 * the failed activations after the latest override for the Discord user or
 * the server, so the pause ends now while the usage log keeps its history.
 */
export const activationPauseOverrides = pgTable(
  'activation_pause_overrides',
  {
    id: id(),
    discordUserId: text(),
    serverId: text(),
    liftedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('activation_pause_overrides_discord_user_id_idx').on(t.discordUserId, t.createdAt),
    index('activation_pause_overrides_server_id_idx').on(t.serverId, t.createdAt),
    check(
      'activation_pause_overrides_subject_check',
      sql`${t.discordUserId} is not null or ${t.serverId} is not null`,
    ),
  ],
);

export type ActivationPauseOverride = typeof activationPauseOverrides.$inferSelect;
