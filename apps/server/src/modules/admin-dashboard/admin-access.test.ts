import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Account, bearer, signedIn } from './test-support.ts';

let harness: TestApp;
let user: Account;
let admin: Account;

beforeAll(async () => {
  harness = await createTestApp();
  user = await signedIn(harness, 'plain-user', 'user');
  admin = await signedIn(harness, 'chief', 'admin');
});

afterAll(async () => {
  await harness.close();
});

const ROUTES = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/security-metrics' },
  { method: 'GET', url: '/api/admin/recent-purchases' },
  { method: 'GET', url: '/api/admin/active-users' },
  { method: 'GET', url: '/api/admin/messages' },
  { method: 'POST', url: '/api/admin/send-message', payload: { message: 'hello' } },
  { method: 'POST', url: '/api/admin/events-ticket' },
  { method: 'GET', url: '/api/admin/events' },
] as const;

describe('the admin dashboard routes', () => {
  it.each(ROUTES)('$method $url answers 401 signed out and 403 to a user', async (route) => {
    const signedOut = await harness.app.inject({ ...route });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });

    const asUser = await harness.app.inject({ ...route, headers: bearer(user) });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({
      error: { code: 'ADMIN_ONLY', message: 'You need admin privileges to access this page' },
    });
  });

  it.each(ROUTES.filter((route) => route.url !== '/api/admin/events'))(
    '$method $url answers an admin',
    async (route) => {
      const response = await harness.app.inject({ ...route, headers: bearer(admin) });
      expect(response.statusCode).toBeLessThan(300);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('documents every route in /api/docs', async () => {
    const paths = Object.keys((harness.app.swagger() as { paths: Record<string, unknown> }).paths);
    for (const route of ROUTES) expect(paths).toContain(route.url);
  });

  it('refuses a ticket that is not one, and never takes the session token as a ticket', async () => {
    for (const ticket of ['nonsense', admin.token]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/admin/events?ticket=${encodeURIComponent(ticket)}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_TICKET' } });
    }
  });
});
