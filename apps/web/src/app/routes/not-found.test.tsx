import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

describe('unknown paths', ROUTE_TEST, () => {
  it('render the 404 page inside the layout, titled and linking home', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig() });
    renderWithRouter(routes, { initialEntries: ['/no/such/page'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 Page Not Found'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
