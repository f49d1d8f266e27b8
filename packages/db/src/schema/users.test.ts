import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { insertUser } from '../test-support.ts';
import { createTestDatabase } from '../testing.ts';
import { oauthStates, sessions, userInsertSchema, users } from './index.ts';

describe('users and auth tables', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('gives a new user the documented defaults', async () => {
    const user = await insertUser(database.db, { username: 'newcomer' });
    expect(user).toMatchObject({
      role: 'user',
      plan: 'free',
      paymentStatus: 'inactive',
      emailVerified: false,
      profileCompleted: false,
      onboardingCompleted: false,
      planExpiresAt: null,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.createdAt).toBeInstanceOf(Date);
    const [reread] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(reread).toEqual(user);
  });

  it('refuses a second user with the same Discord id', async () => {
    await insertUser(database.db, { discordId: '123456789012345678' });
    const duplicate = insertUser(database.db, { discordId: '123456789012345678' });
    const error = await duplicate.catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'users_discord_id_key')).toBe(true);
  });

  it('refuses a role or plan outside the vocabulary', async () => {
    await expect(
      database.db.execute(sql`insert into users (username, plan) values ('x', 'gold')`),
    ).rejects.toThrow();
    expect(userInsertSchema.safeParse({ username: 'x', role: 'owner' }).success).toBe(false);
  });

  it('deletes sessions with their user, so a removed account has no live token', async () => {
    const user = await insertUser(database.db);
    await database.db.insert(sessions).values({
      sid: 'sid-1',
      userId: user.id,
      role: user.role,
      expire: new Date(Date.now() + 60_000),
    });
    const [session] = await database.db.select().from(sessions).where(eq(sessions.sid, 'sid-1'));
    expect(session?.sess).toEqual({});
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await database.db.select().from(sessions).where(eq(sessions.sid, 'sid-1'))).toEqual([]);
  });

  it('stores an OAuth state until it is used', async () => {
    const expiresAt = new Date(Date.now() + 600_000);
    await database.db
      .insert(oauthStates)
      .values({ state: 'state-1', codeVerifier: 'verifier', expiresAt });
    const [used] = await database.db
      .update(oauthStates)
      .set({ usedAt: new Date() })
      .where(eq(oauthStates.state, 'state-1'))
      .returning();
    expect(used?.expiresAt.getTime()).toBe(expiresAt.getTime());
    expect(used?.usedAt).toBeInstanceOf(Date);
  });
});
