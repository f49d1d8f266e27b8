import { schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionTokens } from '../auth/session-tokens.ts';

let harness: TestApp;
let tokens: SessionTokens;

beforeAll(async () => {
  harness = await createTestApp();
  tokens = new SessionTokens(harness.database.db, harness.config.jwtSecret);
});

afterAll(async () => {
  await harness.close();
});

async function signedInUser(username: string) {
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({ discordId: `${username}-id`, username })
    .returning();
  if (!user) throw new Error('user not created');
  const { token } = await tokens.issue({ id: user.id, role: 'user' });
  return { user, token };
}

async function recordBuild(
  userId: string,
  serverId: string,
  styleId: string,
  status: 'success' | 'failed',
  at: Date,
) {
  const [session] = await harness.database.db
    .insert(schema.serverSetupSessions)
    .values({ userId, serverId, styleId, status: 'completed' })
    .returning();
  if (!session) throw new Error('session not created');
  await harness.database.db.insert(schema.serverCreationResults).values({
    sessionId: session.id,
    userId,
    serverId,
    serverName: `Server ${serverId}`,
    status,
    createdAt: at,
  });
}

const dashboard = (token?: string) =>
  harness.app.inject({
    method: 'GET',
    url: '/api/dashboard',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/dashboard', () => {
  it('answers 401 without a session', async () => {
    expect((await dashboard()).statusCode).toBe(401);
  });

  it('shows an honest empty state for a new user, with the real service status', async () => {
    const { token } = await signedInUser('newcomer');
    const response = await dashboard(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      activity: { serversCreated: 0, stylesUsed: 0, lastActivityAt: null, recentStyles: [] },
      systemStatus: {
        operational: true,
        checks: [
          { name: 'database', ok: true },
          { name: 'migrations', ok: true },
          { name: 'jobs', ok: true },
        ],
      },
    });
  });

  it("counts only the caller's own successful builds", async () => {
    const builder = await signedInUser('builder');
    const other = await signedInUser('other');
    await recordBuild(
      builder.user.id,
      'guild-1',
      'gaming-hub',
      'success',
      new Date('2026-11-01T10:00:00Z'),
    );
    await recordBuild(
      builder.user.id,
      'guild-2',
      'study-circle',
      'success',
      new Date('2026-11-02T10:00:00Z'),
    );
    await recordBuild(
      builder.user.id,
      'guild-3',
      'gaming-hub',
      'success',
      new Date('2026-11-03T10:00:00Z'),
    );
    await recordBuild(
      builder.user.id,
      'guild-4',
      'art-studio',
      'failed',
      new Date('2026-11-04T10:00:00Z'),
    );
    await recordBuild(
      other.user.id,
      'guild-9',
      'music-lab',
      'success',
      new Date('2026-11-05T10:00:00Z'),
    );

    const mine = (await dashboard(builder.token)).json().activity;
    expect(mine.serversCreated).toBe(3);
    expect(mine.stylesUsed).toBe(2);
    expect(mine.lastActivityAt).toBe('2026-11-03T10:00:00.000Z');
    expect(mine.recentStyles.map((use: { styleId: string }) => use.styleId)).toEqual([
      'gaming-hub',
      'study-circle',
      'gaming-hub',
    ]);

    const theirs = (await dashboard(other.token)).json().activity;
    expect(theirs.serversCreated).toBe(1);
    expect(theirs.recentStyles).toEqual([
      expect.objectContaining({ styleId: 'music-lab', serverId: 'guild-9' }),
    ]);
  });
});
