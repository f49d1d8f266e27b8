import { maskLicenseKey } from '@guildsmith/core';
import { schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { issueLicenseKey } from '../licenses/license-keys.ts';
import { account, auditOf, call } from './test-support.ts';

let harness: TestApp;
let admin: Awaited<ReturnType<typeof account>>;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await account(harness, 'admin');
});
afterAll(async () => harness.close());

describe('accounts in the admin portal', () => {
  it('finds accounts by part of the username or e-mail, or by the exact Discord id', async () => {
    const { user } = await account(harness, 'user', {
      username: 'percent_100%',
      email: 'Mia.Search@example.test',
    });
    for (const query of ['percent_100%', 'mia.search@EXAMPLE', user.discordId ?? '']) {
      const found = await call(
        harness,
        'GET',
        `/api/admin/users?query=${encodeURIComponent(query)}`,
        admin.token,
      );
      expect(found.status).toBe(200);
      expect(
        found.body.users.map((row: { id: string }) => row.id),
        query,
      ).toEqual([user.id]);
    }
    // LIKE wildcards in a search are taken literally.
    const literal = await call(harness, 'GET', '/api/admin/users?query=%25', admin.token);
    expect(literal.body.users.map((row: { id: string }) => row.id)).toEqual([user.id]);
    const paged = await call(harness, 'GET', '/api/admin/users?pageSize=1', admin.token);
    expect(paged.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(paged.body.total).toBeGreaterThanOrEqual(2);
  });

  it('shows an account with its keys masked, purchases, servers and builds', async () => {
    const { user } = await account(harness, 'user', { bio: '<script>alert(1)</script>' });
    const issued = await issueLicenseKey(harness.database.db, harness.secrets, {
      userId: user.id,
      plan: 'free',
      purchaseId: null,
    });
    const [session] = await harness.database.db
      .insert(schema.serverSetupSessions)
      .values({ userId: user.id, serverId: '4242', status: 'completed' })
      .returning();
    await harness.database.db.insert(schema.serverRegistrations).values({
      userId: user.id,
      serverId: '4242',
      serverName: 'Mia’s den',
      plan: 'free',
      licenseKeyId: issued.id,
    });
    await harness.database.db.insert(schema.serverCreationResults).values({
      sessionId: session?.id ?? '',
      userId: user.id,
      serverId: '4242',
      serverName: 'Mia’s den',
    });

    const detail = await call(harness, 'GET', `/api/admin/users/${user.id}`, admin.token);
    expect(detail.status).toBe(200);
    expect(detail.body.user).toMatchObject({
      id: user.id,
      bio: '<script>alert(1)</script>',
      activeSessions: 1,
      role: 'user',
    });
    expect(detail.body.keys).toEqual([
      expect.objectContaining({
        id: issued.id,
        maskedKey: maskLicenseKey(issued.last4),
      }),
    ]);
    expect(JSON.stringify(detail.body)).not.toContain(issued.key);
    expect(detail.body.servers).toEqual([
      expect.objectContaining({ serverId: '4242', serverName: 'Mia’s den' }),
    ]);
    expect(detail.body.builds).toEqual([
      expect.objectContaining({ serverId: '4242', status: 'success' }),
    ]);
    expect(detail.body.purchases).toEqual([]);
  });

  it('signs an account out everywhere: its next request is 401, audited, role untouched', async () => {
    const target = await account(harness, 'user');
    expect((await call(harness, 'GET', '/api/licenses', target.token)).status).toBe(200);
    const revoked = await call(
      harness,
      'POST',
      `/api/admin/users/${target.user.id}/revoke-sessions`,
      admin.token,
      {
        reason: 'Reported a stolen laptop',
      },
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ revoked: 1 });
    expect((await call(harness, 'GET', '/api/licenses', target.token)).status).toBe(401);
    const audit = await auditOf(harness.database, target.user.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'revoke_sessions',
        targetType: 'user',
        reason: 'Reported a stolen laptop',
        details: { revoked: 1 },
      }),
    ]);
    const detail = await call(harness, 'GET', `/api/admin/users/${target.user.id}`, admin.token);
    expect(detail.body.user).toMatchObject({ role: 'user', activeSessions: 0 });
  });
});
