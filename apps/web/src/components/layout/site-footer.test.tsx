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
    expect(names).toEqual(['Guildsmith', 'Features', 'Pricing', 'About']);
    expect(within(footer).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(within(footer).queryByRole('heading', { name: 'Community' })).not.toBeInTheDocument();
  });

  it('links the community server when the deployment has an invite', () => {
    renderWithRouter(<SiteFooter communityInviteUrl="https://discord.gg/guildsmith" />);
    const link = screen.getByRole('link', { name: /Community server/ });
    expect(link).toHaveAttribute('href', 'https://discord.gg/guildsmith');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
