import { receiptResponse } from '@guildsmith/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { answer, fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const receipt = answer(receiptResponse, {
  purchaseId: 'p1',
  orderNumber: 'GS-1A2B3C4D',
  plan: 'premium',
  amount: 19.99,
  currency: 'USD',
  paymentMethod: 'stripe',
  paidAt: '2026-11-20T10:00:05.000Z',
  amountRefunded: 0,
  seller: { name: 'Guildsmith Ltd', address: '2 Market Street, Bristol' },
  supportEmail: 'help@guildsmith.example',
});

function open(path: string, answers: Record<string, unknown> = {}) {
  saveToken('a.b.c', true);
  stubFetch({
    '/api/auth/user': fixtures.user(),
    '/api/config/public': fixtures.publicConfig(),
    '/api/licenses': { licenses: [] },
    ...answers,
  });
  return renderWithRouter(routes, { initialEntries: [path] });
}

describe('receipts', ROUTE_TEST, () => {
  it('lists a receipt link for each paid purchase on the dashboard, none for an unpaid one', async () => {
    open('/dashboard', {
      '/api/purchases': fixtures.purchases({
        purchases: [
          fixtures.purchase(),
          fixtures.purchase({ id: 'p2', status: 'failed', completedAt: null }),
        ],
      }),
      '/api/dashboard': fixtures.dashboard(),
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Your purchases, newest first' },
      { timeout: 5000 },
    );
    const links = within(table).getAllByRole('link', { name: /^Receipt for Premium/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/dashboard/receipts/p1');
  });

  it('shows the same receipt as the e-mail and prints it', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    open('/dashboard/receipts/p1', { '/api/purchases/p1/receipt': receipt() });
    expect(
      await screen.findByRole('heading', { name: 'Receipt GS-1A2B3C4D' }, { timeout: 5000 }),
    ).toBeVisible();
    for (const text of [
      'Guildsmith Premium (one-time purchase)',
      '$19.99 USD',
      'Card or pay later, through Stripe',
      'November 20, 2026',
      'Guildsmith Ltd',
      '2 Market Street, Bristol',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(
      screen.getByText('Questions about this purchase? Write to help@guildsmith.example.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("says there is no receipt for a purchase that is not the buyer's", async () => {
    open('/dashboard/receipts/someone-else');
    expect(
      await screen.findByText('There is no receipt for this purchase.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Receipt GS-/ })).toBeNull();
  });
});
