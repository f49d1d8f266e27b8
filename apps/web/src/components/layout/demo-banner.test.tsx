import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { DemoBanner } from './demo-banner.tsx';

describe('DemoBanner', () => {
  it('tells visitors that demo mode simulates payments, Discord and e-mail', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig({ demoMode: true }) });
    renderWithRouter(<DemoBanner />);
    const banner = await screen.findByRole('complementary', { name: 'Demo mode' });
    expect(banner).toHaveTextContent(
      'Demo mode: payments, Discord and e-mail are simulated locally.',
    );
    expect(screen.getByRole('link', { name: 'Open the test mailbox' })).toHaveAttribute(
      'href',
      '/sandbox/mail',
    );
  });

  it('stays hidden outside demo mode', async () => {
    const fetchMock = stubFetch({
      '/api/config/public': fixtures.publicConfig({ demoMode: false }),
    });
    renderWithRouter(<DemoBanner />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
