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

  it('say No Access for a channel out of sight, and unknown for one that is gone', () => {
    const item = renderMessage(
      message({ content: 'Logged in <#123456789012345678>, was <#223456789012345678>.' }),
      {
        ...context,
        lookup: { ...context.lookup, hiddenChannelIds: new Set(['123456789012345678']) },
        openChannel: vi.fn(),
      },
    );

    expect(item.querySelector('button')).toBeNull();
    expect(Array.from(item.querySelectorAll('.mention'), (mention) => mention.textContent)).toEqual(
      ['#No Access', '#unknown'],
    );
  });
});

describe('attachments', () => {
  it('lists the files a message carries, as links with their size', () => {
    const item = renderMessage(
      message({
        content: '📄 Ticket closed.',
        attachments: [
          {
            id: '700',
            filename: 'transcript-ticket-spoiler-report.html',
            size: 2048,
            url: 'http://127.0.0.1/attachments/700/transcript-ticket-spoiler-report.html',
            proxy_url: 'http://127.0.0.1/attachments/700/transcript-ticket-spoiler-report.html',
          },
        ],
      }),
      context,
    );
    const link = item.querySelector('.attachment a');

    expect(link?.textContent).toBe('transcript-ticket-spoiler-report.html');
    expect(link?.getAttribute('href')).toBe(
      'http://127.0.0.1/attachments/700/transcript-ticket-spoiler-report.html',
    );
    expect(item.querySelector('.attachment-size')?.textContent).toBe('2.0 KB');
  });
});

describe('markdown in messages', () => {
  it("draws the bot's bold and code, with mentions inside", () => {
    const item = renderMessage(
      message({
        content: '**<@123456789012345672>** opened a **Spoiler Report** ticket. Use `/help`.',
      }),
      {
        ...context,
        lookup: {
          ...context.lookup,
          users: new Map([['123456789012345672', { username: 'newcomer-2' }]]),
        },
      },
    );

    expect(item.querySelector('.content')?.innerHTML).toBe(
      '<strong><span class="mention">@newcomer-2</span></strong> opened a <strong>Spoiler Report</strong> ticket. Use <code>/help</code>.',
    );
  });
});

describe('block markdown in messages', () => {
  it('draws lists, quotes and code with mentions inside, and only http(s) links', () => {
    const item = renderMessage(
      message({
        content:
          '## Your answers\n- owner: <@123456789012345672>\n> UX test an\n```\n<b>raw</b>\n```\n[docs](https://example.com/docs) [x](javascript:alert(1))',
        embeds: [{ title: 'Evil', url: 'javascript:alert(1)', description: '- one\n- two' }],
        components: [
          {
            type: 1,
            components: [{ type: 2, style: 5, label: 'Open', url: 'javascript:alert(1)' }],
          },
        ],
      } as Partial<APIMessage>),
      {
        ...context,
        lookup: {
          ...context.lookup,
          users: new Map([['123456789012345672', { username: 'newcomer-2' }]]),
        },
      },
    );
    const content = item.querySelector('.content');

    expect(content?.tagName).toBe('DIV');
    expect(content?.querySelector('h4')?.textContent).toBe('Your answers');
    expect(content?.querySelector('li .mention')?.textContent).toBe('@newcomer-2');
    expect(content?.querySelector('blockquote')?.textContent).toBe('> UX test an');
    expect(content?.querySelector('pre code')?.textContent).toBe('<b>raw</b>');
    expect(Array.from(item.querySelectorAll('a[href]'), (a) => a.getAttribute('href'))).toEqual([
      'https://example.com/docs',
    ]);
    expect(item.querySelectorAll('.embed-description li')).toHaveLength(2);
    expect(item.querySelector('.embed-title')?.textContent).toBe('Evil');
  });
});
