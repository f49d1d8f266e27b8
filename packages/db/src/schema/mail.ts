import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { licenseKeys, purchases } from './billing.ts';
import { createdAt, id, isOneOf, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';
import { emailStatuses } from './values.ts';

/** The outbox's ledger: what was sent to whom and how delivery went (never the key itself). */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    to: text().notNull(),
    template: text().notNull(),
    subject: text().notNull(),
    status: text({ enum: emailStatuses }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamptz(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    licenseKeyId: uuid().references(() => licenseKeys.id, { onDelete: 'set null' }),
    /** The purchase a notice is about (a refund, a dispute), for the admin's purchase page. */
    purchaseId: uuid().references(() => purchases.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('emails_status_idx').on(t.status),
    index('emails_user_id_idx').on(t.userId),
    index('emails_license_key_id_idx').on(t.licenseKeyId),
    index('emails_purchase_id_idx').on(t.purchaseId),
    index('emails_created_at_idx').on(t.createdAt),
    check('emails_status_check', isOneOf(t.status, emailStatuses)),
  ],
);

export type Email = typeof emails.$inferSelect;
