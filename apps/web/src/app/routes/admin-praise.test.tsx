import { adminPraiseResponse } from '@guildsmith/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAdminApi } from '@/test/admin-api-stub.ts';
import { answer } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const praise = (approvedAt: string | null) =>
  answer(adminPraiseResponse, {
    praise: [
      {
        id: 'f1',
        name: 'Ava',
        message: 'Built my server in two minutes.',
        createdAt: '2026-11-20T10:00:00.000Z',
        approvedAt,
        approvable: true,
      },
      {
        id: 'f2',
        name: 'Anonymous',
        message: 'Great bot!',
        createdAt: '2026-11-19T10:00:00.000Z',
        approvedAt: null,
        approvable: false,
      },
    ],
  })();

describe('/admin/praise', ROUTE_TEST, () => {
  it('approves praise for the landing page and withdraws it; anonymous praise cannot be', async () => {
    const { requests } = stubAdminApi({
      '/api/admin/praise': praise(null),
      'POST /api/admin/praise/f1/approve': praise('2026-11-21T10:00:00.000Z'),
      'POST /api/admin/praise/f1/withdraw': praise(null),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/praise'] });
    const table = await screen.findByRole(
      'table',
      { name: 'Praise, newest first' },
      { timeout: 15_000 },
    );
    const anonymousRow = within(table).getByText('Great bot!').closest('tr') as HTMLElement;
    expect(within(anonymousRow).queryByRole('button')).toBeNull();
    expect(within(anonymousRow).getByText('Anonymous: cannot be quoted')).toBeVisible();

    await user.click(
      within(table).getByRole('button', { name: 'Approve praise from Ava for the landing page' }),
    );
    const withdraw = await within(table).findByRole('button', {
      name: 'Withdraw praise from Ava from the landing page',
    });
    expect(within(table).getByText('Quoted')).toBeVisible();
    await user.click(withdraw);
    await within(table).findByRole('button', { name: /^Approve praise from Ava/ });
    expect(
      requests.filter((request) => request.method === 'POST').map((request) => request.url),
    ).toEqual(['/api/admin/praise/f1/approve', '/api/admin/praise/f1/withdraw']);
  });
});
