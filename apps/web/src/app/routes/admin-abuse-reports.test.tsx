import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, stubAdminApi } from '@/test/admin-api-stub.ts';
import { adminOpsFixtures } from '@/test/admin-operations-fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const { abuseReport, abuseReports, abuseReportDetail, botUsage } = adminOpsFixtures;

describe('/admin/abuse-reports', ROUTE_TEST, () => {
  it('lists reports with type, severity, status and date, and filters by status', async () => {
    const { requests } = stubAdminApi({
      '/api/admin/abuse-reports?page=1': abuseReports({
        reports: [abuseReport(), abuseReport({ id: 'r2', abuseType: 'spam', severity: 'low' })],
        total: 2,
      }),
      '/api/admin/abuse-reports?status=dismissed&page=1': abuseReports(),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/abuse-reports'] });

    const list = await screen.findByRole(
      'table',
      { name: 'Abuse reports, newest first' },
      { timeout: 15_000 },
    );
    const first = within(list).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'activation_failures' })).toHaveAttribute(
      'href',
      '/admin/abuse-reports/r1',
    );
    expect(within(first).getByText('High')).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Dismissed');
    expect(await screen.findByText('No report matches these filters.')).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/api/admin/abuse-reports?status=dismissed&page=1');
  });
});

describe('/admin/abuse-reports/:reportId', ROUTE_TEST, () => {
  const DETAIL = '/api/admin/abuse-reports/r1';

  async function openReport() {
    renderWithRouter(routes, { initialEntries: ['/admin/abuse-reports/r1'] });
    return screen.findByRole('region', { name: 'Details' }, { timeout: 15_000 });
  }

  it('shows the report and the usage rows behind it, as text', async () => {
    stubAdminApi({
      [DETAIL]: abuseReportDetail({
        report: abuseReport({ description: '<b>ten keys</b>' }),
        usage: [botUsage(), botUsage({ id: 'l2', command: 'activate', errorMessage: null })],
      }),
    });
    const details = await openReport();
    expect(within(details).getByText('<b>ten keys</b>')).toBeInTheDocument();
    expect(details.querySelector('b')).toBeNull();
    const usage = screen.getByRole('table', { name: 'Bot usage behind this report' });
    expect(within(usage).getAllByRole('row')).toHaveLength(3);
    expect(within(usage).getByText('Unknown key')).toBeInTheDocument();
  });

  it('closes the report with an outcome and a required action taken', async () => {
    let report = abuseReport();
    const { requests } = stubAdminApi({
      [DETAIL]: () => abuseReportDetail({ report }),
      'POST /api/admin/abuse-reports/r1/resolve': ({ body }) => {
        const { status, actionTaken } = body as { status: 'dismissed'; actionTaken: string };
        report = abuseReport({ status, actionTaken, resolvedAt: new Date().toISOString() });
        return report;
      },
    });
    const user = userEvent.setup();
    await openReport();
    const form = screen.getByRole('region', { name: 'Close this report' });

    await user.click(within(form).getByRole('button', { name: 'Resolve' }));
    expect(within(form).getByText('Say what was done about this report.')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: 'Dismissed' }));
    await user.type(within(form).getByLabelText('Action taken'), 'Owner mistyped their key');
    await user.click(within(form).getByRole('button', { name: 'Resolve' }));

    expect(await screen.findByText('Report closed')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')[0]?.body).toEqual({
      status: 'dismissed',
      actionTaken: 'Owner mistyped their key',
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Close this report' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Owner mistyped their key')).toBeInTheDocument();
  });

  it('lifts the activation pause with a reason, and shows a refusal in the dialog', async () => {
    let lifts = 0;
    const { requests } = stubAdminApi({
      [DETAIL]: abuseReportDetail(),
      'POST /api/admin/abuse-reports/r1/lift-pause': () =>
        ++lifts === 1
          ? apiError(429, 'RATE_LIMITED', 'Too many admin actions; wait a minute.')
          : Response.json({ overrides: [] }, { status: 201 }),
    });
    const user = userEvent.setup();
    const details = await openReport();

    await user.click(within(details).getByRole('button', { name: 'Lift activation pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the activation pause?' });
    await user.click(within(dialog).getByRole('button', { name: 'Lift pause' }));
    expect(within(dialog).getByText('Enter a reason: the audit log keeps it.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Reason'), 'Owner confirmed by ticket');
    await user.click(within(dialog).getByRole('button', { name: 'Lift pause' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many admin actions; wait a minute.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Lift pause' }));
    expect(await screen.findByText('Activation pause lifted')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { reason: 'Owner confirmed by ticket' },
      { reason: 'Owner confirmed by ticket' },
    ]);
  });

  it('offers no pause to lift when the report names no Discord user or server', async () => {
    stubAdminApi({
      [DETAIL]: abuseReportDetail({
        report: abuseReport({ discordUserId: null, serverId: null, userId: 'u1' }),
      }),
    });
    const details = await openReport();
    expect(
      within(details).queryByRole('button', { name: 'Lift activation pause' }),
    ).not.toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Open the account' })).toHaveAttribute(
      'href',
      '/admin/users/u1',
    );
  });
});
