import type { User } from '@guildsmith/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSignInIntent } from '@/lib/sign-in-intent.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

/** Discord's code is exchanged for this user; checkout can then start a payment. */
function stubApi(signedIn: User) {
  let current = signedIn;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === '/api/auth/discord/callback') {
        return Response.json(fixtures.signIn({ token: 'a.b.c', user: current }));
      }
      if (url === '/api/auth/complete-profile') {
        current = fixtures.user({ ...current, profileCompleted: true, profileName: 'User' });
        return Response.json(fixtures.profile({ user: current }));
      }
      if (url === '/api/auth/user') return Response.json(current);
      if (url === '/api/config/public') {
        return Response.json(
          fixtures.publicConfig({
            demoMode: true,
            botInviteUrl: 'http://localhost/invite',
            stripePublishableKey: 'pk_test_demo',
            stripeSandboxUrl: '/sandbox/stripe',
          }),
        );
      }
      if (url === '/api/create-payment-intent') {
        return Response.json(fixtures.paymentIntent({ amount: 39.99 }));
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
}

const here = (router: ReturnType<typeof renderWithRouter>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('Discord sign-in callback', ROUTE_TEST, () => {
  it('sends a first-time buyer through profile setup (skipped) to the plan they picked', async () => {
    saveSignInIntent({ remember: true, returnTo: '/checkout?plan=ultimate' });
    stubApi(fixtures.user({ profileCompleted: false }));
    const { router } = renderWithRouter(routes, {
      initialEntries: ['/auth/callback?code=c1&state=s1'],
    });

    await waitFor(() => expect(here(router)).toBe('/profile-setup'), { timeout: 5000 });
    expect(sessionStorage.getItem('return_target')).toBe('/checkout?plan=ultimate');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Skip for now' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(here(router)).toBe('/checkout?plan=ultimate'));
    expect(
      await screen.findByRole('button', { name: 'Pay $39.99' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('return_target')).toBeNull();
  });

  it('takes a returning buyer straight to checkout and drops a stale target', async () => {
    sessionStorage.setItem('return_target', '/dashboard');
    saveSignInIntent({ remember: true, returnTo: '/checkout?plan=ultimate' });
    stubApi(fixtures.user());
    const { router } = renderWithRouter(routes, {
      initialEntries: ['/auth/callback?code=c1&state=s1'],
    });

    await waitFor(() => expect(here(router)).toBe('/checkout?plan=ultimate'), { timeout: 5000 });
    expect(sessionStorage.getItem('return_target')).toBeNull();
  });

  it('refuses an answer outside the sign-in contract and stays signed out', async () => {
    saveSignInIntent({ remember: true, returnTo: '/dashboard' });
    // Deliberately off-contract: the token is missing.
    stubFetch({ '/api/auth/discord/callback': { success: true, user: fixtures.user() } });
    const { router } = renderWithRouter(routes, {
      initialEntries: ['/auth/callback?code=c1&state=s1'],
    });

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Invalid response from server. Please try again.',
    );
    expect(localStorage.getItem('auth_token')).toBeNull();
    await waitFor(() => expect(here(router)).toBe('/'), { timeout: 6000 });
  });

  it('keeps a signed-in browser as it was when the link was started elsewhere', async () => {
    const signedIn = fixtures.user({ username: 'ava.codes' });
    localStorage.setItem('auth_token', 'ava.token.jwt');
    localStorage.setItem('remember_device', 'true');
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === '/api/auth/discord/callback') {
        return Response.json(
          {
            error: {
              code: 'SIGN_IN_NOT_STARTED_HERE',
              message: 'This sign-in was started in another browser. Please sign in again.',
            },
          },
          { status: 403 },
        );
      }
      if (url === '/api/auth/user') return Response.json(signedIn);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderWithRouter(routes, {
      initialEntries: ['/auth/discord/callback?code=theirs&state=theirs'],
    });

    expect(
      await screen.findByRole('heading', { name: 'Authentication Failed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This sign-in was started in another browser. Please sign in again.',
    );
    // The cookie that binds sign-in to this browser must go with the request.
    const [, init] =
      fetchMock.mock.calls.find(([input]) => input === '/api/auth/discord/callback') ?? [];
    expect(init?.credentials).toBe('include');
    await waitFor(() => expect(here(router)).toBe('/'), { timeout: 6000 });
    expect(localStorage.getItem('auth_token')).toBe('ava.token.jwt');
    expect(localStorage.getItem('remember_device')).toBe('true');
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });
});
