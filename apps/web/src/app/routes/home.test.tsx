import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const answers = {
  '/api/config/public': fixtures.publicConfig({
    botInviteUrl: 'https://discord.com/oauth2/authorize?client_id=1',
    communityInviteUrl: 'https://discord.gg/guildsmith',
  }),
  '/api/styles/count': fixtures.styleCount({
    total: 130,
    byPlan: { free: 1, starter: 50, premium: 88, ultimate: 105, lifetime: 130 },
  }),
  '/api/metrics': fixtures.platformMetrics({
    activeUsers: 42,
    serversCreated: 17,
    templatesAvailable: 130,
    feedbackCount: 9,
    monthlyGrowth: 0,
  }),
  '/api/testimonials': {
    testimonials: [{ id: 'f1', name: 'Ava', message: 'Built my server in two minutes.' }],
  },
};

describe('home', ROUTE_TEST, () => {
  it('renders every part of the landing page in order', async () => {
    stubFetch(answers);
    renderWithRouter(routes);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your whole Discord server, built with one command',
      }),
    ).toBeInTheDocument();
    for (const [id, name] of [
      ['features', 'Everything a new server needs'],
      ['pricing', 'Simple, one-time pricing'],
      ['about', 'About Guildsmith'],
    ]) {
      // The sections are their own chunk; its first import in a test run can take seconds.
      expect(await screen.findByRole('region', { name }, { timeout: 10_000 })).toHaveAttribute(
        'id',
        id,
      );
    }
    await screen.findByRole('heading', { name: 'Platform statistics' }, { timeout: 10_000 });
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 8)).toEqual([
      'Everything a new server needs',
      'Join the community',
      'Simple, one-time pricing',
      'About Guildsmith',
      'Loved by server owners',
      'Stay in the loop',
      'Platform statistics',
      'Product',
    ]);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('shows no testimonials until an admin approved one, and no counters below the threshold', async () => {
    stubFetch({
      ...answers,
      '/api/testimonials': { testimonials: [] },
      '/api/metrics': fixtures.platformMetrics({ countersShown: false }),
    });
    renderWithRouter(routes);
    await screen.findByRole('heading', { name: 'Stay in the loop' }, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Loved by server owners' })).toBeNull();
    expect(screen.queryByText('Servers built')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Platform statistics' })).toBeNull();
  });

  it('has the hero actions and the signed-out status box', async () => {
    stubFetch(answers);
    renderWithRouter(routes);

    const hero = (await screen.findByRole('heading', { level: 1 })).closest('section');
    if (!hero) throw new Error('hero section missing');
    expect(within(hero).getByRole('link', { name: 'View Plans & Pricing' })).toHaveAttribute(
      'href',
      '/#pricing',
    );
    expect(within(hero).getByRole('link', { name: 'View Features' })).toHaveAttribute(
      'href',
      '/#features',
    );
    expect(within(hero).getByRole('link', { name: 'View Bot Permissions' })).toHaveAttribute(
      'href',
      '/permissions',
    );
    const status = within(hero).getByRole('region', { name: 'Sign-in status' });
    expect(status).toHaveTextContent('You are not signed in');
    expect(within(status).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('prices from the catalogue, counts from the API, and a savings claim that adds up', async () => {
    stubFetch(answers);
    renderWithRouter(routes);

    const lifetime = await screen.findByRole('article', { name: 'Shining Lifetime' });
    expect(lifetime).toHaveTextContent('$59.99');
    expect(within(lifetime).getByText('Regular price $199.99').tagName).toBe('S');
    expect(within(lifetime).getByText('Lifetime Deal')).toBeInTheDocument();
    expect(within(lifetime).getByText('Limited Time')).toBeInTheDocument();
    expect(within(lifetime).getByText('Save over $200 versus Ultimate')).toBeInTheDocument();
    expect(await within(lifetime).findByText('130 templates')).toBeInTheDocument();
    expect(screen.getByText('130 styles in the gallery')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Twelve 30-day Ultimate passes cost $479.88. Lifetime costs $59.99 once and never expires: $419.89 less.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Join our Discord server/ })).toHaveAttribute(
      'href',
      'https://discord.gg/guildsmith',
    );
    expect(screen.queryByText(/15,000/)).not.toBeInTheDocument();
  });

  it('greets a signed-in user, disables their plan and links the others to checkout', async () => {
    saveToken('a.b.c', true);
    stubFetch({ ...answers, '/api/auth/user': fixtures.user({ plan: 'premium' }) });
    renderWithRouter(routes);

    expect(await screen.findByText('Signed in as Ava')).toBeInTheDocument();
    expect(screen.getByText('Your plan: Premium')).toBeInTheDocument();
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(within(premium).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const lifetime = screen.getByRole('article', { name: 'Shining Lifetime' });
    expect(
      within(lifetime).getByRole('link', { name: 'Upgrade to Shining Lifetime' }),
    ).toHaveAttribute('href', '/checkout?plan=lifetime');
  });
});
