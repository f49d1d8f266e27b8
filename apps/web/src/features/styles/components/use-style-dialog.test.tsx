import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPageMessages } from '@/i18n/index.ts';
import { fixtures } from '@/test/fixtures.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { type StyleOwnership, UseStyleDialog } from './use-style-dialog.tsx';

const card = {
  id: 'vanilla-smp',
  name: 'Vanilla SMP',
  description: 'A small whitelisted survival server.',
  category: 'minecraft' as const,
  tags: ['smp'],
  requiredPlan: 'starter' as const,
  channelCount: 20,
  roleCount: 8,
  hasVoice: true,
  hasWelcome: true,
  shape: {
    categories: ['Information', 'Server Info', 'SMP Life'],
    moreCategories: 3,
    channels: { text: 14, voice: 5, forum: 1, announcement: 1, stage: 0 },
    tags: ['smp'],
  },
};

const server = fixtures.registeredServer({ serverName: "Ava's Workshop", plan: 'premium' });
const unusedKey = fixtures.license({ maskedKey: 'TPL-•••••-•••••-•••••-AB12', plan: 'premium' });
const usedKey = fixtures.license({
  id: 'k2',
  maskedKey: 'TPL-•••••-•••••-•••••-CD34',
  status: 'activated',
  serverId: server.serverId,
});

function open(ownership: StyleOwnership | 'loading' | 'error') {
  renderWithRouter(
    <UseStyleDialog card={card} userPlan="premium" ownership={ownership} onClose={() => {}} />,
  );
  return screen.findByRole('dialog', { name: 'Vanilla SMP' });
}

describe('UseStyleDialog', () => {
  beforeAll(() => loadPageMessages());

  it('tells the owner of an active server to run /setup there, with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await open({ servers: [server], licenses: [usedKey] });
    expect(dialog).toHaveTextContent(
      "Guildsmith is already active in Ava's Workshop. Type /setup there and pick Vanilla SMP under Minecraft & SMP when the bot asks for a style.",
    );
    expect(within(dialog).getByText('/setup', { selector: 'code' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('/activate');
    expect(dialog).not.toHaveTextContent('TPL-…');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy /setup' }));
    expect(writeText).toHaveBeenCalledWith('/setup');
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
  });

  it('shows a key owner their own key, masked, and where the full key is, never a placeholder', async () => {
    const dialog = await open({ servers: [], licenses: [unusedKey, usedKey] });
    expect(
      within(dialog).getByText('/activate key:TPL-•••••-•••••-•••••-AB12 style:vanilla-smp'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('it is in your license e-mail');
    expect(dialog).not.toHaveTextContent('TPL-…');
    expect(dialog).not.toHaveTextContent('CD34');
  });

  it('offers a key when every key is in use elsewhere and no server of theirs can build it', async () => {
    const starterServer = fixtures.registeredServer({ plan: 'free' });
    const dialog = await open({ servers: [starterServer], licenses: [usedKey] });
    expect(dialog).toHaveTextContent('You have no unused key for this style.');
    expect(within(dialog).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(dialog).not.toHaveTextContent('/activate');
    expect(dialog).not.toHaveTextContent('/setup');
  });

  it('says so when the servers and keys cannot be loaded', async () => {
    const dialog = await open('error');
    expect(dialog).toHaveTextContent('Your servers and keys could not be loaded.');
  });
});
