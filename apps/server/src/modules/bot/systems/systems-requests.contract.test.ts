import { eq, schema } from '@guildsmith/db';
import { DiscordContract, requestProblems } from '@guildsmith/emulators/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_STYLE, SystemsHarness } from './test-support.ts';

/**
 * Every request the bot sends while members of built servers verify (button
 * and captcha) and open, claim and close a ticket is one Discord's published
 * OpenAPI description accepts: path, method, query, body and authorization.
 */

const contract = DiscordContract.load();
let harness: SystemsHarness;

beforeAll(async () => {
  harness = await SystemsHarness.start();
}, 60_000);

afterAll(async () => harness?.close());

describe("the server systems' requests", () => {
  it('fit the document for verifying, a captcha, and a ticket from opening to transcript', async () => {
    const start = harness.exchanges.length;
    const server = await harness.buildServer();
    const member = await harness.join(server.guildId);
    await harness.press(server.guildId, member, server.verifyMessage, 'gs:verify:button');

    const captchaServer = await harness.buildServer(CAPTCHA_STYLE);
    const newcomer = await harness.join(captchaServer.guildId);
    await harness.discord.component(
      captchaServer.guildId,
      newcomer,
      captchaServer.verifyMessage,
      'gs:verify:captcha',
    );
    await harness.discord.modal(captchaServer.guildId, newcomer, 'gs:captcha', { code: 'WRONG1' });

    const type = server.systems.tickets?.types[0] ?? '';
    await harness.press(server.guildId, member, server.ticketMessage, 'gs:ticket', [type]);
    const [ticket] = await harness.db
      .select()
      .from(schema.serverTickets)
      .where(eq(schema.serverTickets.openerId, member));
    if (!ticket?.channelId) throw new Error('no ticket channel');
    const ticketId = ticket.id;
    const ticketChannel = { id: ticket.channelId };
    await harness.post(ticketChannel.id, member, 'My order never arrived.');
    const first = harness.messageWith(ticketChannel.id, 'gs:ticket-close:');
    const staffRole = server.systems.tickets?.staffRoleId ?? '';
    const verified = server.systems.verification?.roleId ?? '';
    const staff = await harness.memberWithRoles(server.guildId, [verified, staffRole]);
    await harness.press(server.guildId, staff, first, `gs:ticket-claim:${ticketId}`);
    const asked = await harness.discord.component(
      server.guildId,
      member,
      first,
      `gs:ticket-close:${ticketId}`,
    );
    const question = asked.messages[0];
    if (!question) throw new Error('no close question');
    await harness.discord.component(
      server.guildId,
      member,
      question,
      `gs:ticket-close-yes:${ticketId}`,
    );
    await expect
      .poll(() => harness.state.guilds.get(server.guildId)?.channels.has(ticketChannel.id), {
        timeout: 10_000,
      })
      .toBe(false);

    const sent = new Set(
      harness.restCallsFrom(start).map((exchange) => `${exchange.method} ${exchange.route}`),
    );
    for (const route of [
      'PUT /v10/guilds/:guildId/members/:userId/roles/:roleId',
      'PATCH /v10/webhooks/:webhookId/:token/messages/:messageId',
      'POST /v10/guilds/:guildId/channels',
      'GET /v10/channels/:channelId/messages',
      'POST /v10/channels/:channelId/messages',
      'DELETE /v10/channels/:channelId',
    ]) {
      expect(sent).toContain(route);
    }
    expect(requestProblems(contract, harness.exchanges.slice(start))).toEqual([]);
  }, 120_000);
});
