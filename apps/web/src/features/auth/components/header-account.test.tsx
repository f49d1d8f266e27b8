import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { HeaderAccount, MobileAccount } from './header-account.tsx';

describe('the header account corner', () => {
  it('offers Login to a signed-out visitor, in the bar and in the small-screen menu', () => {
    renderWithRouter(
      <>
        <HeaderAccount />
        <MobileAccount onNavigate={() => {}} />
      </>,
    );
    const links = screen.getAllByRole('link', { name: 'Login' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/login', '/login']);
  });

  it('shows who is signed in in the menu, and signing out closes it', async () => {
    saveToken('a.b.c', true);
    stubFetch({ '/api/auth/user': fixtures.user({ firstName: 'Ava', email: 'ava@example.com' }) });
    const onNavigate = vi.fn();
    renderWithRouter(<MobileAccount onNavigate={onNavigate} />);

    expect(await screen.findByText('Ava')).toBeInTheDocument();
    expect(screen.getByText('ava@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/profile#account',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
