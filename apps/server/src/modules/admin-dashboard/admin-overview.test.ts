import { schema, sql } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Account, bearer, signedIn } from './test-support.ts';

let harness: TestApp;
let admin: Account;
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  harness = await createTestApp();
  admin = await signedIn(harness, 'chief', 'admin', { lastLoginAt: ago(0) });
});

afterAll(async () => {
  await harness.close();
});

const get = (url: string) => harness.app.inject({ method: 'GET', url, headers: bearer(admin) });

async function buyer(username: string, values: Partial<typeof schema.users.$inferInsert> = {}) {
  const [row] = await harness.database.db
    .insert(schema.users)
    .values({ username, discordId: `${username}-id`, ...values })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

describe('the admin stat cards', () => {
  it('match direct SQL on seeded data: refunded, disputed and unpaid purchases bring no revenue', async () => {
    const { db } = harness.database;
    const ava = await buyer('ava');
    const ben = await buyer('ben');
    const purchase = (status: string, amount: string, amountRefunded = '0') => ({
      userId: ava.id,
      plan: 'premium' as const,
      amount,
      amountRefunded,
      status: status as 'completed',
    });
    await db
      .insert(schema.purchases)
      .values([
        purchase('completed', '19.99'),
        purchase('completed', '39.99', '10.00'),
        purchase('refunded', '59.99', '59.99'),
        purchase('disputed', '4.99'),
        purchase('pending', '19.99'),
        purchase('failed', '19.99'),
      ]);
    await db.insert(schema.serverRegistrations).values([
      { userId: ava.id, serverId: 'g1', serverName: 'One', plan: 'premium', status: 'active' },
      { userId: ben.id, serverId: 'g2', serverName: 'Two', plan: 'free', status: 'active' },
      { userId: ben.id, serverId: 'g3', serverName: 'Three', plan: 'free', status: 'inactive' },
    ]);

    const response = await get('/api/admin/stats');
    expect(response.statusCode).toBe(200);
    const { rows } = await db.execute<{ users: number; revenue: string; servers: number }>(sql`
      select
        (select count(*)::int from users where role = 'user') as users,
        (select coalesce(sum(amount - amount_refunded), 0)::text from purchases
          where status = 'completed') as revenue,
        (select count(*)::int from server_registrations where status = 'active') as servers`);
    const [expected] = rows;
    expect(response.json()).toEqual({
      totalUsers: expected?.users,
      totalRevenue: Number(expected?.revenue),
      activeServers: expected?.servers,
    });
    // Written out: 19.99 + (39.99 - 10.00); the admin is not a buyer.
    expect(response.json()).toEqual({ totalUsers: 2, totalRevenue: 49.98, activeServers: 2 });
  });
});

describe('GET /api/admin/security-metrics', () => {
  it('counts open reports by severity, refused activations and failed admin sign-ins in each window', async () => {
    const { db } = harness.database;
    await db.insert(schema.abuseReports).values([
      { abuseType: 'key_bruteforce', severity: 'high', createdAt: ago(1) },
      { abuseType: 'key_bruteforce', severity: 'high', status: 'reviewing', createdAt: ago(30) },
      { abuseType: 'spam', severity: 'critical', createdAt: ago(24 * 10) },
      { abuseType: 'spam', severity: 'low', status: 'resolved', createdAt: ago(2) },
    ]);
    const log = (command: string, success: boolean, hours: number) => ({
      command,
      success,
      discordUserId: '42',
      createdAt: ago(hours),
    });
    await db
      .insert(schema.botUsageLogs)
      .values([
        log('activate', false, 1),
        log('activate', false, 48),
        log('activate', false, 24 * 8),
        log('activate', true, 1),
        log('undo', false, 1),
      ]);
    // One real wrong password through the sign-in route, plus older stored failures.
    const wrongPassword = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'Chief', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    await db.insert(schema.adminLoginFailures).values([
      { username: 'chief', reason: 'invalid_totp', createdAt: ago(30) },
      { username: 'root', reason: 'invalid_credentials', createdAt: ago(24 * 8) },
    ]);
    const [stored] = await db
      .select()
      .from(schema.adminLoginFailures)
      .where(
        sql`${schema.adminLoginFailures.reason} = 'invalid_credentials' and ${schema.adminLoginFailures.username} = 'chief'`,
      );
    expect(stored?.ip).toBeTruthy();

    const response = await get('/api/admin/security-metrics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      abuseReports: {
        open: 3,
        openBySeverity: { low: 0, medium: 0, high: 2, critical: 1 },
        filed: { last24h: 2, last7d: 3 },
      },
      refusedActivations: { last24h: 1, last7d: 2 },
      failedAdminLogins: { last24h: 1, last7d: 2 },
      generatedAt: expect.any(String),
    });
  });
});

describe('the admin lists', () => {
  it('show the 5 newest purchases with their buyer, whatever their status', async () => {
    const { db } = harness.database;
    const cara = await buyer('cara');
    const rows = Array.from({ length: 7 }, (_, index) => ({
      userId: cara.id,
      plan: 'starter' as const,
      amount: '4.99',
      status: index % 2 === 0 ? ('completed' as const) : ('refunded' as const),
      amountRefunded: index % 2 === 0 ? '0' : '4.99',
      createdAt: new Date(Date.now() + (index + 1) * 60_000),
    }));
    await db.insert(schema.purchases).values(rows);

    const response = await get('/api/admin/recent-purchases');
    expect(response.statusCode).toBe(200);
    const { purchases } = response.json();
    expect(purchases).toHaveLength(5);
    expect(purchases.map((p: { createdAt: string }) => p.createdAt)).toEqual(
      rows
        .slice(2)
        .reverse()
        .map((row) => row.createdAt.toISOString()),
    );
    expect(purchases[0]).toEqual({
      id: expect.any(String),
      user: { id: cara.id, username: 'cara' },
      plan: 'starter',
      amount: 4.99,
      status: 'completed',
      createdAt: rows[6]?.createdAt.toISOString(),
    });
  });

  it('show the 5 buyers who signed in last, with their current plan, never an admin', async () => {
    for (let index = 0; index < 6; index += 1) {
      await buyer(`recent-${index}`, {
        lastLoginAt: ago(index),
        avatar: index === 0 ? 'a_hash' : null,
        plan: index === 0 ? 'premium' : 'free',
        // A lapsed subscription is shown as the plan the user has now.
        planExpiresAt: index === 0 ? ago(1) : null,
      });
    }
    await buyer('never-signed-in');

    const response = await get('/api/admin/active-users');
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    expect(users.map((u: { username: string }) => u.username)).toEqual([
      'recent-0',
      'recent-1',
      'recent-2',
      'recent-3',
      'recent-4',
    ]);
    expect(users[0]).toEqual({
      id: expect.any(String),
      username: 'recent-0',
      avatar: 'a_hash',
      plan: 'free',
      lastActiveAt: expect.any(String),
    });
  });
});
