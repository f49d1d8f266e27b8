import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('links only to targets that exist', () => {
    renderWithRouter(<SiteFooter communityInviteUrl={null} />);
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

  it('links the community server and support there when the deployment has an invite', () => {
    renderWithRouter(<SiteFooter communityInviteUrl="https://discord.gg/guildsmith" />);
    for (const name of [/Community server/, /Support/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', 'https://discord.gg/guildsmith');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
