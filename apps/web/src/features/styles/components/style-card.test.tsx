import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageMessages } from '@/i18n/index.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { StyleCardView } from './style-card.tsx';

const card = {
  id: 'vanilla-smp',
  name: 'Vanilla SMP',
  description: 'A small whitelisted survival server.',
  category: 'minecraft' as const,
  tags: ['smp', 'vanilla', 'whitelist'],
  requiredPlan: 'starter' as const,
  channelCount: 21,
  roleCount: 8,
  hasVoice: true,
  hasWelcome: true,
  shape: {
    categories: ['Information', 'Server Info', 'SMP Life'],
    moreCategories: 3,
    channels: { text: 15, voice: 5, forum: 1, announcement: 0, stage: 0 },
    tags: ['smp', 'vanilla', 'whitelist'],
  },
};

describe('StyleCardView', () => {
  beforeAll(() => loadPageMessages());

  it("shows the style's shape: first categories, channels by type and its own tags", async () => {
    renderWithRouter(
      <StyleCardView card={card} userPlan="premium" onPreview={() => {}} onUse={() => {}} />,
    );
    const article = await screen.findByRole('article', { name: 'Vanilla SMP' });
    expect(article).toHaveTextContent('Information · Server Info · SMP Life +3 more');
    const channels = within(article).getByRole('list', { name: 'Channels by type' });
    expect(
      within(channels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['15 text channels', '5 voice channels', '1 forum', '8 roles']);
    const tags = within(article).getByRole('list', { name: 'Tags' });
    expect(tags).toHaveTextContent('#smp#vanilla#whitelist');
    expect(article).not.toHaveTextContent('Role System');
  });
});
