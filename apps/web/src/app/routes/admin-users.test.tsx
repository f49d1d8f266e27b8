import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAdminApi } from '@/test/admin-api-stub.ts';
import { adminOpsFixtures } from '@/test/admin-operations-fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const { users, userSummary, userDetail } = adminOpsFixtures;

describe('/admin/users', ROUTE_TEST, () => {
  it('lists accounts, searches them and opens one', async () => {
    stubAdminApi({
      '/api/admin/users?page=1': users({
        users: [userSummary(), userSummary({ id: 'u2', username: 'legacy_lars', email: null })],
        total: 2,
      }),
      '/api/admin/users?query=lars&page=1': users({
        users: [userSummary({ id: 'u2', username: 'legacy_lars', email: null, lastLoginAt: null })],
        total: 1,
      }),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/users'] });

    const list = await screen.findByRole(
      'table',
      { name: 'Accounts, newest first' },
      { timeout: 15_000 },
    );
    expect(within(list).getByRole('link', { name: 'ava.codes' })).toHaveAttribute(
      'href',
      '/admin/users/u1',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'lars');
    // Typing alone searches once it pauses.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'ava.codes' })).not.toBeInTheDocument(),
    );
    const row = screen.getByRole('link', { name: 'legacy_lars' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Never')).toBeInTheDocument();
  });
});

describe('/admin/users/:userId', ROUTE_TEST, () => {
  it('shows purchases, masked keys, servers and builds, and revokes every session after a confirmation', async () => {
    const { requests } = stubAdminApi({
      '/api/admin/users/u1': userDetail({
        purchases: [adminOpsFixtures.purchaseSummary()],
        keys: [adminOpsFixtures.licenseKey({ status: 'activated', serverId: '42' })],
        servers: [adminOpsFixtures.registration()],
        builds: [adminOpsFixtures.build()],
      }),
      'POST /api/admin/users/u1/revoke-sessions': adminOpsFixtures.revokeSessions(),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/users/u1'] });

    const account = await screen.findByRole('region', { name: 'Account' }, { timeout: 15_000 });
    expect(within(account).getByText('2')).toBeInTheDocument();
    const purchases = screen.getByRole('region', { name: 'Purchases' });
    expect(within(purchases).getByRole('link')).toHaveAttribute('href', '/admin/purchases/p1');
    const keys = screen.getByRole('region', { name: 'License keys' });
    expect(within(keys).getByText('TPL-•••••-•••••-•••••-AB12')).toBeInTheDocument();
    expect(within(keys).getByText('Activated')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Builds' })).getByText('Built'),
    ).toBeInTheDocument();

    await user.click(within(account).getByRole('button', { name: 'Revoke all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign ava.codes out everywhere?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Account shared publicly');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke sessions' }));

    expect(await screen.findByText('Sessions revoked')).toBeInTheDocument();
    expect(screen.getByText('2 sessions ended.')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/users/u1/revoke-sessions',
        body: { reason: 'Account shared publicly' },
      },
    ]);
  });
});
