import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const PAGES = [
  '/admin/purchases',
  '/admin/purchases/p1',
  '/admin/abuse-reports',
  '/admin/abuse-reports/r1',
  '/admin/users',
  '/admin/users/u1',
  '/admin/audit-log',
];

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

describe('admin operations pages for everyone but admins', ROUTE_TEST, () => {
  it.each(PAGES)('%s tells a signed-out visitor no', async (path) => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json({}, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(routes, { initialEntries: [path] });
    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(fetchMock.mock.calls.map(([input]) => urlOf(input))).not.toContainEqual(
      expect.stringMatching(/^\/api\/admin\//),
    );
  });

  it.each(PAGES)(
    '%s tells a user who is not an admin no, and asks the admin API nothing',
    async (path) => {
      saveToken('a.b.c', true);
      const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
        urlOf(input) === '/api/auth/user'
          ? Response.json(fixtures.user())
          : Response.json(
              { error: { code: 'FORBIDDEN', message: 'Admins only' } },
              { status: 403 },
            ),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderWithRouter(routes, { initialEntries: [path] });
      expect(
        await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('You need admin privileges to access this page.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
      const asked = fetchMock.mock.calls.map(([input]) => urlOf(input));
      expect(asked).toContain('/api/auth/user');
      expect(asked.filter((url) => url.startsWith('/api/admin/'))).toEqual([]);
    },
  );
});
