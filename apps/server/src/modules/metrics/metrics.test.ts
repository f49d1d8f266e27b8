import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { growthPercent } from './platform-metrics.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp({ metricsCacheMs: 0, env: { PUBLIC_COUNTERS_MIN: '2' } });
});

afterAll(async () => {
  await harness.close();
});

const metrics = async () =>
  (await harness.app.inject({ method: 'GET', url: '/api/metrics' })).json();

describe('GET /api/metrics', () => {
  it('starts from real zeros and the catalogue size', async () => {
    expect(await metrics()).toEqual({
      activeUsers: 0,
      serversCreated: 0,
      templatesAvailable: 130,
      feedbackCount: 0,
      monthlyGrowth: 0,
      countersShown: false,
    });
  });

  it('counts a user who signed in and a build that succeeded', async () => {
    const [user] = await harness.database.db
      .insert(schema.users)
      .values({ discordId: 'm-1', username: 'metric.mo', lastLoginAt: new Date() })
      .returning();
    if (!user) throw new Error('no user');
    expect((await metrics()).activeUsers).toBe(1);

    const [session] = await harness.database.db
      .insert(schema.serverSetupSessions)
      .values({ userId: user.id, serverId: 'g-1', status: 'completed' })
      .returning();
    if (!session) throw new Error('no session');
    await harness.database.db.insert(schema.serverCreationResults).values({
      sessionId: session.id,
      userId: user.id,
      serverId: 'g-1',
      serverName: 'Metric Guild',
    });
    expect((await metrics()).serversCreated).toBe(1);
  });

  it('ignores users who have not signed in for 30 days', async () => {
    await harness.database.db.insert(schema.users).values({
      discordId: 'm-2',
      username: 'gone.gil',
      lastLoginAt: new Date(Date.now() - 31 * 24 * 3600 * 1000),
    });
    expect((await metrics()).activeUsers).toBe(1);
  });

  it('shows the counters once PUBLIC_COUNTERS_MIN people signed up', async () => {
    // Two people now (metric.mo and gone.gil); an admin account is not one of them.
    expect((await metrics()).countersShown).toBe(true);
    await harness.database.db.delete(schema.users).where(eq(schema.users.username, 'gone.gil'));
    await harness.database.db
      .insert(schema.users)
      .values({ username: 'admin.ann', role: 'admin', discordId: null });
    expect((await metrics()).countersShown).toBe(false);
  });
});

describe('growthPercent', () => {
  it('compares this month with last, and is 0 when last month had none', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(5, 10)).toBe(-50);
    expect(growthPercent(7, 0)).toBe(0);
    expect(growthPercent(1, 3)).toBe(-66.7);
  });
});
