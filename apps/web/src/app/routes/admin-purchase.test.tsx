import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, stubAdminApi } from '@/test/admin-api-stub.ts';
import { adminOpsFixtures } from '@/test/admin-operations-fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const DETAIL = '/api/admin/purchases/p1';
const REFUND = 'POST /api/admin/purchases/p1/refund';

type Detail = ReturnType<typeof adminOpsFixtures.purchaseDetail>;

/** The purchase's detail answer, paid `paidDaysAgo` days ago unless changed. */
function detail(
  purchase: Partial<Detail['purchase']> = {},
  paidDaysAgo = 2,
  blockedBy: Detail['refund']['blockedBy'] = null,
) {
  const base = adminOpsFixtures.purchaseDetail();
  return adminOpsFixtures.purchaseDetail({
    purchase: {
      ...base.purchase,
      createdAt: daysAgo(paidDaysAgo),
      completedAt: daysAgo(paidDaysAgo),
      ...purchase,
    },
    servers: [adminOpsFixtures.registration()],
    emails: [adminOpsFixtures.email()],
    refund: { blockedBy, guaranteeEndsAt: daysAgo(paidDaysAgo - 30) },
  });
}

const refunded = () =>
  detail(
    { status: 'refunded', amountRefunded: 19.99, refundedAt: new Date().toISOString() },
    2,
    'refunded',
  );

async function openPurchase() {
  renderWithRouter(routes, { initialEntries: ['/admin/purchases/p1'] });
  return screen.findByRole('region', { name: 'Payment' }, { timeout: 15_000 });
}

describe('/admin/purchases/:purchaseId', ROUTE_TEST, () => {
  it('shows the payment, the masked key, its server and the key e-mails', async () => {
    stubAdminApi({ [DETAIL]: detail() });
    const payment = await openPurchase();
    expect(within(payment).getByRole('link', { name: 'ava.codes' })).toHaveAttribute(
      'href',
      '/admin/users/u1',
    );
    expect(within(payment).getByText('Completed')).toBeInTheDocument();
    expect(within(payment).getByText('pi_1')).toBeInTheDocument();

    const keys = screen.getByRole('region', { name: 'License keys' });
    expect(within(keys).getByText('TPL-•••••-•••••-•••••-AB12')).toBeInTheDocument();
    expect(within(keys).getByText('Not used yet')).toBeInTheDocument();
    const servers = screen.getByRole('region', { name: 'Servers' });
    expect(within(servers).getByText("Ava's Workshop")).toBeInTheDocument();
    const emails = screen.getByRole('region', { name: 'E-mails' });
    expect(within(emails).getByText('Your Guildsmith license key')).toBeInTheDocument();
    expect(within(emails).getByText('Sent')).toBeInTheDocument();
  });

  it('refuses an empty reason inline, sends the typed one, says Refund issued and shows it refunded', async () => {
    let current = detail();
    const { requests } = stubAdminApi({
      [DETAIL]: () => current,
      [REFUND]: () => {
        current = refunded();
        return adminOpsFixtures.refund();
      },
    });
    const user = userEvent.setup();
    const payment = await openPurchase();

    // A refund takes money back: both of its buttons look destructive.
    expect(within(payment).getByRole('button', { name: 'Refund' })).toHaveClass('bg-danger');
    await user.click(within(payment).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this purchase?' });
    expect(within(dialog).getByRole('button', { name: 'Refund purchase' })).toHaveClass(
      'bg-danger',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Refund purchase' }));
    expect(within(dialog).getByText('Enter the reason for this refund.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.type(reason, 'Customer asked within the guarantee');
    await user.click(within(dialog).getByRole('button', { name: 'Refund purchase' }));

    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/purchases/p1/refund',
        body: { reason: 'Customer asked within the guarantee' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(payment).findByText('Refunded')).toBeInTheDocument();
    expect(
      within(payment).getByText('Already refunded: there is nothing left to refund.'),
    ).toBeInTheDocument();
    expect(within(payment).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it("shows a 409's message from the server in the dialog", async () => {
    stubAdminApi({
      [DETAIL]: detail(),
      [REFUND]: apiError(409, 'ALREADY_REFUNDED', 'This purchase was already refunded.'),
    });
    const user = userEvent.setup();
    const payment = await openPurchase();

    await user.click(within(payment).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Double charge');
    await user.click(within(dialog).getByRole('button', { name: 'Refund purchase' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This purchase was already refunded.',
    );
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Double charge');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('explains why there is no Refund outside the 30-day guarantee', async () => {
    stubAdminApi({ [DETAIL]: detail({}, 40, 'outside_guarantee') });
    const payment = await openPurchase();
    expect(
      within(payment).getByText(/^Outside the 30-day money-back guarantee: paid on /),
    ).toBeInTheDocument();
    expect(within(payment).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('resends the same key and says so', async () => {
    const { requests } = stubAdminApi({
      [DETAIL]: detail(),
      'POST /api/admin/purchases/p1/resend-key': adminOpsFixtures.resendKey(),
    });
    const user = userEvent.setup();
    const payment = await openPurchase();
    await user.click(within(payment).getByRole('button', { name: 'Resend key' }));
    expect(await screen.findByText('Key e-mail sent again')).toBeInTheDocument();
    expect(requests.filter(({ method }) => method === 'POST').map(({ url }) => url)).toEqual([
      '/api/admin/purchases/p1/resend-key',
    ]);
  });

  it('says so when the purchase does not exist', async () => {
    stubAdminApi({});
    renderWithRouter(routes, { initialEntries: ['/admin/purchases/p404'] });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'This record does not exist.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
