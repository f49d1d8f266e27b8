import { type Database, eq, schema } from '@guildsmith/db';
import type { TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';

let accounts = 0;

/** An account with a session; `role: 'admin'` is how an admin account comes to exist (the CLI). */
export async function account(
  harness: TestApp,
  role: 'user' | 'admin',
  values: Partial<typeof schema.users.$inferInsert> = {},
) {
  accounts += 1;
  const name = `${role}-${accounts}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({
      discordId: role === 'user' ? `77${Date.now()}${accounts}` : null,
      username: name,
      email: `${name}@example.test`,
      emailVerified: true,
      role,
      ...values,
    })
    .returning();
  if (!user) throw new Error('no user');
  const tokens = new SessionTokens(harness.database.db, harness.config.jwtSecret);
  const { token } = await tokens.issue({ id: user.id, role });
  return { user, token };
}

let clients = 0;

/** One request through Fastify, from an address of its own so per-address limits stay out of the way. */
export async function call(
  harness: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  body?: unknown,
) {
  clients += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.77.${(clients >> 8) & 255}.${clients & 255}`,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await harness.app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

export function auditOf(database: Database, targetId: string) {
  return database.db
    .select()
    .from(schema.adminAuditLog)
    .where(eq(schema.adminAuditLog.targetId, targetId));
}
