import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordAdminAction } from './audit-log.ts';
import { account, auditOf, call } from './test-support.ts';

let harness: TestApp;
let admin: Awaited<ReturnType<typeof account>>;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await account(harness, 'admin');
});
afterAll(async () => harness.close());

describe('the admin audit log', () => {
  it('is written in the transaction of the action: a rolled-back action leaves no entry', async () => {
    const target = crypto.randomUUID();
    await expect(
      harness.database.db.transaction(async (tx) => {
        await recordAdminAction(tx, {
          actor: admin.user,
          action: 'revoke_sessions',
          targetType: 'user',
          targetId: target,
          reason: 'test',
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect(await auditOf(harness.database, target)).toEqual([]);
  });

  it('lists entries newest first, paged, filtered by action and target', async () => {
    const target = crypto.randomUUID();
    for (const [action, reason] of [
      ['revoke_sessions', 'first'],
      ['refund', 'second'],
      ['revoke_sessions', 'third'],
    ] as const) {
      await harness.database.db.transaction((tx) =>
        recordAdminAction(tx, {
          actor: admin.user,
          action,
          targetType: 'user',
          targetId: target,
          reason,
        }),
      );
    }
    const all = await call(
      harness,
      'GET',
      `/api/admin/audit-log?targetType=user&targetId=${target}`,
      admin.token,
    );
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.entries.map((entry: { reason: string }) => entry.reason)).toEqual([
      'third',
      'second',
      'first',
    ]);
    expect(all.body.entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: admin.user.username,
    });

    const revocations = await call(
      harness,
      'GET',
      `/api/admin/audit-log?action=revoke_sessions&targetId=${target}&pageSize=1&page=2`,
      admin.token,
    );
    expect(revocations.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(revocations.body.entries.map((entry: { reason: string }) => entry.reason)).toEqual([
      'first',
    ]);
  });
});
