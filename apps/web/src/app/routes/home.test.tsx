import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

describe('home', () => {
  it('has the hero heading and the features, pricing and about sections', async () => {
    stubFetch({ '/api/config/public': { demoMode: false } });
    renderWithRouter(routes);

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your whole Discord server, built with one command',
      }),
    ).toBeInTheDocument();
    for (const [id, name] of [
      ['features', 'Everything a new server needs'],
      ['pricing', 'Simple, one-time pricing'],
      ['about', 'About Guildsmith'],
    ]) {
      expect(screen.getByRole('region', { name })).toHaveAttribute('id', id);
    }
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
});
