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
  status: 'success' | 'failed' | 'undone',
  at: Date,
  undoneAt: Date | null = null,
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
    undoneAt,
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
      activity: {
        serversCreated: 0,
        stylesUsed: 0,
        lastActivityAt: null,
        recentStyles: [],
        lastBuild: null,
      },
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

  it('says when the last build was undone, so the page can offer /setup rather than a new key', async () => {
    const owner = await signedInUser('undoer');
    await recordBuild(
      owner.user.id,
      'guild-5',
      'vanilla-smp',
      'undone',
      new Date('2026-11-06T10:00:00Z'),
      new Date('2026-11-06T11:00:00Z'),
    );
    const activity = (await dashboard(owner.token)).json().activity;
    expect(activity.recentStyles).toEqual([]);
    expect(activity.lastBuild).toEqual({
      serverId: 'guild-5',
      serverName: 'Server guild-5',
      builtAt: '2026-11-06T10:00:00.000Z',
      undoneAt: '2026-11-06T11:00:00.000Z',
    });

    await recordBuild(
      owner.user.id,
      'guild-5',
      'vanilla-smp',
      'success',
      new Date('2026-11-07T10:00:00Z'),
    );
    const rebuilt = (await dashboard(owner.token)).json().activity;
    expect(rebuilt.lastBuild).toEqual(
      expect.objectContaining({ builtAt: '2026-11-07T10:00:00.000Z', undoneAt: null }),
    );
  });
});
