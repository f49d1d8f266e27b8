import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf } from './columns.ts';
import { users } from './users.ts';
import { adminAuditActions, adminLoginFailureReasons } from './values.ts';

/** The admin portal's live chat. */
export const adminMessages = pgTable(
  'admin_messages',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_messages_user_id_idx').on(t.userId),
    index('admin_messages_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Every action an admin takes on someone else's data (a refund, a resent
 * key, a resolved report, a lifted pause, revoked sessions): who, on what,
 * when and why. Rows are only ever added.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    // Kept when the admin's account is deleted, with the name they had.
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    action: text({ enum: adminAuditActions }).notNull(),
    /** What was acted on: `purchase`, `user`, `abuse_report`, `discord_user`, `server`. */
    targetType: text().notNull(),
    targetId: text().notNull(),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt),
    index('admin_audit_log_actor_id_idx').on(t.actorId),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    check('admin_audit_log_action_check', isOneOf(t.action, adminAuditActions)),
  ],
);

export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;

/**
 * A refused admin sign-in whose password (or code) was checked: the security
 * metrics count them. Attempts refused by the throttle are not stored, so a
 * flood cannot fill the table; rows older than 30 days are pruned.
 */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    id: id(),
    /** The name that was typed, lower-cased and cut to 64 characters. */
    username: text().notNull(),
    reason: text({ enum: adminLoginFailureReasons }).notNull(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_login_failures_created_at_idx').on(t.createdAt),
    check('admin_login_failures_reason_check', isOneOf(t.reason, adminLoginFailureReasons)),
  ],
);
