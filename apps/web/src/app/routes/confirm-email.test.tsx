import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveReturnTarget } from '@/lib/return-target.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

/** The confirm endpoint knows one token; records every token it was sent. */
function stubApi() {
  const tokens: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url === '/api/profile/email/confirm' && init?.method === 'POST') {
        const { token } = JSON.parse(String(init.body)) as { token: string };
        tokens.push(token);
        if (token === 'good') {
          return Response.json(fixtures.emailConfirmed({ email: 'new@example.com' }));
        }
        return Response.json(
          {
            error: {
              code: 'INVALID_TOKEN',
              message: 'This confirmation link is invalid or has expired.',
            },
          },
          { status: 400 },
        );
      }
      if (url === '/api/config/public') return Response.json(fixtures.publicConfig());
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return tokens;
}

const confirmed = () =>
  screen.findByRole('heading', { name: 'Your e-mail address is confirmed' }, { timeout: 5000 });

describe('confirm e-mail page', ROUTE_TEST, () => {
  it('confirms once and leads back to the checkout this tab was waiting in', async () => {
    saveReturnTarget('/checkout?plan=starter');
    const tokens = stubApi();
    renderWithRouter(routes, { initialEntries: ['/confirm-email?token=good'] });

    expect(
      await screen.findByText('Confirming your e-mail address…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await confirmed()).toBeInTheDocument();
    expect(screen.getByText('License keys will go to new@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout?plan=starter',
    );
    expect(tokens).toEqual(['good']);
    expect(sessionStorage.getItem('return_target')).toBeNull();
  });

  it('leads back to the checkout named by the plan parameter', async () => {
    stubApi();
    renderWithRouter(routes, { initialEntries: ['/confirm-email?token=good&plan=lifetime'] });
    await confirmed();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout?plan=lifetime',
    );
  });

  it('leads to the dashboard when no checkout is waiting', async () => {
    saveReturnTarget('/styles');
    stubApi();
    renderWithRouter(routes, { initialEntries: ['/confirm-email?token=good&plan=platinum'] });
    await confirmed();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the server message for an invalid or expired link', async () => {
    saveReturnTarget('/checkout?plan=premium');
    stubApi();
    renderWithRouter(routes, { initialEntries: ['/confirm-email?token=stale'] });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'The address could not be confirmed' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/checkout?plan=premium',
    );
    expect(sessionStorage.getItem('return_target')).toBe('/checkout?plan=premium');
  });

  it('sends nothing for a link without a token', async () => {
    const tokens = stubApi();
    renderWithRouter(routes, { initialEntries: ['/confirm-email'] });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This confirmation link is incomplete. Open the link from the e-mail again.',
    );
    expect(tokens).toEqual([]);
  });
});
