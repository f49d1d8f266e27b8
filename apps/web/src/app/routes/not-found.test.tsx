import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

describe('unknown paths', ROUTE_TEST, () => {
  it('render the 404 page inside the layout, saying it once, titled and linking home', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig() });
    renderWithRouter(routes, { initialEntries: ['/no/such/page'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main').textContent?.match(/404/g)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found · Guildsmith'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
