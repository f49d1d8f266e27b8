import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { account, call } from './test-support.ts';

let harness: TestApp;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  harness = await createTestApp();
  userToken = (await account(harness, 'user')).token;
  adminToken = (await account(harness, 'admin')).token;
});
afterAll(async () => harness.close());

const id = randomUUID();
const ROUTES: ['GET' | 'POST', string, object?][] = [
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/purchases'],
  ['GET', `/api/admin/purchases/${id}`],
  ['POST', `/api/admin/purchases/${id}/refund`, { reason: 'Asked within the guarantee' }],
  ['POST', `/api/admin/purchases/${id}/resend-key`],
  ['GET', '/api/admin/abuse-reports'],
  ['GET', `/api/admin/abuse-reports/${id}`],
  [
    'POST',
    `/api/admin/abuse-reports/${id}/resolve`,
    { status: 'dismissed', actionTaken: 'False alarm' },
  ],
  ['POST', `/api/admin/abuse-reports/${id}/lift-pause`, { reason: 'Confirmed typo' }],
  ['GET', '/api/admin/users'],
  ['GET', `/api/admin/users/${id}`],
  ['POST', `/api/admin/users/${id}/revoke-sessions`, { reason: 'Lost laptop' }],
];

describe('admin operations access', () => {
  it('refuses every route signed out (401) and to a signed-in user (403)', async () => {
    for (const [method, url, body] of ROUTES) {
      const anonymous = await call(harness, method, url, undefined, body);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const user = await call(harness, method, url, userToken, body);
      expect(user.status, `${method} ${url}`).toBe(403);
      expect(user.body.error.code).toBe('ADMIN_ONLY');
    }
  });

  it('answers an unknown id with 404 and a malformed one with 400, never a 500', async () => {
    for (const [method, url, body] of ROUTES) {
      if (!url.includes(id)) continue;
      const missing = await call(harness, method, url, adminToken, body);
      expect(missing.status, `${method} ${url}`).toBe(404);
      const malformed = await call(
        harness,
        method,
        url.replace(id, 'not-a-uuid'),
        adminToken,
        body,
      );
      expect(malformed.status, `${method} ${url}`).toBe(400);
      expect(malformed.body.error.code).toBeTypeOf('string');
    }
  });

  it('requires a reason of 1 to 500 characters, with a clear message', async () => {
    const url = `/api/admin/users/${id}/revoke-sessions`;
    for (const body of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(501) },
      { reason: 'a\u0000b' },
    ]) {
      const refused = await call(harness, 'POST', url, adminToken, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toMatch(/reason|Text must not contain NUL/i);
    }
    const badOutcome = await call(
      harness,
      'POST',
      `/api/admin/abuse-reports/${id}/resolve`,
      adminToken,
      {
        status: 'pending',
        actionTaken: 'x',
      },
    );
    expect(badOutcome.status).toBe(400);
  });

  it('refuses a bad filter or page with 400', async () => {
    for (const url of [
      '/api/admin/purchases?status=lost',
      '/api/admin/purchases?page=0',
      '/api/admin/abuse-reports?severity=extreme',
      '/api/admin/audit-log?action=delete_everything',
      '/api/admin/users?pageSize=1000',
    ]) {
      expect((await call(harness, 'GET', url, adminToken)).status, url).toBe(400);
    }
  });

  it('documents every route in /api/docs', async () => {
    const docs = await call(harness, 'GET', '/api/docs/json');
    const paths = Object.keys(docs.body.paths);
    for (const [, url] of ROUTES) {
      expect(paths).toContain(url.replace(id, '{id}'));
    }
  });
});
