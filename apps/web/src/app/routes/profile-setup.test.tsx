import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { saveReturnTarget } from '@/lib/return-target.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const newcomer = fixtures.user({
  profileCompleted: false,
  profileName: null,
  globalName: 'Ava Codes',
});

/** A first-time user; completing (or skipping) the profile answers the completed user. */
function stubApi(account = newcomer) {
  const completions: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === '/api/auth/user') return Response.json(account);
      if (url === '/api/auth/complete-profile') {
        const body = JSON.parse(String(init?.body)) as { profileName: string };
        completions.push(body);
        return Response.json(
          fixtures.profile({
            user: fixtures.user({
              ...account,
              profileCompleted: true,
              profileName: body.profileName,
            }),
          }),
        );
      }
      if (url === '/api/config/public') return Response.json(fixtures.publicConfig());
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return completions;
}

const here = (router: ReturnType<typeof renderWithRouter>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('profile setup', ROUTE_TEST, () => {
  it('keeps the Discord name when skipping, goes on to the return target and consumes it', async () => {
    saveToken('a.b.c', true);
    saveReturnTarget('/checkout?plan=ultimate');
    const completions = stubApi();
    const { router } = renderWithRouter(routes, { initialEntries: ['/profile-setup'] });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Skip for now' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(here(router)).toBe('/checkout?plan=ultimate'));
    expect(completions).toEqual([{ profileName: 'Ava Codes', profilePicture: '', bio: '' }]);
    expect(sessionStorage.getItem('return_target')).toBeNull();
  });

  it('goes on to the pending return target after completing the profile', async () => {
    saveToken('a.b.c', true);
    saveReturnTarget('/dashboard');
    stubApi();
    const { router } = renderWithRouter(routes, { initialEntries: ['/profile-setup'] });

    const name = await screen.findByLabelText('Profile Name *', {}, { timeout: 5000 });
    await userEvent.clear(name);
    await userEvent.type(name, 'Ava');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile Setup' }));
    await waitFor(() => expect(here(router)).toBe('/dashboard'));
  });

  it('goes home without a pending target, and ignores a tampered one', async () => {
    saveToken('a.b.c', true);
    sessionStorage.setItem('return_target', '//evil.example');
    stubApi();
    const { router } = renderWithRouter(routes, { initialEntries: ['/profile-setup'] });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Skip for now' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(here(router)).toBe('/'));
  });

  it('falls back to the Discord username when the account has no global name', async () => {
    saveToken('a.b.c', true);
    const completions = stubApi({ ...newcomer, globalName: null });
    renderWithRouter(routes, { initialEntries: ['/profile-setup'] });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Skip for now' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(completions).toEqual([{ profileName: 'ava.codes', profilePicture: '', bio: '' }]),
    );
  });
});
