import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, timestamptz } from './columns.ts';
import { ticketStatuses } from './values.ts';

/**
 * A support ticket in a built server: a private channel opened from the
 * ticket menu. At most one open ticket per member and type (the partial
 * unique index holds it when two clicks race).
 */
export const serverTickets = pgTable(
  'server_tickets',
  {
    id: id(),
    serverId: text().notNull(),
    /** Null until the channel exists; a ticket whose channel could not be made is closed. */
    channelId: text(),
    openerId: text().notNull(),
    type: text().notNull(),
    status: text({ enum: ticketStatuses }).notNull().default('open'),
    claimedBy: text(),
    createdAt: createdAt(),
    closedAt: timestamptz(),
    closedBy: text(),
  },
  (t) => [
    uniqueIndex('server_tickets_open_per_member_type_key')
      .on(t.serverId, t.openerId, t.type)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('server_tickets_channel_id_key').on(t.channelId),
    index('server_tickets_server_id_status_idx').on(t.serverId, t.status),
    check('server_tickets_status_check', isOneOf(t.status, ticketStatuses)),
  ],
);

export type ServerTicket = typeof serverTickets.$inferSelect;

/**
 * A member's current captcha in a built server: the expected answer (never
 * shown after the modal), the wrong answers in the current window, and a
 * lock once they pass the limit.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    serverId: text().notNull(),
    userId: text().notNull(),
    answer: text().notNull(),
    expiresAt: timestamptz().notNull(),
    failures: integer().notNull().default(0),
    windowStartedAt: timestamptz().notNull().defaultNow(),
    lockedUntil: timestamptz(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serverId, t.userId] }),
    check('captcha_challenges_failures_check', sql`${t.failures} >= 0`),
  ],
);

export type CaptchaChallenge = typeof captchaChallenges.$inferSelect;
