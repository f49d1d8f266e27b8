import { schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { activationCooldown, reviewActivationAbuse } from '../bot/abuse/abuse-guard.ts';
import { account, auditOf, call } from './test-support.ts';

let harness: TestApp;
let admin: Awaited<ReturnType<typeof account>>;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await account(harness, 'admin');
});
afterAll(async () => harness.close());

let subjects = 0;
/** A Discord member who typed five wrong keys in their server a minute ago: paused, reported. */
async function pausedSubject() {
  subjects += 1;
  const who = {
    discordUserId: `880000000000${100_000 + subjects}`,
    guildId: `990000000000${100_000 + subjects}`,
    accountId: null,
  };
  const at = new Date(Date.now() - 60_000);
  await harness.database.db.insert(schema.botUsageLogs).values([
    ...Array.from({ length: 5 }, () => ({
      discordUserId: who.discordUserId,
      serverId: who.guildId,
      command: 'activate',
      success: false,
      errorMessage: 'unknown_key',
      createdAt: at,
    })),
    // Someone else's row in another server: not part of this report.
    { discordUserId: '1', serverId: '2', command: 'activate', success: false, createdAt: at },
  ]);
  const report = await reviewActivationAbuse(harness.database.db, who);
  if (!report) throw new Error('no report filed');
  return { who, report };
}

describe('abuse reports in the admin portal', () => {
  it('lists reports newest first, filtered by status and severity, paged', async () => {
    const first = await pausedSubject();
    const second = await pausedSubject();
    const listed = await call(
      harness,
      'GET',
      '/api/admin/abuse-reports?status=pending&severity=low&pageSize=1',
      admin.token,
    );
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, pageSize: 1 });
    expect(listed.body.total).toBeGreaterThanOrEqual(2);
    expect(listed.body.reports[0].id).toBe(second.report.id);
    const next = await call(
      harness,
      'GET',
      '/api/admin/abuse-reports?status=pending&severity=low&pageSize=1&page=2',
      admin.token,
    );
    expect(next.body.reports[0].id).toBe(first.report.id);
    const none = await call(
      harness,
      'GET',
      '/api/admin/abuse-reports?severity=critical',
      admin.token,
    );
    expect(none.body.reports.map((report: { id: string }) => report.id)).not.toContain(
      first.report.id,
    );
  });

  it('shows a report with the bot usage rows behind it and nothing else', async () => {
    const { who, report } = await pausedSubject();
    const detail = await call(harness, 'GET', `/api/admin/abuse-reports/${report.id}`, admin.token);
    expect(detail.status).toBe(200);
    expect(detail.body.report).toMatchObject({ id: report.id, status: 'pending', severity: 'low' });
    expect(detail.body.usage).toHaveLength(5);
    for (const row of detail.body.usage) {
      expect(row).toMatchObject({
        discordUserId: who.discordUserId,
        serverId: who.guildId,
        success: false,
        errorMessage: 'unknown_key',
      });
    }
    expect(detail.body.overrides).toEqual([]);
  });

  it('resolves or dismisses a report once, audited with what was done', async () => {
    const { report } = await pausedSubject();
    const url = `/api/admin/abuse-reports/${report.id}/resolve`;
    const actionTaken = '<b>Warned</b> the member in DMs';
    const resolved = await call(harness, 'POST', url, admin.token, {
      status: 'resolved',
      actionTaken,
    });
    expect(resolved.status).toBe(200);
    // What an admin wrote comes back as the very text, for the page to show as text.
    expect(resolved.body).toMatchObject({ id: report.id, status: 'resolved', actionTaken });
    expect(resolved.body.resolvedAt).toBeTypeOf('string');
    const again = await call(harness, 'POST', url, admin.token, {
      status: 'dismissed',
      actionTaken: 'x',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ABUSE_REPORT_CLOSED');
    const audit = await auditOf(harness.database, report.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'resolve_abuse_report',
      targetType: 'abuse_report',
      actorId: admin.user.id,
      actorName: admin.user.username,
      reason: actionTaken,
      details: { status: 'resolved', previousStatus: 'pending' },
    });
  });

  it('lifts a pause: the member can activate at once, audited for the user and the server', async () => {
    const { who, report } = await pausedSubject();
    expect(await activationCooldown(harness.database.db, who)).not.toBeNull();
    const lifted = await call(
      harness,
      'POST',
      `/api/admin/abuse-reports/${report.id}/lift-pause`,
      admin.token,
      {
        reason: 'Buyer mistyped their real key; confirmed by e-mail',
      },
    );
    expect(lifted.status).toBe(201);
    expect(lifted.body.overrides).toEqual([
      expect.objectContaining({ discordUserId: who.discordUserId, serverId: who.guildId }),
    ]);
    expect(await activationCooldown(harness.database.db, who)).toBeNull();

    const forUser = await auditOf(harness.database, who.discordUserId);
    const forServer = await auditOf(harness.database, who.guildId);
    expect(forUser).toEqual([
      expect.objectContaining({ action: 'lift_activation_pause', targetType: 'discord_user' }),
    ]);
    expect(forServer).toEqual([
      expect.objectContaining({ action: 'lift_activation_pause', targetType: 'server' }),
    ]);
    const detail = await call(harness, 'GET', `/api/admin/abuse-reports/${report.id}`, admin.token);
    expect(detail.body.overrides).toHaveLength(1);
    const missingReason = await call(
      harness,
      'POST',
      `/api/admin/abuse-reports/${report.id}/lift-pause`,
      admin.token,
      {},
    );
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.error.message).toMatch(/reason/i);
  });
});
