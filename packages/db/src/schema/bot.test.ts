import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { insertUser } from '../test-support.ts';
import { createTestDatabase } from '../testing.ts';
import {
  abuseReports,
  botUsageLogs,
  buildOperations,
  serverCreationResults,
  serverRegistrations,
  serverSetupSessions,
} from './index.ts';

describe('bot and build tables', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('registers a server once, active, unused', async () => {
    const user = await insertUser(database.db);
    const registration = {
      userId: user.id,
      serverId: '900000000000000001',
      serverName: 'Guild',
      plan: 'starter' as const,
    };
    const [registered] = await database.db
      .insert(serverRegistrations)
      .values(registration)
      .returning();
    expect(registered).toMatchObject({ status: 'active', usageCount: 0, lastUsed: null });
    const again = await database.db
      .insert(serverRegistrations)
      .values(registration)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(again, 'server_registrations_server_id_key')).toBe(true);
  });

  it('logs bot usage and opens abuse reports as pending and medium', async () => {
    await database.db
      .insert(botUsageLogs)
      .values({ discordUserId: '42', serverId: '9', command: 'activate', success: false });
    const [report] = await database.db
      .insert(abuseReports)
      .values({ discordUserId: '42', serverId: '9', abuseType: 'invalid_activation' })
      .returning();
    expect(report).toMatchObject({ status: 'pending', severity: 'medium', resolvedAt: null });
  });

  it('starts a setup session at question 1 of 20 with no answers', async () => {
    const user = await insertUser(database.db);
    const [session] = await database.db
      .insert(serverSetupSessions)
      .values({ userId: user.id, serverId: '900000000000000002' })
      .returning();
    expect(session).toMatchObject({
      currentQuestion: 1,
      totalQuestions: 20,
      answers: {},
      status: 'in_progress',
    });
    const second = await database.db
      .insert(serverSetupSessions)
      .values({ userId: user.id, serverId: '900000000000000002' })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(second, 'server_setup_sessions_open_per_server_key')).toBe(true);
  });

  it('journals a build: one row per operation, in order, keyed for resumption', async () => {
    const user = await insertUser(database.db);
    const [session] = await database.db
      .insert(serverSetupSessions)
      .values({ userId: user.id, serverId: '900000000000000003', answers: { language: 'de' } })
      .returning();
    const sessionId = session?.id ?? '';
    await database.db.insert(buildOperations).values([
      { sessionId, seq: 0, kind: 'role', key: 'role:moderator', payload: { name: 'Moderator' } },
      { sessionId, seq: 1, kind: 'category', key: 'category:info', payload: { name: 'Info' } },
    ]);
    await database.db
      .update(buildOperations)
      .set({ status: 'done', discordId: '111', startedAt: new Date(), finishedAt: new Date() })
      .where(and(eq(buildOperations.sessionId, sessionId), eq(buildOperations.seq, 0)));

    const journal = await database.db
      .select()
      .from(buildOperations)
      .where(eq(buildOperations.sessionId, sessionId))
      .orderBy(asc(buildOperations.seq));
    expect(journal.map((row) => [row.key, row.status, row.discordId])).toEqual([
      ['role:moderator', 'done', '111'],
      ['category:info', 'planned', null],
    ]);

    const duplicate = await database.db
      .insert(buildOperations)
      .values({ sessionId, seq: 2, kind: 'role', key: 'role:moderator', payload: {} })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(duplicate, 'build_operations_session_id_key_key')).toBe(true);
    await expect(
      database.db.execute(
        sql`insert into build_operations (session_id, seq, kind, key, payload)
            values (${sessionId}, 3, 'webhook', 'webhook:x', '{}')`,
      ),
    ).rejects.toThrow();

    const [result] = await database.db
      .insert(serverCreationResults)
      .values({ sessionId, userId: user.id, serverId: '900000000000000003', serverName: 'Guild' })
      .returning();
    expect(result).toMatchObject({ status: 'success', channelsCreated: [], rolesCreated: [] });
  });
});
