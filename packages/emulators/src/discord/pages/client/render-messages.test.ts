// @vitest-environment jsdom
/// <reference lib="dom" />
import { type APIMessage, MessageType } from 'discord-api-types/v10';
import { describe, expect, it, vi } from 'vitest';
import { renderMessage } from './render-messages.js';

const context = {
  lookup: { users: new Map(), roles: new Map(), channels: new Map() },
  onComponent: vi.fn(),
};

function message(overrides: Partial<APIMessage>): APIMessage {
  return {
    id: '500',
    channel_id: '300',
    author: {
      id: '2',
      username: 'newcomer-2',
      global_name: null,
      discriminator: '0',
      avatar: null,
    },
    content: '',
    timestamp: '2026-11-25T12:00:00.000Z',
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: MessageType.Default,
    ...overrides,
  } as APIMessage;
}

describe('renderMessage', () => {
  it("writes the greeting Discord's client shows for a join, which is stored without text", () => {
    const item = renderMessage(message({ type: MessageType.UserJoin }), context);

    expect(item.className).toBe('message system');
    expect(item.querySelector('.system-line')?.textContent).toMatch(
      /^→newcomer-2 joined the server\./,
    );
  });

  it("shows a member's plain message with its author", () => {
    const item = renderMessage(message({ content: 'The ending is spoiled in general.' }), context);

    expect(item.querySelector('.author')?.textContent).toBe('newcomer-2');
    expect(item.querySelector('.content')?.textContent).toBe('The ending is spoiled in general.');
  });
});

describe('channel mentions', () => {
  const verify = { name: 'verify', type: 0 };

  it('open a channel the member sees, as a button', () => {
    const openChannel = vi.fn();
    const item = renderMessage(
      message({ content: 'Your ticket is open: <#123456789012345678>.' }),
      {
        ...context,
        lookup: { ...context.lookup, channels: new Map([['123456789012345678', verify]]) },
        openChannel,
      },
    );
    const mention = item.querySelector('button.mention') as HTMLButtonElement;
    mention.click();

    expect(mention.textContent).toBe('#verify');
    expect(openChannel).toHaveBeenCalledWith('123456789012345678');
  });

  it('stay plain text for a channel out of sight', () => {
    const item = renderMessage(message({ content: 'See <#123456789012345678>.' }), {
      ...context,
      openChannel: vi.fn(),
    });

    expect(item.querySelector('button')).toBeNull();
    expect(item.querySelector('.mention')?.textContent).toBe('#unknown');
  });
});
