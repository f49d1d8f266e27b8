import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtures } from '@/test/fixtures.ts';
import { ROUTE_TEST, renderWithRouter, stubFetch } from '@/test/render.tsx';
import { routes } from '../router.tsx';

describe.each([
  ['/privacy', 'Privacy Policy', 'What we collect', 11],
  ['/terms', 'Terms of Service', 'License keys', 11],
])('%s', ROUTE_TEST, (path, title, section, count) => {
  it('is a real page with its sections, a table of contents and a title', async () => {
    stubFetch({ '/api/config/public': fixtures.publicConfig({ communityInviteUrl: null }) });
    renderWithRouter(routes, { initialEntries: [path] });

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: /)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(count);
    const link = within(contents).getByRole('link', { name: section });
    const target = document.querySelector(link.getAttribute('href') ?? '');
    expect(target).toHaveAccessibleName(new RegExp(section));
    // The title is set in an effect, which may run after the page's commit.
    await waitFor(() => expect(document.title).toBe(`${title} · Guildsmith`));
  });
});
