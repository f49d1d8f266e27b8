import { schema } from '@guildsmith/db';
import type { TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';

export interface Account {
  id: string;
  username: string;
  token: string;
  sid: string;
}

/** An account with a live session, as the admin dashboard's tests need them. */
export async function signedIn(
  harness: TestApp,
  username: string,
  role: 'user' | 'admin',
  values: Partial<typeof schema.users.$inferInsert> = {},
): Promise<Account> {
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ username, role, discordId: role === 'user' ? `${username}-id` : null, ...values })
    .returning();
  if (!user) throw new Error('user not created');
  const tokens = new SessionTokens(harness.database.db, harness.config.jwtSecret);
  const { token } = await tokens.issue({ id: user.id, role });
  const claims = await tokens.verify(token);
  if (!claims) throw new Error('session not readable');
  return { id: user.id, username, token, sid: claims.sid };
}

export const bearer = (account?: Account): Record<string, string> =>
  account ? { authorization: `Bearer ${account.token}` } : {};
