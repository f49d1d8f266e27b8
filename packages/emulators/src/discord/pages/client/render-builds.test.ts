// @vitest-environment jsdom
/// <reference lib="dom" />
import { describe, expect, it, vi } from 'vitest';
import { type Activity, renderBuilds } from './render-builds.js';

function activity(name: string, overrides: Partial<Activity> = {}): Activity {
  return {
    guildId: `id-${name}`,
    name,
    running: true,
    created: { roles: 12, channels: 40, messages: 1, invites: 1 },
    deleted: { roles: 0, channels: 0 },
    progress: 'Building Gaming Hub… `████░░░░` 40/104',
    rateLimited: 0,
    ...overrides,
  };
}

function draw(activities: Activity[], selectedId: string | null = null) {
  const section = document.createElement('section');
  const list = document.createElement('ul');
  const onSelect = vi.fn();
  renderBuilds(section, list, activities, selectedId, onSelect);
  const cards = Array.from(list.querySelectorAll('button'));
  return { section, cards, onSelect };
}

describe('renderBuilds', () => {
  it('shows each running server side by side: state, counts, progress and 429s', () => {
    const { section, cards } = draw(
      [
        activity('North'),
        activity('South', {
          running: false,
          progress: null,
          rateLimited: 2,
          created: { roles: 1, channels: 2, messages: 0, invites: 0 },
        }),
      ],
      'id-South',
    );

    expect(section.hidden).toBe(false);
    expect(cards.map((card) => card.textContent)).toEqual([
      'NorthBuilding12 roles · 40 channels · 1 messageBuilding Gaming Hub… ████░░░░ 40/1040 429s',
      'SouthDone1 role · 2 channels · 0 messages2 429s',
    ]);
    expect(cards.map((card) => card.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(cards[1]?.querySelector('.build-limits')?.className).toBe('build-limits limited');
    // The bot's progress line is markdown, drawn as in the chat.
    expect(cards[0]?.querySelector('.build-progress code')?.textContent).toBe('████░░░░');
  });

  it('says when the bot is removing more than it made, and opens a server on click', () => {
    const { cards, onSelect } = draw([
      activity('North', { deleted: { roles: 12, channels: 41 } }),
      activity('South'),
    ]);
    cards[0]?.click();

    expect(cards[0]?.querySelector('.build-state')?.textContent).toBe('Undoing');
    expect(cards[0]?.querySelector('.build-counts')?.textContent).toContain('53 removed');
    expect(onSelect).toHaveBeenCalledWith('id-North');
  });

  it('stays hidden for a single server, which the page shows in full anyway', () => {
    expect(draw([activity('North')]).section.hidden).toBe(true);
    expect(draw([]).section.hidden).toBe(true);
  });
});
