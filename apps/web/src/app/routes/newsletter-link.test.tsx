import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

function open(path: string) {
  stubFetch({ '/api/config/public': fixtures.publicConfig() });
  return renderWithRouter(routes, { initialEntries: [path] });
}

describe('newsletter link pages', ROUTE_TEST, () => {
  it('says the address is subscribed only once the link confirmed it', async () => {
    open('/newsletter/confirm?outcome=confirmed');
    expect(
      await screen.findByRole('heading', { name: 'You are subscribed' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Guildsmith' })).toHaveAttribute('href', '/');
  });

  it('explains an expired, unknown or incomplete link', async () => {
    open('/newsletter/confirm?outcome=expired');
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      screen.getByText(/Confirmation links work for 7 days\. You can sign up again/),
    ).toBeVisible();
  });

  it('reads an outcome it does not know as an incomplete link', async () => {
    open('/newsletter/confirm?outcome=<script>');
    expect(
      await screen.findByRole('heading', { name: 'This link is incomplete' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('confirms an unsubscription', async () => {
    open('/newsletter/unsubscribe?outcome=already-unsubscribed');
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/already removed from the newsletter/)).toBeVisible();
  });
});
