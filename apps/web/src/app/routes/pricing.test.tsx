import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const counts = fixtures.styleCount({
  total: 130,
  byPlan: { free: 1, starter: 50, premium: 88, ultimate: 105, lifetime: 130 },
});

describe('pricing', ROUTE_TEST, () => {
  it('shows five plans with counts from the API and sign-in buttons when signed out', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig(), '/api/styles/count': counts });
    renderWithRouter(routes, { initialEntries: ['/plans'] });

    const plans = await screen.findByRole('region', { name: 'Plans' }, { timeout: 5000 });
    expect(within(plans).getAllByRole('article')).toHaveLength(5);
    const premium = within(plans).getByRole('article', { name: 'Premium' });
    expect(await within(premium).findByText('88 templates')).toBeInTheDocument();
    expect(within(premium).getByText('Most Popular')).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: /Sign in to choose/ })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('gives the Lifetime card its full name, deal label, time limit and savings claim', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig(), '/api/styles/count': counts });
    renderWithRouter(routes, { initialEntries: ['/pricing'] });

    const plans = await screen.findByRole('region', { name: 'Plans' }, { timeout: 5000 });
    const lifetime = within(plans).getByRole('article', { name: 'Shining Lifetime' });
    expect(within(lifetime).getByRole('heading', { name: 'Shining Lifetime' })).toBeInTheDocument();
    expect(within(lifetime).getByText('Lifetime Deal')).toBeInTheDocument();
    expect(within(lifetime).getByText('Limited Time')).toBeInTheDocument();
    expect(within(lifetime).getByText('Save over $200 versus Ultimate')).toBeInTheDocument();
    expect(within(lifetime).getByText('$59.99')).toBeInTheDocument();
    const ultimate = within(plans).getByRole('article', { name: 'Ultimate' });
    expect(within(ultimate).queryByText(/Save over|Lifetime Deal/)).not.toBeInTheDocument();
  });

  it('disables the current plan and leads every other plan to checkout', async () => {
    saveToken('a.b.c', true);
    stubFetch({
      '/api/config/public': fixtures.publicConfig(),
      '/api/styles/count': counts,
      '/api/auth/user': fixtures.user({ plan: 'premium' }),
    });
    renderWithRouter(routes, { initialEntries: ['/pricing'] });

    const plans = await screen.findByRole('region', { name: 'Plans' }, { timeout: 5000 });
    const premium = within(plans).getByRole('article', { name: 'Premium' });
    expect(await within(premium).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(
      within(plans).getByRole('link', { name: 'Upgrade to Shining Lifetime' }),
    ).toHaveAttribute('href', '/checkout?plan=lifetime');
    expect(within(plans).getByRole('link', { name: 'Choose Starter' })).toHaveAttribute(
      'href',
      '/checkout?plan=starter',
    );
    expect(screen.getByText('Your plan:')).toBeInTheDocument();
  });
});
