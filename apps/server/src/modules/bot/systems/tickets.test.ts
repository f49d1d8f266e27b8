import { eq, schema } from '@guildsmith/db';
import { type APIMessage, OverwriteType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customIds } from '../transport/test-support.ts';
import { type BuiltServer, customIdsOf, SystemsHarness } from './test-support.ts';

/**
 * Tickets in a built server, through the emulator: a member opens one from
 * the menu, staff claim it, and closing it leaves a transcript in the log.
 */

let harness: SystemsHarness;
let server: BuiltServer;
let verified: string;
let staffRole: string;
const TYPE = 'Report';

beforeAll(async () => {
  harness = await SystemsHarness.start();
  server = await harness.buildServer();
  verified = server.systems.verification?.roleId ?? '';
  staffRole = server.systems.tickets?.staffRoleId ?? '';
  expect(server.systems.tickets?.types).toContain(TYPE);
  expect(server.systems.tickets?.logChannelId).toBeTruthy();
}, 60_000);

afterAll(async () => harness?.close());

const pick = (member: string, type = TYPE) =>
  harness.press(server.guildId, member, server.ticketMessage, 'gs:ticket', [type]);

async function ticketsOf(member: string) {
  return harness.db
    .select()
    .from(schema.serverTickets)
    .where(eq(schema.serverTickets.openerId, member));
}

const channel = (id: string) => harness.state.guilds.get(server.guildId)?.channels.get(id);

/** A verified member opens a ticket; its row and channel. */
async function openTicket() {
  const member = await harness.memberWithRoles(server.guildId, [verified]);
  const reply = await pick(member);
  const [ticket] = await ticketsOf(member);
  if (!ticket?.channelId) throw new Error(`no ticket: ${reply}`);
  const first = harness.messageWith(ticket.channelId, 'gs:ticket-close:');
  return { member, reply, ticket, channelId: ticket.channelId, first };
}

describe('opening a ticket', () => {
  it('makes a private channel under the ticket category that only the member, staff and the bot see', async () => {
    const { member, reply, ticket, channelId, first } = await openTicket();
    expect(reply).toBe(`Your **Report** ticket is open: <#${channelId}>.`);
    expect(ticket).toMatchObject({ status: 'open', type: TYPE, serverId: server.guildId });
    const made = channel(channelId);
    const menu = channel(server.systems.tickets?.channelId ?? '');
    const username = harness.state.users.get(member)?.username ?? '';
    expect(made?.name).toBe(`ticket-report-${username.replaceAll('.', '-')}`);
    expect(made && 'parent_id' in made && made.parent_id).toBe(
      menu && 'parent_id' in menu && menu.parent_id,
    );
    const participant = String(
      P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.AttachFiles,
    );
    expect(made?.permission_overwrites).toEqual(
      expect.arrayContaining([
        { id: server.guildId, type: OverwriteType.Role, allow: '0', deny: String(P.ViewChannel) },
        { id: member, type: OverwriteType.Member, allow: participant, deny: '0' },
        { id: staffRole, type: OverwriteType.Role, allow: participant, deny: '0' },
        expect.objectContaining({ id: harness.state.application.id, type: OverwriteType.Member }),
      ]),
    );
    expect(made?.permission_overwrites).toHaveLength(4);

    const staff = await harness.memberWithRoles(server.guildId, [verified, staffRole]);
    const bystander = await harness.memberWithRoles(server.guildId, [verified]);
    const sees = async (who: string) =>
      (await harness.visibleTo(server.guildId, who)).some((c) => c.id === channelId);
    expect(await sees(member)).toBe(true);
    expect(await sees(staff)).toBe(true);
    expect(await sees(bystander)).toBe(false);

    expect(first.content).toContain(`<@${member}> opened a **Report** ticket`);
    expect(first.mentions.map((user) => user.id)).toEqual([member]);
    expect(customIds(first)).toEqual([
      `gs:ticket-close:${ticket.id}`,
      `gs:ticket-claim:${ticket.id}`,
    ]);
  });

  it('refuses a second open ticket of the same type with a link to the first, even when two picks race', async () => {
    const member = await harness.memberWithRoles(server.guildId, [verified]);
    const [one, two] = await Promise.all([pick(member), pick(member)]);
    const open = await ticketsOf(member);
    expect(open).toHaveLength(1);
    const channelId = open[0]?.channelId;
    expect(
      [one, two].filter((text) => text.startsWith('Your **Report** ticket is open')),
    ).toHaveLength(1);
    // The loser is told about the winner: open already, or still being made.
    expect(
      [one, two].filter((text) =>
        /^(You already have an open|Your \*\*Report\*\* ticket is being opened)/.test(text),
      ),
    ).toHaveLength(1);
    expect(await pick(member)).toBe(`You already have an open **Report** ticket: <#${channelId}>.`);
    expect(await ticketsOf(member)).toHaveLength(1);
    // Another type is another ticket.
    expect(await pick(member, 'Other')).toMatch(/^Your \*\*Other\*\* ticket is open/);
  });

  it('closes the row again and says so when Discord refuses the channel', async () => {
    const other = await harness.buildServer();
    await harness.setBotPermissions(
      other.guildId,
      P.ViewChannel | P.SendMessages | P.ReadMessageHistory | P.ManageRoles,
    );
    const member = await harness.memberWithRoles(other.guildId, [
      other.systems.verification?.roleId ?? '',
    ]);
    const channelsBefore = harness.state.guilds.get(other.guildId)?.channels.size;
    const reply = await harness.press(other.guildId, member, other.ticketMessage, 'gs:ticket', [
      TYPE,
    ]);
    expect(reply).toContain('I am missing the **Manage Channels** permission');
    expect(harness.state.guilds.get(other.guildId)?.channels.size).toBe(channelsBefore);
    expect(await ticketsOf(member)).toEqual([
      expect.objectContaining({ status: 'closed', channelId: null }),
    ]);
  }, 60_000);
});

describe('claiming a ticket', () => {
  it('refuses a member without the staff role', async () => {
    const { member, ticket, first } = await openTicket();
    expect(await harness.press(server.guildId, member, first, `gs:ticket-claim:${ticket.id}`)).toBe(
      'Only staff can claim tickets.',
    );
    expect((await ticketsOf(member))[0]?.claimedBy).toBeNull();
  });

  it('marks the staff member who claims it on the first message, and Claim goes', async () => {
    const { member, ticket, channelId, first } = await openTicket();
    const staff = await harness.memberWithRoles(server.guildId, [verified, staffRole]);
    const played = await harness.discord.component(
      server.guildId,
      staff,
      first,
      `gs:ticket-claim:${ticket.id}`,
    );
    expect(played.response?.type).toBe(7);
    const edited = harness.state.messages.get(first.id) as APIMessage;
    expect(edited.channel_id).toBe(channelId);
    expect(edited.content).toContain(`🙋 <@${staff}> is taking care of this ticket.`);
    expect(customIdsOf(edited)).toEqual([`gs:ticket-close:${ticket.id}`]);
    expect((await ticketsOf(member))[0]?.claimedBy).toBe(staff);
  });
});

describe('closing a ticket', () => {
  it('asks first; No keeps it, Yes posts the transcript to the log, deletes the channel and closes the row', async () => {
    const { member, ticket, channelId, first } = await openTicket();
    const staff = await harness.memberWithRoles(server.guildId, [verified, staffRole]);
    await harness.post(channelId, member, 'Someone spoiled the ending in #general.');
    await harness.post(channelId, staff, 'Thanks, removed it.');

    const ask = async () => {
      const played = await harness.discord.component(
        server.guildId,
        member,
        first,
        `gs:ticket-close:${ticket.id}`,
      );
      const question = played.messages[0];
      if (!question) throw new Error('no question');
      expect(question.flags).toBe(64);
      expect(question.content).toContain('Close this ticket?');
      return question;
    };
    const kept = await harness.press(
      server.guildId,
      member,
      await ask(),
      `gs:ticket-close-no:${ticket.id}`,
    );
    expect(kept).toBe('The ticket stays open.');
    expect(channel(channelId)).toBeDefined();

    const yes = await harness.discord.component(
      server.guildId,
      member,
      await ask(),
      `gs:ticket-close-yes:${ticket.id}`,
    );
    expect(yes.response?.type).toBe(6);
    await vi.waitFor(() => expect(channel(channelId)).toBeUndefined(), { timeout: 10_000 });
    await vi.waitFor(async () => {
      const [row] = await ticketsOf(member);
      expect(row).toMatchObject({ status: 'closed', closedBy: member });
      expect(row?.closedAt).toBeInstanceOf(Date);
    });

    const logChannelId = server.systems.tickets?.logChannelId ?? '';
    const [log] = harness.state.messages
      .inChannel(logChannelId, { includeEphemeral: false })
      .slice(-1);
    expect(log?.content).toMatch(
      new RegExp(
        `^📄 Ticket ticket-report-\\S+ \\(Report\\) opened by <@${member}>, closed by <@${member}>: 3 messages\\.$`,
      ),
    );
    expect(log?.mentions).toEqual([]);
    const [file] = log?.attachments ?? [];
    expect(file?.filename).toMatch(/^ticket-report-.+\.txt$/);
    const text = await (await fetch(file?.url ?? '')).text();
    expect(text).toContain('Transcript of ticket ticket-report-');
    expect(text).toContain('Messages: 3');
    expect(text).toMatch(/\] newcomer-\d+ \(\d+\): Someone spoiled the ending in #general\./);
    expect(text).toContain('Thanks, removed it.');
  });

  it('holds the whole history of a ticket longer than one page of Discord messages', async () => {
    const { member, ticket, channelId, first } = await openTicket();
    for (let line = 1; line <= 150; line += 1) {
      await harness.post(channelId, member, `Line ${line} of the story.`);
    }
    const played = await harness.discord.component(
      server.guildId,
      member,
      first,
      `gs:ticket-close:${ticket.id}`,
    );
    const question = played.messages[0];
    if (!question) throw new Error('no question');
    await harness.discord.component(
      server.guildId,
      member,
      question,
      `gs:ticket-close-yes:${ticket.id}`,
    );
    await vi.waitFor(() => expect(channel(channelId)).toBeUndefined(), { timeout: 10_000 });
    const logChannelId = server.systems.tickets?.logChannelId ?? '';
    const [log] = harness.state.messages
      .inChannel(logChannelId, { includeEphemeral: false })
      .slice(-1);
    const text = await (await fetch(log?.attachments[0]?.url ?? '')).text();
    expect(text).toContain('Messages: 151');
    expect(text).toContain('Line 1 of the story.');
    expect(text).toContain('Line 150 of the story.');
    expect(text.indexOf('Line 1 of')).toBeLessThan(text.indexOf('Line 150 of'));
  });

  it('says in the transcript that the text was withheld when the Message Content intent is off', async () => {
    const { member, ticket, channelId, first } = await openTicket();
    const secret = 'My order number is 4471 and it never arrived.';
    await harness.post(channelId, member, secret);
    await harness.setMessageContentIntent(false);
    try {
      const played = await harness.discord.component(
        server.guildId,
        member,
        first,
        `gs:ticket-close:${ticket.id}`,
      );
      const question = played.messages[0];
      if (!question) throw new Error('no question');
      await harness.discord.component(
        server.guildId,
        member,
        question,
        `gs:ticket-close-yes:${ticket.id}`,
      );
      await vi.waitFor(() => expect(channel(channelId)).toBeUndefined(), { timeout: 10_000 });
    } finally {
      await harness.setMessageContentIntent(true);
    }
    const logChannelId = server.systems.tickets?.logChannelId ?? '';
    const [log] = harness.state.messages
      .inChannel(logChannelId, { includeEphemeral: false })
      .slice(-1);
    const text = await (await fetch(log?.attachments[0]?.url ?? '')).text();
    expect(text).toContain(
      "The text of members' messages was not available: the bot's Message Content intent is off",
    );
    expect(text).toMatch(/\] newcomer-\d+ \(\d+\): \(text not available\)/);
    expect(text).not.toContain(secret);
    // The bot's own first message keeps its text.
    expect(text).toContain(`<@${member}> opened a **Report** ticket`);
  });

  it('keeps the ticket open, deleting nothing, when the log refuses the transcript', async () => {
    const { member, ticket, channelId, first } = await openTicket();
    // An admin deleted the ticket log channel after the build.
    harness.state.guilds
      .get(server.guildId)
      ?.channels.delete(server.systems.tickets?.logChannelId ?? '');
    const played = await harness.discord.component(
      server.guildId,
      member,
      first,
      `gs:ticket-close:${ticket.id}`,
    );
    const question = played.messages[0];
    if (!question) throw new Error('no question');
    const yes = await harness.discord.component(
      server.guildId,
      member,
      question,
      `gs:ticket-close-yes:${ticket.id}`,
    );
    // A deferred update: the question itself is edited, first to 'Saving…', then to the outcome.
    const answer = await harness.discord.settled(yes, (message) =>
      message.content.startsWith('I could not'),
    );
    expect(answer.content).toBe(
      `I could not post the transcript in <#${server.systems.tickets?.logChannelId}>, so the ticket stays open and nothing was deleted. Please tell a server admin.`,
    );
    expect(channel(channelId)).toBeDefined();
    expect((await ticketsOf(member))[0]).toMatchObject({ status: 'open', closedBy: null });
  });
});
