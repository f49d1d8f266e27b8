import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { adminFixtures, fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const admin = fixtures.user({ id: 'a1', username: 'root.admin', role: 'admin' });

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Answers the analytics for whatever range and metric are asked, and records each ask. */
function stubAnalytics({ failFirst = false } = {}) {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(urlOf(input), 'http://localhost');
    if (url.pathname === '/api/auth/user') return Response.json(admin);
    if (url.pathname === '/api/analytics/export') {
      return new Response('section,item,field,value\r\nsummary,,totalServers,87\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="analytics-30d-2026-11-20.csv"',
        },
      });
    }
    if (url.pathname !== '/api/analytics/dashboard') {
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }
    asked.push(url.search);
    if (failFirst && asked.length === 1) {
      return Response.json(
        { error: { code: 'ANALYTICS_FAILED', message: 'Failed to load analytics data' } },
        { status: 500 },
      );
    }
    const range = url.searchParams.get('range') as '7d' | '30d';
    return Response.json(
      adminFixtures.analytics({
        range,
        totalServers: range === '7d' ? 12 : 87,
        recentActivity: [
          {
            id: 'build:1',
            type: 'build',
            description: 'Built "Gaming Hub" in <b>Ava</b>',
            status: 'success',
            timestamp: '2026-11-20T09:00:00.000Z',
          },
        ],
        userGrowth: [
          { date: '2026-11-19', newUsers: 3, totalUsers: 400 },
          { date: '2026-11-20', newUsers: 5, totalUsers: 405 },
        ],
        planDistribution: [
          { plan: 'free', count: 300, percentage: 74.1 },
          { plan: 'premium', count: 105, percentage: 25.9 },
        ],
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return asked;
}

describe('/admin/analytics', ROUTE_TEST, () => {
  it('tells a user who is not an admin that analytics need admin privileges', async () => {
    saveToken('a.b.c', true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(fixtures.user())),
    );
    renderWithRouter(routes, { initialEntries: ['/admin/analytics'] });
    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('You need admin privileges to access analytics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('tells a signed-out visitor no', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithRouter(routes, { initialEntries: ['/admin/analytics'] });
    expect(
      await screen.findByRole('heading', { name: 'Access Denied' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('shows the figures and asks again when the range or metric changes', async () => {
    saveToken('a.b.c', true);
    const asked = stubAnalytics();
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/analytics'] });

    expect(await screen.findByText('87', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('96.4%')).toBeInTheDocument();
    expect(asked).toEqual(['?range=30d&metric=overview']);
    // Server text is shown as text.
    expect(screen.getByText('Built "Gaming Hub" in <b>Ava</b>')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Time range'), '7d');
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(asked).toEqual(['?range=30d&metric=overview', '?range=7d&metric=overview']);

    await user.selectOptions(screen.getByLabelText('Metric'), 'users');
    await waitFor(() => expect(asked.at(-1)).toBe('?range=7d&metric=users'));

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(asked).toHaveLength(4));
  });

  it('gives screen readers the charts as tables', async () => {
    saveToken('a.b.c', true);
    stubAnalytics();
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/analytics'] });

    await user.click(await screen.findByRole('tab', { name: 'User Growth' }, { timeout: 15_000 }));
    const growth = await screen.findByRole('table', { name: 'New and total users per day' });
    expect(within(growth).getAllByRole('row')[2]).toHaveTextContent('Nov 205405');

    await user.click(screen.getByRole('tab', { name: 'Plan Distribution' }));
    const plans = await screen.findByRole('table', { name: 'Accounts per plan' });
    expect(within(plans).getAllByRole('row')[1]).toHaveTextContent('Free30074.1%');
  });

  it('says so when the figures cannot be loaded, and loads them on retry', async () => {
    saveToken('a.b.c', true);
    stubAnalytics({ failFirst: true });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/analytics'] });

    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Analytics Error');
    expect(alert).toHaveTextContent('Failed to load analytics data');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('87')).toBeInTheDocument();
  });

  it('downloads the CSV through an authenticated request', async () => {
    saveToken('a.b.c', true);
    stubAnalytics();
    // jsdom has no Blob URLs.
    const created = vi.fn((_blob: Blob) => 'blob:analytics');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/analytics'] });

    await user.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 15_000 }));
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(screen.getByText('Saved analytics-30d-2026-11-20.csv.')).toBeInTheDocument();
    const exported = vi
      .mocked(fetch)
      .mock.calls.find(([input]) => urlOf(input).startsWith('/api/analytics/export'));
    expect(urlOf(exported?.[0] as RequestInfo)).toBe(
      '/api/analytics/export?range=30d&metric=overview',
    );
    expect(new Headers(exported?.[1]?.headers).get('authorization')).toBe('Bearer a.b.c');
    const [blob] = created.mock.calls[0] ?? [];
    expect(await blob?.text()).toContain('totalServers,87');
    expect(clicked).toHaveBeenCalledOnce();
    clicked.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
