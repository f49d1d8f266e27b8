import {
  type APIChannel,
  ChannelType,
  OverwriteType,
  PermissionFlagsBits as P,
} from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { customIdsOf } from './test-support.ts';
import {
  CHANNEL_LIMITS,
  placeTicket,
  ticketChannelName,
  ticketFirstMessage,
  ticketOverwrites,
} from './ticket-channel.ts';

const GUILD = '1300000000000000001';

describe('a ticket channel', () => {
  it('is named ticket-<type>-<username> as Discord keeps text channel names', () => {
    expect(ticketChannelName('Report', 'ava.codes')).toBe('ticket-report-ava-codes');
    expect(ticketChannelName('Private Question to Mods', 'Nia_99')).toBe(
      'ticket-private-question-to-mods-nia_99',
    );
    expect(ticketChannelName('Spoiler Report!!', 'zoë')).toBe('ticket-spoiler-report-zoë');
    expect(ticketChannelName('サポート', 'ken')).toBe('ticket-サポート-ken');
    expect(ticketChannelName('***', 'ken')).toBe('ticket-ken');
    const long = ticketChannelName('x'.repeat(120), 'ken');
    expect([...long]).toHaveLength(100);
  });

  it('is seen by the member, the staff role and the bot only', () => {
    const overwrites = ticketOverwrites({
      guildId: GUILD,
      openerId: '11',
      staffRoleId: '22',
      botId: '33',
    });
    const participant = P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.AttachFiles;
    expect(overwrites).toEqual([
      { id: GUILD, type: OverwriteType.Role, allow: '0', deny: String(P.ViewChannel) },
      { id: '11', type: OverwriteType.Member, allow: String(participant), deny: '0' },
      { id: '22', type: OverwriteType.Role, allow: String(participant), deny: '0' },
      {
        id: '33',
        type: OverwriteType.Member,
        allow: String(P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.ManageChannels),
        deny: '0',
      },
    ]);
    expect(
      ticketOverwrites({ guildId: GUILD, openerId: '11', staffRoleId: null, botId: '33' }),
    ).toHaveLength(3);
  });
});

describe('where a ticket goes', () => {
  const category = { id: '100', type: ChannelType.GuildCategory, name: 'Support' };
  const menu = { id: '101', type: ChannelType.GuildText, name: 'open-a-ticket', parent_id: '100' };
  const filler = (count: number, parentId: string | null) =>
    Array.from({ length: count }, (_, index) => ({
      id: String(1000 + index),
      type: ChannelType.GuildText,
      name: `c${index}`,
      parent_id: parentId,
    }));
  const channels = (list: object[]) => list as APIChannel[];

  it('goes under the category of the ticket menu', () => {
    expect(placeTicket(channels([category, menu]), '101')).toEqual({ ok: true, parentId: '100' });
    expect(placeTicket(channels([{ ...menu, parent_id: null }]), '101')).toEqual({
      ok: true,
      parentId: null,
    });
    expect(placeTicket(channels([category]), null)).toEqual({ ok: true, parentId: null });
  });

  it('is refused before Discord is asked when the category or the server is full', () => {
    const fullCategory = [category, menu, ...filler(CHANNEL_LIMITS.perCategory - 1, '100')];
    expect(placeTicket(channels(fullCategory), '101')).toEqual({ ok: false, full: 'category' });
    const fullServer = [category, menu, ...filler(CHANNEL_LIMITS.perServer - 2, null)];
    expect(placeTicket(channels(fullServer), '101')).toEqual({ ok: false, full: 'server' });
  });
});

describe("a ticket's first message", () => {
  const ticket = { id: '6f1e2d3c-4b5a-4987-8a6b-5c4d3e2f1a0b', openerId: '11', type: 'Report' };

  it('pings only the member, and offers Close and Claim', () => {
    const body = ticketFirstMessage({ ...ticket, claimedBy: null }, 'en');
    expect(body.content).toContain('<@11> opened a **Report** ticket');
    expect(body.allowed_mentions).toEqual({ parse: [], users: ['11'] });
    expect(customIdsOf(body)).toEqual([
      `gs:ticket-close:${ticket.id}`,
      `gs:ticket-claim:${ticket.id}`,
    ]);
  });

  it('names the claimer once claimed, without Claim', () => {
    const body = ticketFirstMessage({ ...ticket, claimedBy: '22' }, 'fr');
    expect(body.content).toContain('<@22> s’occupe de ce ticket');
    expect(customIdsOf(body)).toEqual([`gs:ticket-close:${ticket.id}`]);
  });
});
