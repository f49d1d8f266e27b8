import type { User } from '@guildsmith/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A signed-in account whose profile and address calls answer with the changed account. */
function stubAccount(start: User) {
  let account = start;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (method !== 'GET' || url === '/api/profile/export') calls.push({ method, url, body });
      if (url === '/api/auth/user') return Response.json(account);
      if (url === '/api/config/public') return Response.json(fixtures.publicConfig());
      if (url === '/api/profile/update') {
        account = fixtures.user({ ...account, ...body, firstName: body.profileName });
        return Response.json(fixtures.profile({ user: account }));
      }
      if (url === '/api/profile/export') {
        return new Response('{"account":{}}', {
          headers: {
            'content-disposition': 'attachment; filename="guildsmith-data-2026-11-27.json"',
          },
        });
      }
      if (url === '/api/profile/delete-account') return Response.json({ success: true });
      if (url === '/api/auth/logout') {
        return Response.json(
          { error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } },
          { status: 401 },
        );
      }
      if (url === '/api/profile/email') {
        // As the server does: a confirmed address stays while the new one waits for its link.
        const confirmed = account.emailVerified && account.email;
        account = confirmed
          ? fixtures.user({
              ...account,
              pendingEmail: body.email === account.email ? null : body.email,
            })
          : fixtures.user({ ...account, email: body.email, emailVerified: false });
        return Response.json(fixtures.contactEmail({ user: account }));
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return calls;
}

describe('profile page', ROUTE_TEST, () => {
  it('edits the display name', async () => {
    saveToken('a.b.c', true);
    const calls = stubAccount(fixtures.user({ profileName: 'User', firstName: 'User' }));
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    const name = await screen.findByLabelText(/Display name/, {}, { timeout: 5000 });
    expect(name).toHaveValue('User');
    await userEvent.clear(name);
    await userEvent.type(name, '  Ava Codes ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          url: '/api/profile/update',
          body: expect.objectContaining({ profileName: 'Ava Codes' }),
        }),
      ),
    );
    await userEvent.clear(name);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('changes a confirmed key address only through a link, and can keep the old one', async () => {
    saveToken('a.b.c', true);
    const calls = stubAccount(fixtures.user());
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    const section = await screen.findByRole(
      'region',
      { name: 'License key e-mail' },
      { timeout: 5000 },
    );
    expect(within(section).getByText('License keys are sent to ava@example.com.')).toBeVisible();
    expect(within(section).getByText(/keys keep going here until it is opened/)).toBeVisible();
    await userEvent.type(within(section).getByLabelText('New address'), 'ava.keys@example.com');
    await userEvent.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'ava.keys@example.com is waiting for confirmation: open the link we e-mailed to it. Until then, license keys go to ava@example.com.',
      ),
    );
    expect(within(section).getByText('License keys are sent to ava@example.com.')).toBeVisible();

    await userEvent.click(within(section).getByRole('button', { name: 'Keep ava@example.com' }));
    await waitFor(() => expect(within(section).queryByRole('status')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/profile/email')).toEqual([
      { method: 'PUT', url: '/api/profile/email', body: { email: 'ava.keys@example.com' } },
      { method: 'PUT', url: '/api/profile/email', body: { email: 'ava@example.com' } },
    ]);
  });

  it('changes an unconfirmed address through a confirmation link', async () => {
    saveToken('a.b.c', true);
    const calls = stubAccount(fixtures.user({ email: 'ava@exmaple.com', emailVerified: false }));
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    const section = await screen.findByRole(
      'region',
      { name: 'License key e-mail' },
      { timeout: 5000 },
    );
    expect(within(section).getByRole('status')).toHaveTextContent(
      'ava@exmaple.com is waiting for confirmation',
    );
    await userEvent.type(within(section).getByLabelText('Use another address'), 'ava@example.com');
    await userEvent.click(within(section).getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PUT',
        url: '/api/profile/email',
        body: { email: 'ava@example.com' },
      }),
    );
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'ava@example.com is waiting for confirmation',
      ),
    );
  });

  it('downloads the account data as a JSON file', async () => {
    saveToken('a.b.c', true);
    const calls = stubAccount(fixtures.user());
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithRouter(routes, { initialEntries: ['/profile'] });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Export my data' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls).toContainEqual({ method: 'GET', url: '/api/profile/export', body: undefined });
    expect(click.mock.contexts[0]).toMatchObject({ download: 'guildsmith-data-2026-11-27.json' });
  });

  it('deletes the account only after the username is typed, then signs out', async () => {
    saveToken('a.b.c', true);
    const calls = stubAccount(fixtures.user({ username: 'ava.codes' }));
    const { router } = renderWithRouter(routes, { initialEntries: ['/profile'] });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete my account' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account for good' });
    expect(confirm).toHaveClass('bg-danger');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Type your username/), 'ava');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Type your username/), '.codes');
    await userEvent.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/profile/delete-account',
      body: { confirmation: 'ava.codes' },
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(await screen.findByText('Your account was deleted')).toBeInTheDocument();
  });
});
