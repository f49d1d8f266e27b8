import { schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PRUNE_SIGN_INS_JOB } from './prune-job.ts';

let harness: TestApp;
let userId: string;

beforeAll(async () => {
  harness = await createTestApp();
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: '5151', username: 'prune.pat' })
    .returning();
  userId = user?.id ?? '';
});

afterAll(async () => {
  await harness.close();
});

const minutes = (count: number) => new Date(Date.now() + count * 60_000);

describe('pruning expired sign-in data', () => {
  it('the daily job removes expired states, sessions and old failed admin sign-ins, and nothing else', async () => {
    const { db } = harness.database;
    await db.insert(schema.oauthStates).values([
      { state: 'expired-unused', codeVerifier: 'v', expiresAt: minutes(-1) },
      { state: 'expired-used', codeVerifier: 'v', expiresAt: minutes(-20), usedAt: minutes(-25) },
      { state: 'live', codeVerifier: 'v', expiresAt: minutes(5) },
      { state: 'live-used', codeVerifier: 'v', expiresAt: minutes(5), usedAt: minutes(-1) },
    ]);
    await db.insert(schema.sessions).values([
      { sid: 'expired', userId, role: 'user', expire: minutes(-1) },
      { sid: 'live', userId, role: 'user', expire: minutes(60) },
    ]);
    await db.insert(schema.adminLoginFailures).values([
      { username: 'old', reason: 'invalid_credentials', createdAt: minutes(-31 * 24 * 60) },
      { username: 'recent', reason: 'invalid_totp', createdAt: minutes(-29 * 24 * 60) },
    ]);

    // Starting the worker runs the recurring job once, as at every start-up. Its three deletes
    // are separate statements, so the test waits for all three, not for the first it sees.
    await harness.queue.start();
    const remaining = async () => ({
      sessions: (await db.select().from(schema.sessions)).map((row) => row.sid),
      states: (await db.select().from(schema.oauthStates)).map((row) => row.state).sort(),
      failures: (await db.select().from(schema.adminLoginFailures)).map((row) => row.username),
    });
    await expect
      .poll(remaining, { timeout: 15_000 })
      .toEqual({ sessions: ['live'], states: ['live', 'live-used'], failures: ['recent'] });
    expect(await harness.queue.deadLetters(PRUNE_SIGN_INS_JOB)).toEqual([]);
  });
});
