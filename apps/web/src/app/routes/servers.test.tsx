import type { RegisteredServer } from '@guildsmith/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '@/lib/auth-storage.ts';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const built = fixtures.registeredServer({
  serverId: '1310000000000000101',
  serverName: "Ava's Workshop",
  plan: 'premium',
  usageCount: 7,
  builds: [
    fixtures.serverBuild({
      status: 'success',
      channelsCreated: 31,
      categoriesCreated: 6,
      inviteLink: 'https://discord.gg/abc123',
    }),
  ],
  canUndo: true,
});

function stubApi(servers: RegisteredServer[]) {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (init?.method === 'POST') {
        posts.push(url);
        return Response.json(fixtures.undoStarted(), { status: 202 });
      }
      if (url === '/api/config/public') {
        return Response.json(
          fixtures.publicConfig({
            botInviteUrl: 'https://discord.com/oauth2/authorize?permissions=8',
          }),
        );
      }
      if (url === '/api/auth/user') return Response.json(fixtures.user());
      if (url === '/api/servers') return Response.json(fixtures.servers({ servers }));
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    }),
  );
  return posts;
}

describe('servers page', ROUTE_TEST, () => {
  it('lists registrations with their builds and undoes the last build after confirmation', async () => {
    saveToken('a.b.c', true);
    const posts = stubApi([built]);
    renderWithRouter(routes, { initialEntries: ['/servers'] });

    const card = await screen.findByRole('article', { name: "Ava's Workshop" }, { timeout: 5000 });
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText('7', { selector: 'dd' })).toBeInTheDocument();
    const row = within(card).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Built');
    // Counted and worded as the bot counts them: categories apart.
    expect(row).toHaveTextContent('31 channels in 6 categories');
    expect(within(card).getByRole('link', { name: 'discord.gg/abc123' })).toHaveAttribute(
      'href',
      'https://discord.gg/abc123',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Undo last build' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Undo the last build in Ava's Workshop?",
    });
    expect(posts).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, undo it' }));
    expect(await screen.findByText('Undo started')).toBeInTheDocument();
    expect(posts).toEqual(['/api/servers/1310000000000000101/undo']);
  });

  it('shows the way to a first build when there are no servers', async () => {
    saveToken('a.b.c', true);
    stubApi([]);
    renderWithRouter(routes, { initialEntries: ['/manage'] });
    expect(
      await screen.findByText(
        'No servers yet. Your first build is three steps away:',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite Bot' })).toHaveAttribute(
      'href',
      expect.stringContaining('permissions=8'),
    );
  });
});
