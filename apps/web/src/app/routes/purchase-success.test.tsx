import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

function openAs(purchases: ReturnType<typeof fixtures.purchase>[]) {
  saveToken('a.b.c', true);
  stubFetch({
    '/api/auth/user': fixtures.user(),
    '/api/config/public': fixtures.publicConfig(),
    '/api/purchases': fixtures.purchases({ purchases }),
    '/api/licenses': { licenses: [] },
  });
  return renderWithRouter(routes, { initialEntries: ['/purchase-success?plan=lifetime'] });
}

describe('purchase success', ROUTE_TEST, () => {
  it("thanks a buyer for their own latest paid purchase, whatever the link's plan says", async () => {
    openAs([
      fixtures.purchase({ plan: 'premium' }),
      fixtures.purchase({ id: 'p0', plan: 'starter' }),
    ]);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Thank you for your purchase!' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText(/^Premium · \$19\.99 · /)).toBeVisible();
    expect(screen.queryByText(/Lifetime/)).toBeNull();
  });

  it('waits for the payment to be confirmed before thanking', async () => {
    openAs([fixtures.purchase({ status: 'pending', completedAt: null })]);
    expect(
      await screen.findByRole('heading', { name: 'Confirming your payment…' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByText('Thank you for your purchase!')).toBeNull();
  });

  it('sends an account that paid nothing home', async () => {
    const { router } = openAs([fixtures.purchase({ provider: 'free', amount: 0, plan: 'free' })]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('sends a signed-out visitor home', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig() });
    const { router } = renderWithRouter(routes, { initialEntries: ['/purchase-success'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });
});
