import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { SiteHeader } from './site-header.tsx';

/** The layout fills the account corner; a plain Login link stands in for it here. */
function header() {
  return (
    <SiteHeader
      account={<Link to="/login">Login</Link>}
      mobileAccount={(closeMenu) => (
        <Link to="/login" onClick={closeMenu}>
          Login
        </Link>
      )}
    />
  );
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('SiteHeader', () => {
  it('shows the logo, the section links, Security, language, theme and the account corner', () => {
    renderWithRouter(header());
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Guildsmith' })).toHaveAttribute('href', '/');
    for (const [name, hash] of [
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['About', '#about'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `/${hash}`);
    }
    expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/permissions',
    );
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('scrolls to the section on the home page instead of navigating', async () => {
    const user = userEvent.setup();
    const section = document.createElement('section');
    section.id = 'pricing';
    section.tabIndex = -1;
    document.body.append(section);
    const scroll = vi.spyOn(section, 'scrollIntoView');
    const { router } = renderWithRouter(header());

    await user.click(within(mainNav()).getByRole('link', { name: 'Pricing' }));

    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(section).toHaveFocus();
    expect(router.state.location.hash).toBe('');
    section.remove();
  });

  it('goes to /#section from another page', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(header(), { initialEntries: ['/permissions'] });
    await user.click(within(mainNav()).getByRole('link', { name: 'About' }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: '#about' });
  });

  it('opens and closes the small-screen menu with the same links', async () => {
    const user = userEvent.setup();
    renderWithRouter(header());
    const toggle = within(mainNav()).getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const links = within(menu as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Features',
      'Pricing',
      'About',
      'Security',
      'Login',
    ]);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Security' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(menu as HTMLElement).getByRole('link', { name: 'Login' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a signed-in account its product pages, marking the current one, in the bar and the menu', async () => {
    const user = userEvent.setup();
    saveToken('a.b.c', true);
    stubFetch({ '/api/auth/user': fixtures.user() });
    renderWithRouter(header(), { initialEntries: ['/servers'] });
    const nav = mainNav();

    const barServers = await within(nav).findByRole('link', { name: 'Servers' });
    const bar = barServers.closest('ul') as HTMLElement;
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Styles', 'Dashboard', 'Servers', 'Pricing']);
    expect(within(bar).getByRole('link', { name: 'Styles' })).toHaveAttribute('href', '/styles');
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(barServers).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: 'Styles' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav).getByRole('button', { name: 'Menu' }));
    const menuServers = within(nav)
      .getAllByRole('link', { name: 'Servers' })
      .find((link) => link !== barServers) as HTMLElement;
    expect(menuServers).toBeVisible();
    expect(menuServers).toHaveAttribute('aria-current', 'page');
    const menu = menuServers.closest('ul') as HTMLElement;
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(within(nav).getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
