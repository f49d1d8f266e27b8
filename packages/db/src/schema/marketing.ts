import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, timestamptz } from './columns.ts';
import { users } from './users.ts';
import { feedbackRelayStatuses, newsletterStatuses, planIds } from './values.ts';

/** Double opt-in: `pending` until the confirm link is followed. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text().notNull(),
    status: text({ enum: newsletterStatuses }).notNull().default('pending'),
    confirmToken: text(),
    unsubscribeToken: text().notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamptz(),
    unsubscribedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_key').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_token_key').on(t.confirmToken),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_key').on(t.unsubscribeToken),
    index('newsletter_subscribers_status_idx').on(t.status),
    check('newsletter_subscribers_status_check', isOneOf(t.status, newsletterStatuses)),
  ],
);

/** Stored first, then relayed to the Discord webhook (relayStatus tracks that). */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    category: text().notNull(),
    message: text().notNull(),
    username: text().notNull().default('Anonymous'),
    email: text(),
    plan: text({ enum: planIds }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    relayStatus: text({ enum: feedbackRelayStatuses }).notNull().default('pending'),
    /** Set when an admin approved this (Praise) feedback to be shown as a testimonial. */
    approvedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_user_id_idx').on(t.userId),
    index('feedback_created_at_idx').on(t.createdAt),
    index('feedback_relay_status_idx').on(t.relayStatus),
    check('feedback_plan_check', isOneOf(t.plan, planIds)),
    check('feedback_relay_status_check', isOneOf(t.relayStatus, feedbackRelayStatuses)),
  ],
);

export type Feedback = typeof feedback.$inferSelect;
