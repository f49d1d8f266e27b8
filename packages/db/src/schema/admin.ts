import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

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
