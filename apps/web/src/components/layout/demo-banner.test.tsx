import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('can be hidden for good, and gives back the room it kept under the page', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig({ demoMode: true }) });
    const first = renderWithRouter(<DemoBanner />);
    await screen.findByRole('complementary', { name: 'Demo mode' });
    expect(document.documentElement.style.getPropertyValue('--demo-banner-space')).toMatch(/px$/);

    await userEvent.click(screen.getByRole('button', { name: 'Hide the demo notice' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--demo-banner-space')).toBe('');
    first.unmount();

    // A new page load in the same browser remembers the choice.
    const fetchMock = stubFetch({
      '/api/config/public': fixtures.publicConfig({ demoMode: true }),
    });
    renderWithRouter(<DemoBanner />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
