import { describe, expect, it } from 'vitest';
import { keptChannelId, visibleChannels } from './channel-access.js';

const guildChannels = [
  { id: '1', name: 'Verification', type: 4, parent_id: null, position: 0 },
  { id: '2', name: 'verify', type: 0, parent_id: '1', position: 0, topic: 'Press Verify' },
  { id: '3', name: 'general', type: 0, parent_id: null, position: 1, topic: 'Chat' },
  { id: '4', name: 'Lounge', type: 2, parent_id: null, position: 2 },
];

describe('visibleChannels', () => {
  it('keeps only what the member sees, with whether they may send and the full topic', () => {
    const visible = [
      { id: '1', name: 'Verification', type: 4, parent_id: null, position: 0, canSend: false },
      { id: '2', name: 'verify', type: 0, parent_id: '1', position: 0, canSend: false },
    ];

    expect(visibleChannels(guildChannels, visible)).toEqual([
      { id: '1', name: 'Verification', type: 4, parent_id: null, position: 0, canSend: false },
      {
        id: '2',
        name: 'verify',
        type: 0,
        parent_id: '1',
        position: 0,
        topic: 'Press Verify',
        canSend: false,
      },
    ]);
  });

  it('drops a category whose channels are all hidden, as the gate is once verified', () => {
    const visible = [
      { id: '1', name: 'Verification', type: 4, parent_id: null, position: 0, canSend: false },
      { id: '3', name: 'general', type: 0, parent_id: null, position: 1, canSend: true },
      { id: '5', name: 'Empty', type: 4, parent_id: null, position: 3, canSend: false },
    ];

    // A category with no channels at all stays, as Discord shows it to whoever may view it.
    expect(visibleChannels(guildChannels, visible).map((channel) => channel.name)).toEqual([
      'general',
      'Empty',
    ]);
  });

  it('shows every channel, open to send, when there is no visibility answer', () => {
    expect(visibleChannels(guildChannels, null).map((channel) => channel.canSend)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('keptChannelId', () => {
  it('keeps the open channel while the member can read it', () => {
    expect(keptChannelId(guildChannels, '3')).toBe('3');
    // Voice channels carry a text chat of their own.
    expect(keptChannelId(guildChannels, '4')).toBe('4');
  });

  it('moves to the first text channel once the open one is hidden or is a category', () => {
    const afterVerifying = guildChannels.filter((channel) => channel.id !== '2');
    expect(keptChannelId(afterVerifying, '2')).toBe('3');
    expect(keptChannelId(guildChannels, '1')).toBe('2');
    expect(keptChannelId([], '2')).toBeNull();
  });
});
