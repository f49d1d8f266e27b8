import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubAdminApi } from '@/test/admin-api-stub.ts';
import { adminOpsFixtures } from '@/test/admin-operations-fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const { purchases, purchaseSummary } = adminOpsFixtures;

const buyer = (n: number) => ({
  id: `u${n}`,
  username: `buyer${n}`,
  email: `buyer${n}@example.com`,
});

/** A 30-purchase list: 25 on page 1, five on page 2. */
const page1 = purchases({
  purchases: Array.from({ length: 25 }, (_, index) =>
    purchaseSummary({ id: `p${index + 1}`, user: buyer(index + 1) }),
  ),
  total: 30,
});
const page2 = purchases({
  purchases: Array.from({ length: 5 }, (_, index) =>
    purchaseSummary({ id: `p${index + 26}`, user: buyer(index + 26), provider: 'paypal' }),
  ),
  page: 2,
  total: 30,
});

async function table() {
  return screen.findByRole('table', { name: 'Purchases, newest first' }, { timeout: 15_000 });
}

describe('/admin/purchases', ROUTE_TEST, () => {
  it('lists the purchases with buyer, plan, amount, status, provider and date, each linking to its page', async () => {
    stubAdminApi({ '/api/admin/purchases?page=1': page1 });
    renderWithRouter(routes, { initialEntries: ['/admin/purchases'] });

    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Buyer', 'Plan', 'Amount', 'Status', 'Provider', 'Date']);
    const first = within(list).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'buyer1' })).toHaveAttribute(
      'href',
      '/admin/purchases/p1',
    );
    expect(within(first).getByText('buyer1@example.com')).toBeInTheDocument();
    expect(within(first).getByText('Premium')).toBeInTheDocument();
    expect(within(first).getByText('$19.99')).toBeInTheDocument();
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(within(first).getByText('Card (Stripe)')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('pages with Next and Previous', async () => {
    const { requests } = stubAdminApi({
      '/api/admin/purchases?page=1': page1,
      '/api/admin/purchases?page=2': page2,
    });
    const user = userEvent.setup();
    const { router } = renderWithRouter(routes, { initialEntries: ['/admin/purchases'] });
    await table();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'buyer26' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'buyer1' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requests.map(({ url }) => url)).toContain('/api/admin/purchases?page=2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'buyer1' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('searches what the API searches, from the box labelled Search purchases', async () => {
    const { requests } = stubAdminApi({
      '/api/admin/purchases?page=1': page1,
      '/api/admin/purchases?query=ava%40example.com&page=1': purchases({
        purchases: [purchaseSummary({ id: 'p99', user: buyer(99) })],
        total: 1,
      }),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/purchases'] });
    await table();

    await user.type(
      screen.getByRole('searchbox', { name: 'Search purchases' }),
      'ava@example.com{Enter}',
    );
    expect(await screen.findByRole('link', { name: 'buyer99' })).toHaveAttribute(
      'href',
      '/admin/purchases/p99',
    );
    expect(screen.queryByText('Page 1 of 1')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requests.map(({ url }) => url)).toContain(
        '/api/admin/purchases?query=ava%40example.com&page=1',
      ),
    );
  });

  it('says when nothing matches, and when there is nothing yet', async () => {
    stubAdminApi({
      '/api/admin/purchases?page=1': purchases(),
      '/api/admin/purchases?query=nobody&page=1': purchases(),
    });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/purchases'] });
    expect(
      await screen.findByText('No purchases yet.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search purchases' }), 'nobody{Enter}');
    expect(await screen.findByText('No purchase matches “nobody”.')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the list', async () => {
    let asked = 0;
    stubAdminApi({
      '/api/admin/purchases?page=1': () =>
        ++asked === 1
          ? Response.json({ error: { code: 'INTERNAL', message: 'Broke' } }, { status: 500 })
          : page1,
    });
    const user = userEvent.setup();
    renderWithRouter(routes, { initialEntries: ['/admin/purchases'] });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'This could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('shows buyer names as text, never as markup', async () => {
    stubAdminApi({
      '/api/admin/purchases?page=1': purchases({
        purchases: [
          purchaseSummary({
            user: { id: 'u1', username: '<img src=x onerror=alert(1)>', email: null },
          }),
        ],
        total: 1,
      }),
    });
    renderWithRouter(routes, { initialEntries: ['/admin/purchases'] });
    const list = await table();
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(list.querySelector('img')).toBeNull();
  });
});
