import { randomUUID } from 'node:crypto';
import { type NewUser, type User, users } from './schema/index.ts';
import type { DbExecutor } from './types.ts';

/** A user with a unique Discord id, for tests that need an owner row. */
export async function insertUser(db: DbExecutor, overrides: Partial<NewUser> = {}): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ discordId: randomUUID(), username: 'tester', ...overrides })
    .returning();
  if (!user) throw new Error('insert returned no user');
  return user;
}
