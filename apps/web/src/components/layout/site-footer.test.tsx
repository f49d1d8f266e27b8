import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('links only to targets that exist: no community server without an invite', () => {
    renderWithRouter(<SiteFooter communityInviteUrl={null} supportEmail={null} />);
    const footer = screen.getByRole('contentinfo');
    const names = within(footer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Guildsmith',
      'Features',
      'Pricing',
      'Documentation',
      'About',
      'Privacy Policy',
      'Terms of Service',
    ]);
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('About')).toBe('/#about');
    expect(href('Documentation')).toBe('/permissions');
    expect(href('Privacy Policy')).toBe('/privacy');
    expect(href('Terms of Service')).toBe('/terms');
    expect(within(footer).queryByRole('heading', { name: 'Community' })).not.toBeInTheDocument();
  });

  it('writes to the support address; the community server only when the deployment has an invite', () => {
    const { unmount } = renderWithRouter(
      <SiteFooter communityInviteUrl={null} supportEmail="help@guildsmith.example" />,
    );
    expect(screen.getByRole('link', { name: /Support/ })).toHaveAttribute(
      'href',
      'mailto:help@guildsmith.example',
    );
    expect(screen.queryByRole('link', { name: /Community server/ })).toBeNull();
    unmount();

    renderWithRouter(
      <SiteFooter
        communityInviteUrl="https://discord.gg/guildsmith"
        supportEmail="help@guildsmith.example"
      />,
    );
    const community = screen.getByRole('link', { name: /Community server/ });
    expect(community).toHaveAttribute('href', 'https://discord.gg/guildsmith');
    expect(community).toHaveAttribute('target', '_blank');
    expect(community).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Support/ })).toHaveAttribute(
      'href',
      'mailto:help@guildsmith.example',
    );
  });
});
