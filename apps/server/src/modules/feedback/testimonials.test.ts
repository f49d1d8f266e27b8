import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { account, auditOf, call } from '../admin-operations/test-support.ts';

let harness: TestApp;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

async function praise(token: string | undefined, message: string, category = 'praise') {
  const sent = await call(harness, 'POST', '/api/feedback', token, { category, message });
  expect(sent.status).toBe(202);
  return sent.body.id as string;
}

describe('testimonials', () => {
  it('quotes only praise an admin approved, by first name, until it is withdrawn', async () => {
    const admin = await account(harness, 'admin');
    const buyer = await account(harness, 'user', {
      profileName: 'Ava Lovelace',
      email: 'ava.lovelace@example.test',
    });
    const quoted = await praise(buyer.token, 'Built my server in two minutes.');
    const anonymous = await praise(undefined, 'Great bot!');
    const bug = await praise(buyer.token, 'The button is broken.', 'bug');

    expect((await call(harness, 'GET', '/api/testimonials')).body).toEqual({ testimonials: [] });

    const listed = await call(harness, 'GET', '/api/admin/praise', admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.praise).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: quoted, name: 'Ava', approvedAt: null, approvable: true }),
        expect.objectContaining({ id: anonymous, name: 'Anonymous', approvable: false }),
      ]),
    );
    expect(listed.body.praise.map((item: { id: string }) => item.id)).not.toContain(bug);

    const forbidden = await call(
      harness,
      'POST',
      `/api/admin/praise/${quoted}/approve`,
      buyer.token,
    );
    expect(forbidden.status).toBe(403);
    const refused = await call(
      harness,
      'POST',
      `/api/admin/praise/${anonymous}/approve`,
      admin.token,
    );
    expect(refused.status).toBe(409);
    expect(
      (await call(harness, 'POST', `/api/admin/praise/${bug}/approve`, admin.token)).status,
    ).toBe(404);

    const approved = await call(
      harness,
      'POST',
      `/api/admin/praise/${quoted}/approve`,
      admin.token,
    );
    expect(approved.status).toBe(200);
    const shown = await call(harness, 'GET', '/api/testimonials');
    expect(shown.body).toEqual({
      testimonials: [{ id: quoted, name: 'Ava', message: 'Built my server in two minutes.' }],
    });
    expect(JSON.stringify(shown.body)).not.toMatch(/Lovelace|example\.test|premium|free/);

    await call(harness, 'POST', `/api/admin/praise/${quoted}/withdraw`, admin.token);
    expect((await call(harness, 'GET', '/api/testimonials')).body).toEqual({ testimonials: [] });
    // Both decisions are in the admin audit log; the refused ones left nothing there.
    const audit = await auditOf(harness.database, quoted);
    expect(audit.map((entry) => [entry.action, entry.targetType, entry.actorId]).sort()).toEqual([
      ['approve_testimonial', 'feedback', admin.user.id],
      ['withdraw_testimonial', 'feedback', admin.user.id],
    ]);
    expect(await auditOf(harness.database, anonymous)).toEqual([]);
  });
});
