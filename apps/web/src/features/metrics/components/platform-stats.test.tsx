import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import {
  METRICS_REFETCH_MS,
  METRICS_STALE_MS,
  platformMetricsQueryOptions,
} from '../api/get-platform-metrics.ts';
import { PlatformStats } from './platform-stats.tsx';

const metrics = fixtures.platformMetrics({
  activeUsers: 1234,
  serversCreated: 87,
  templatesAvailable: 130,
  feedbackCount: 12,
  monthlyGrowth: 12.5,
});

describe('PlatformStats', () => {
  it('shows four placeholders while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithRouter(<PlatformStats />);
    const loading = screen.getByRole('list', { name: 'Loading statistics' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the four live figures', async () => {
    stubFetch({ '/api/metrics': metrics });
    renderWithRouter(<PlatformStats />);
    expect(await screen.findByText('Active users (30 days)')).toBeInTheDocument();
    // jsdom has no IntersectionObserver, so the counters settle without waiting to be seen.
    expect(await screen.findByText('1,234', { selector: '.sr-only' })).toBeInTheDocument();
    expect(screen.getByText('87', { selector: '.sr-only' })).toBeInTheDocument();
    expect(screen.getByText('130', { selector: '.sr-only' })).toBeInTheDocument();
    expect(screen.getByText('+12.5%', { selector: '.sr-only' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading statistics' })).not.toBeInTheDocument();
  });

  it('renders nothing at all when the figures cannot be loaded', async () => {
    const fetchMock = stubFetch({});
    const { container } = renderWithRouter(<PlatformStats />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(screen.queryByRole('heading', { name: 'Platform statistics' })).not.toBeInTheDocument();
  });

  it('refetches every 30 s and treats an answer as fresh for 25 s', () => {
    const options = platformMetricsQueryOptions();
    expect(options.refetchInterval).toBe(30_000);
    expect(options.staleTime).toBe(25_000);
    expect([METRICS_REFETCH_MS, METRICS_STALE_MS]).toEqual([30_000, 25_000]);
  });
});
