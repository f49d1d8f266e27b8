import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

const answers = {
  '/api/config/public': fixtures.publicConfig({
    botInviteUrl: 'https://discord.com/oauth2/authorize?client_id=1&permissions=8',
  }),
  '/api/styles/range': fixtures.styleRange({
    channels: { min: 10, max: 71 },
    staffRoles: { min: 5, max: 8 },
  }),
};

describe.each(['/permissions', '/bot-permissions'])('%s', ROUTE_TEST, (path) => {
  it('explains the bot with the catalogue range, the commands and Administrator', async () => {
    stubFetch(answers);
    renderWithRouter(routes, { initialEntries: [path] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bot permissions and commands' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'A build creates 10 to 71 channels and 5 to 8 staff roles, depending on the style and your plan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/responds only to slash commands/)).toBeInTheDocument();
    const commands = within(screen.getByRole('region', { name: 'Slash commands' })).getAllByRole(
      'term',
    );
    expect(commands.map((term) => term.textContent?.split(' ')[0])).toEqual([
      '/activate',
      '/setup',
      '/status',
      '/undo',
      '/help',
    ]);
    expect(screen.getByRole('heading', { name: 'Why Administrator?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invite the bot/ })).toHaveAttribute(
      'href',
      answers['/api/config/public'].botInviteUrl,
    );
    // The title is set in an effect, which may run after the page's commit.
    await waitFor(() => expect(document.title).toBe('Bot permissions and commands · Guildsmith'));
  });
});

describe('while the range loads', ROUTE_TEST, () => {
  it('says what a build creates without inventing numbers', async () => {
    stubFetch({ '/api/config/public': answers['/api/config/public'] });
    renderWithRouter(routes, { initialEntries: ['/permissions'] });
    expect(
      await screen.findByText(/creates the channels and staff roles of the style you pick/),
    ).toBeInTheDocument();
  });
});
