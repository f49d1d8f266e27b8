import type { AdminChatMessage } from '@guildsmith/core';
import { type Db, type DbExecutor, desc, eq, schema, sql } from '@guildsmith/db';

const { adminMessages, users } = schema;

/** How many messages the chat loads at once. */
export const CHAT_HISTORY_SIZE = 50;

/**
 * The PostgreSQL channel a new message is announced on. The payload is only
 * the message id: a NOTIFY payload is capped at 8000 bytes, which a long
 * message in a non-Latin script can exceed.
 */
export const CHAT_CHANNEL = 'admin_chat';

const messageColumns = {
  id: adminMessages.id,
  message: adminMessages.message,
  createdAt: adminMessages.createdAt,
  userId: users.id,
  username: users.username,
  avatar: users.avatar,
};

type MessageRow = {
  id: string;
  message: string;
  createdAt: Date;
  userId: string;
  username: string;
  avatar: string | null;
};

const toChatMessage = (row: MessageRow): AdminChatMessage => ({
  id: row.id,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  user: { id: row.userId, username: row.username, avatar: row.avatar },
});

/** The newest messages, returned oldest first because the chat reads top to bottom. */
export async function listChatMessages(
  db: Db,
  limit = CHAT_HISTORY_SIZE,
): Promise<AdminChatMessage[]> {
  const rows = await db
    .select(messageColumns)
    .from(adminMessages)
    .innerJoin(users, eq(users.id, adminMessages.userId))
    .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id))
    .limit(limit);
  return rows.reverse().map(toChatMessage);
}

export async function findChatMessage(
  db: DbExecutor,
  id: string,
): Promise<AdminChatMessage | null> {
  const [row] = await db
    .select(messageColumns)
    .from(adminMessages)
    .innerJoin(users, eq(users.id, adminMessages.userId))
    .where(eq(adminMessages.id, id))
    .limit(1);
  return row ? toChatMessage(row) : null;
}

/**
 * Stores the message and announces it in the same transaction: PostgreSQL
 * delivers the notification only if the row commits, so no listener ever
 * hears of a message it cannot read.
 */
export async function sendChatMessage(
  db: Db,
  userId: string,
  message: string,
): Promise<AdminChatMessage> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(adminMessages)
      .values({ userId, message })
      .returning({ id: adminMessages.id });
    if (!stored) throw new Error('admin message not stored');
    await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${stored.id})`);
    const chatMessage = await findChatMessage(tx, stored.id);
    if (!chatMessage) throw new Error('admin message not readable after insert');
    return chatMessage;
  });
}
