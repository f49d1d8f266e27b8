import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const admin = fixtures.user({ username: 'root.admin', role: 'admin' });

/** The admin-login API of an admin with an authenticator app whose right code is 654321. */
function stubAdminLogin() {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url !== '/api/auth/admin-login') {
      if (url === '/api/auth/user') return Response.json(admin);
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    const refuse = (code: string, message: string) =>
      Response.json({ error: { code, message } }, { status: 401 });
    if (body.password !== 'the password')
      return refuse('INVALID_CREDENTIALS', 'Invalid admin credentials');
    if (body.totpCode === undefined) return refuse('TOTP_REQUIRED', 'Enter the 6-digit code.');
    if (body.totpCode !== '654321') return refuse('TOTP_INVALID', 'Wrong code.');
    return Response.json(fixtures.signIn({ token: 'admin.token.jwt', user: admin }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return bodies;
}

describe.each(['/admin-portal', '/admin-login'])(
  '%s with an authenticator app',
  ROUTE_TEST,
  (path) => {
    it('asks for the code after the password, explains a wrong one, then signs in', async () => {
      const bodies = stubAdminLogin();
      const user = userEvent.setup();
      const { router } = renderWithRouter(routes, { initialEntries: [path] });

      await user.type(await screen.findByLabelText('Username'), 'root.admin');
      await user.type(screen.getByLabelText('Password'), 'the password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(
        await screen.findByRole('heading', { name: 'Two-step verification' }),
      ).toBeInTheDocument();
      const code = screen.getByLabelText('Authentication code');
      await waitFor(() => expect(code).toHaveFocus());

      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(
        await screen.findByText('Enter the 6 digits your authenticator app shows'),
      ).toBeInTheDocument();
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(bodies).toHaveLength(1);

      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'That code is wrong or was already used. Wait for the next code and try again.',
      );
      expect(code).toHaveValue('');

      await user.type(code, '654 321');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin-dashboard'));
      expect(bodies.at(-1)).toEqual({
        username: 'root.admin',
        password: 'the password',
        totpCode: '654321',
      });
      expect(sessionStorage.getItem('auth_token')).toBe('admin.token.jwt');
    });

    it('goes back to username and password', async () => {
      stubAdminLogin();
      const user = userEvent.setup();
      renderWithRouter(routes, { initialEntries: [path] });
      await user.type(await screen.findByLabelText('Username'), 'root.admin');
      await user.type(screen.getByLabelText('Password'), 'the password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await user.click(await screen.findByRole('button', { name: 'Use a different account' }));
      expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    });
  },
);
