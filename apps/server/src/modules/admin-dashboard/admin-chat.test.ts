import { schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Account, bearer, signedIn } from './test-support.ts';

let harness: TestApp;
let admin: Account;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedIn(harness, 'chief', 'admin', { avatar: 'chief_hash' });
});

afterAll(async () => {
  await harness.close();
});

const send = (message: unknown, account = admin) =>
  harness.app.inject({
    method: 'POST',
    url: '/api/admin/send-message',
    headers: bearer(account),
    payload: { message },
  });

const history = () =>
  harness.app.inject({ method: 'GET', url: '/api/admin/messages', headers: bearer(admin) });

describe('the admin chat', () => {
  it('stores the message trimmed, with its author, and says it went to all admins', async () => {
    const response = await send('  Refund queue is empty  \n');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      chatMessage: {
        id: expect.any(String),
        message: 'Refund queue is empty',
        createdAt: expect.any(String),
        user: { id: admin.id, username: 'chief', avatar: 'chief_hash' },
      },
      notice: 'Your message has been sent to all admins',
    });
    const stored = await harness.database.db.select().from(schema.adminMessages);
    expect(stored.map((row) => row.message)).toContain('Refund queue is empty');
  });

  it('refuses an empty or blank message and one over 2000 characters', async () => {
    for (const message of ['', '   \n\t ', undefined]) {
      const response = await send(message);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Message is required',
      });
    }
    const tooLong = await send('x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('Message must be at most 2000 characters');
    expect((await send('x'.repeat(2000))).statusCode).toBe(201);
  });

  it('lists the newest 50 messages, oldest first, from every admin', async () => {
    const other = await signedIn(harness, 'deputy', 'admin');
    const { db } = harness.database;
    const start = Date.now() + 60_000;
    await db.insert(schema.adminMessages).values(
      Array.from({ length: 55 }, (_, index) => ({
        userId: index % 2 === 0 ? admin.id : other.id,
        message: `note ${index}`,
        createdAt: new Date(start + index * 1000),
      })),
    );

    const response = await history();
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages).toHaveLength(50);
    expect(messages[0].message).toBe('note 5');
    expect(messages[49]).toEqual({
      id: expect.any(String),
      message: 'note 54',
      createdAt: new Date(start + 54_000).toISOString(),
      user: { id: admin.id, username: 'chief', avatar: 'chief_hash' },
    });
    expect(messages[48].user).toEqual({ id: other.id, username: 'deputy', avatar: null });
  });
});
