import { type APIMessage, MessageType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { formatTranscript, HISTORY_PAGE, readHistory, textWithheld } from './transcript.ts';

const BOT = '1310000000000000001';
const AVA = '1200000000000000001';

function message(id: number, fields: Partial<APIMessage> = {}): APIMessage {
  return {
    id: String(1_400_000_000_000_000_000n + BigInt(id)),
    channel_id: '1300000000000000009',
    author: { id: AVA, username: 'ava.codes', discriminator: '0', global_name: null, avatar: null },
    content: `message ${id}`,
    timestamp: new Date(Date.UTC(2026, 2, 1, 10, 0, id % 60)).toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: MessageType.Default,
    ...fields,
  } as APIMessage;
}

/** A channel of `count` messages read as Discord pages them: newest first, before an id. */
function channelOf(count: number) {
  const all = Array.from({ length: count }, (_, index) => message(index + 1));
  const reads: (string | undefined)[] = [];
  const readPage = async (before: string | undefined) => {
    reads.push(before);
    return all
      .filter((m) => before === undefined || BigInt(m.id) < BigInt(before))
      .reverse()
      .slice(0, HISTORY_PAGE);
  };
  return { all, reads, readPage };
}

describe('reading a ticket’s history', () => {
  it('pages back with before until the start, and returns the messages oldest first', async () => {
    const channel = channelOf(250);
    const { messages, truncated } = await readHistory(channel.readPage);
    expect(messages.map((m) => m.id)).toEqual(channel.all.map((m) => m.id));
    expect(truncated).toBe(false);
    expect(channel.reads).toEqual([undefined, channel.all[150]?.id, channel.all[50]?.id]);
  });

  it('stops at the cap with the newest messages and says older ones were left out', async () => {
    const channel = channelOf(1050);
    const { messages, truncated } = await readHistory(channel.readPage);
    expect(messages).toHaveLength(1000);
    expect(messages[0]?.id).toBe(channel.all[50]?.id);
    expect(messages.at(-1)?.id).toBe(channel.all.at(-1)?.id);
    expect(truncated).toBe(true);
  });

  it('holds a channel of exactly one full page, and an empty one', async () => {
    expect((await readHistory(channelOf(100).readPage)).truncated).toBe(false);
    expect((await readHistory(channelOf(100).readPage)).messages).toHaveLength(100);
    expect(await readHistory(channelOf(0).readPage)).toEqual({ messages: [], truncated: false });
  });

  it('never loops on a reader that ignores before', async () => {
    const channel = channelOf(150);
    const deaf = async () => channel.readPage(undefined);
    expect((await readHistory(deaf)).messages).toHaveLength(100);
  });
});

describe('the transcript file', () => {
  const base = {
    channelName: 'ticket-report-ava-codes',
    type: 'Report',
    opener: { id: AVA, name: 'ava.codes' },
    closer: { id: '1200000000000000002', name: 'mod.nia' },
    openedAt: new Date('2026-03-01T09:59:00Z'),
    closedAt: new Date('2026-03-01T11:00:00Z'),
    truncated: false,
    botId: BOT,
    locale: 'en' as const,
  };

  it('holds a header, then each message with its time, author, text and attachments', () => {
    const text = formatTranscript({
      ...base,
      messages: [
        message(1, { content: 'Someone spoiled the ending\nin #general' }),
        message(2, {
          content: 'Here is the screenshot',
          attachments: [
            {
              id: '1',
              filename: 'shot.png',
              size: 10,
              url: 'https://cdn.example/shot.png',
              proxy_url: 'https://cdn.example/shot.png',
            },
          ],
        }),
      ],
    });
    expect(text.split('\n')).toEqual([
      'Transcript of ticket ticket-report-ava-codes (Report)',
      `Opened by ava.codes (${AVA}) on 2026-03-01 09:59:00 UTC`,
      'Closed by mod.nia (1200000000000000002) on 2026-03-01 11:00:00 UTC',
      'Messages: 2',
      '',
      `[2026-03-01 10:00:01 UTC] ava.codes (${AVA}): Someone spoiled the ending`,
      '    in #general',
      `[2026-03-01 10:00:02 UTC] ava.codes (${AVA}): Here is the screenshot`,
      '    Attachment: https://cdn.example/shot.png',
      '',
    ]);
  });

  it('says in its header when Discord withheld the text (no Message Content intent)', () => {
    const withheld = message(1, { content: '' });
    const own = message(2, {
      content: '',
      author: { ...withheld.author, id: BOT },
      embeds: [{ title: 'Welcome' }],
    });
    expect(textWithheld(withheld, BOT)).toBe(true);
    expect(textWithheld(own, BOT)).toBe(false);
    const text = formatTranscript({ ...base, messages: [withheld, own] });
    expect(text).toContain('Message Content intent is off');
    expect(text).toContain(`ava.codes (${AVA}): (text not available)`);
    expect(text).toContain('Embed: Welcome');
  });

  it('says when older messages were left out, in the server’s language', () => {
    const text = formatTranscript({
      ...base,
      locale: 'de',
      truncated: true,
      messages: [message(1)],
    });
    expect(text).toContain('Protokoll des Tickets ticket-report-ava-codes (Report)');
    expect(text).toContain('Nur die letzten 1 Nachrichten sind enthalten');
  });
});
