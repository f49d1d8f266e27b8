import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAdminApi } from '@/test/admin-api-stub.ts';
import { adminOpsFixtures } from '@/test/admin-operations-fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const { auditEntry, auditLog } = adminOpsFixtures;

async function table() {
  return screen.findByRole('table', { name: 'What admins did, newest first' }, { timeout: 15_000 });
}

describe('/admin/audit-log', ROUTE_TEST, () => {
  it('lists each entry: time, admin, action label, linked target and reason', async () => {
    stubAdminApi({
      '/api/admin/audit-log?page=1': auditLog({
        entries: [
          auditEntry(),
          auditEntry({
            id: 'a2',
            action: 'lift_activation_pause',
            targetType: 'discord_user',
            targetId: '1310000000000000001',
            reason: 'False alarm',
          }),
          auditEntry({
            id: 'a3',
            action: 'resend_key',
            actorId: null,
            actorName: 'gone.admin',
            reason: null,
          }),
        ],
        total: 3,
      }),
    });
    renderWithRouter(routes, { initialEntries: ['/admin/audit-log'] });

    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Admin', 'Action', 'Target', 'Reason']);
    const [, refund, lift, resend] = within(list).getAllByRole('row') as HTMLElement[];
    expect(within(refund as HTMLElement).getByText('root.admin')).toBeInTheDocument();
    expect(within(refund as HTMLElement).getByText('Refund')).toBeInTheDocument();
    expect(within(refund as HTMLElement).getByText('Purchase')).toBeInTheDocument();
    expect(within(refund as HTMLElement).getByRole('link', { name: 'p1' })).toHaveAttribute(
      'href',
      '/admin/purchases/p1',
    );
    expect(
      within(refund as HTMLElement).getByText('Customer asked within the guarantee'),
    ).toBeInTheDocument();
    expect(within(lift as HTMLElement).getByText('Lift activation pause')).toBeInTheDocument();
    expect(within(lift as HTMLElement).getByText('Discord user')).toBeInTheDocument();
    expect(within(lift as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(resend as HTMLElement).getByText('gone.admin')).toBeInTheDocument();
    expect(within(resend as HTMLElement).getByText('—')).toBeInTheDocument();
  });

  it('filters by action and pages', async () => {
    const many = (page: number) =>
      auditLog({
        entries: [auditEntry({ id: `a${page}`, reason: `reason on page ${page}` })],
        page,
        pageSize: 1,
        total: 2,
      });
    const { requests } = stubAdminApi({
      '/api/admin/audit-log?page=1': many(1),
      '/api/admin/audit-log?page=2': many(2),
      '/api/admin/audit-log?action=revoke_sessions&page=1': auditLog(),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/audit-log'] });
    await table();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('reason on page 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Revoke sessions');
    expect(await screen.findByText('No entry for this action.')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/admin/audit-log?action=revoke_sessions&page=1');
  });

  it('says when nothing has been recorded', async () => {
    stubAdminApi({ '/api/admin/audit-log?page=1': auditLog() });
    renderWithRouter(routes, { initialEntries: ['/admin/audit-log'] });
    expect(
      await screen.findByText('No admin action has been recorded yet.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('shows reasons as text, never as markup', async () => {
    stubAdminApi({
      '/api/admin/audit-log?page=1': auditLog({
        entries: [auditEntry({ reason: '<script>alert(1)</script>' })],
        total: 1,
      }),
    });
    renderWithRouter(routes, { initialEntries: ['/admin/audit-log'] });
    const list = await table();
    expect(within(list).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(list.querySelector('script')).toBeNull();
  });
});
