import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { insertUser } from '../test-support.ts';
import { createTestDatabase } from '../testing.ts';
import { adminMessages, emails, feedback, newsletterSubscribers } from './index.ts';

describe('newsletter, feedback, e-mail and admin chat tables', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('subscribes an address once, pending until confirmed', async () => {
    const subscriber = {
      email: 'reader@example.com',
      confirmToken: 'confirm-1',
      unsubscribeToken: 'unsubscribe-1',
    };
    const [pending] = await database.db
      .insert(newsletterSubscribers)
      .values(subscriber)
      .returning();
    expect(pending).toMatchObject({ status: 'pending', confirmedAt: null });
    const again = await database.db
      .insert(newsletterSubscribers)
      .values({ ...subscriber, confirmToken: 'confirm-2', unsubscribeToken: 'unsubscribe-2' })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(again, 'newsletter_subscribers_email_key')).toBe(true);
  });

  it('stores anonymous feedback waiting to be relayed', async () => {
    const [stored] = await database.db
      .insert(feedback)
      .values({ category: 'bug', message: 'The gallery scrolls oddly' })
      .returning();
    expect(stored).toMatchObject({ username: 'Anonymous', relayStatus: 'pending', userId: null });
  });

  it('tracks an e-mail from queued to sent', async () => {
    const user = await insertUser(database.db, { email: 'buyer@example.com' });
    const [queued] = await database.db
      .insert(emails)
      .values({
        to: 'buyer@example.com',
        template: 'license-key',
        subject: 'Your key',
        userId: user.id,
      })
      .returning();
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });
    const [sent] = await database.db
      .update(emails)
      .set({ status: 'sent', attempts: 1, sentAt: new Date() })
      .where(eq(emails.id, queued?.id ?? ''))
      .returning();
    expect(sent?.updatedAt.getTime()).toBeGreaterThanOrEqual(queued?.updatedAt.getTime() ?? 0);
  });

  it('keeps admin chat messages with their author', async () => {
    const admin = await insertUser(database.db, { role: 'admin', passwordHash: 'hash' });
    await database.db.insert(adminMessages).values({ userId: admin.id, message: 'Deploying' });
    const rows = await database.db
      .select({ message: adminMessages.message })
      .from(adminMessages)
      .where(eq(adminMessages.userId, admin.id));
    expect(rows).toEqual([{ message: 'Deploying' }]);
  });
});
