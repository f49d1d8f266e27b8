import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

function signedInAs(role: 'user' | 'admin') {
  saveToken('a.b.c', true);
  stubFetch({
    '/api/auth/user': fixtures.user({ role }),
    '/api/config/public': fixtures.publicConfig(),
  });
}

const pathOf = (router: ReturnType<typeof renderWithRouter>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('sign-in pages for someone already signed in', ROUTE_TEST, () => {
  it('shows /login to a signed-out visitor', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig() });
    renderWithRouter(routes, { initialEntries: ['/login'] });
    expect(
      await screen.findByRole('button', { name: 'Continue with Discord' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('sends a signed-in user from /login to the dashboard', async () => {
    signedInAs('user');
    const { router } = renderWithRouter(routes, { initialEntries: ['/login'] });
    await waitFor(() => expect(pathOf(router)).toBe('/dashboard'), { timeout: 5000 });
  });

  it('sends a signed-in user from /login to where they were going', async () => {
    signedInAs('user');
    const { router } = renderWithRouter(routes, {
      initialEntries: [`/login?returnTo=${encodeURIComponent('/checkout?plan=premium')}`],
    });
    await waitFor(() => expect(pathOf(router)).toBe('/checkout?plan=premium'), { timeout: 5000 });
  });

  it('sends a signed-in admin from /login and /admin-portal to the admin dashboard', async () => {
    signedInAs('admin');
    const login = renderWithRouter(routes, { initialEntries: ['/login'] });
    await waitFor(() => expect(pathOf(login.router)).toBe('/admin-dashboard'), { timeout: 5000 });
    login.unmount();
    const portal = renderWithRouter(routes, { initialEntries: ['/admin-portal'] });
    await waitFor(() => expect(pathOf(portal.router)).toBe('/admin-dashboard'), {
      timeout: 5000,
    });
  });

  it('leaves /admin-portal to a signed-in user who is not an admin', async () => {
    signedInAs('user');
    renderWithRouter(routes, { initialEntries: ['/admin-portal'] });
    expect(
      await screen.findByRole('heading', { name: 'Admin Portal' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
