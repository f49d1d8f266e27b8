import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '@/i18n/index.ts';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter, stubFetch } from '@/test/render.tsx';
import { ActivityCard } from './activity-card.tsx';

const activity = fixtures.dashboard().activity;

describe('ActivityCard', () => {
  beforeAll(() => loadPageMessages());

  it('walks a user who never built through the three first steps', async () => {
    stubFetch({ '/api/dashboard': fixtures.dashboard() });
    renderWithRouter(<ActivityCard />);
    expect(
      await screen.findByText('Nothing built yet. Your first server is three steps away:'),
    ).toBeInTheDocument();
    expect(screen.getByText('Get a license key (the free plan includes one).')).toBeInTheDocument();
  });

  it('tells a user whose last build was undone that /setup rebuilds it, not to get a key', async () => {
    stubFetch({
      '/api/dashboard': fixtures.dashboard({
        activity: {
          ...activity,
          lastActivityAt: '2026-11-06T11:00:00.000Z',
          lastBuild: {
            serverId: '1310000000000000101',
            serverName: "Ava's Workshop",
            builtAt: '2026-11-06T10:00:00.000Z',
            undoneAt: '2026-11-06T11:00:00.000Z',
          },
        },
      }),
    });
    renderWithRouter(<ActivityCard />);
    const notice = await screen.findByText(/The build in Ava's Workshop was undone on/);
    expect(notice).toHaveTextContent('Nov 6, 2026');
    expect(
      screen.getByText(
        'Your key still registers that server: type /setup there and the bot builds it again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Nothing built yet/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Get a license key/)).not.toBeInTheDocument();
  });
});
