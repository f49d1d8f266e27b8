import { eq, schema } from '@guildsmith/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawRevokedKeys } from '../activation/register-server.ts';
import { type BuiltServer, SystemsHarness } from './test-support.ts';

/**
 * A server whose plan was withdrawn keeps what was built, and its systems
 * answer a polite notice instead of acting; a registration does not lapse
 * with its owner's 30-day pass.
 */

let harness: SystemsHarness;

beforeAll(async () => {
  harness = await SystemsHarness.start();
}, 60_000);

afterAll(async () => harness?.close());

const NOTICE =
  "This server's Guildsmith plan is no longer active, so verification and tickets are paused. Everything already built stays as it is; the server's owner can renew the plan to turn them back on.";

async function revoke(server: BuiltServer, reason: 'refunded' | 'disputed') {
  await harness.db
    .update(schema.licenseKeys)
    .set({ status: 'revoked', revokedReason: reason, revokedAt: new Date() })
    .where(eq(schema.licenseKeys.id, server.keyId));
}

/** A member presses Verify and picks a ticket type; what they read, and what changed. */
async function tryEverything(server: BuiltServer) {
  const verifiedRole = server.systems.verification?.roleId ?? '';
  const newcomer = await harness.join(server.guildId);
  const member = await harness.memberWithRoles(server.guildId, [verifiedRole]);
  const channelsBefore = harness.state.guilds.get(server.guildId)?.channels.size;
  const start = harness.exchanges.length;
  const replies = [
    await harness.press(server.guildId, newcomer, server.verifyMessage, 'gs:verify:button'),
    await harness.press(server.guildId, member, server.ticketMessage, 'gs:ticket', ['Report']),
  ];
  const tickets = await harness.db
    .select()
    .from(schema.serverTickets)
    .where(eq(schema.serverTickets.serverId, server.guildId));
  return {
    replies,
    calls: harness.restCallsFrom(start),
    newcomerRoles: harness.roleIdsOf(server.guildId, newcomer),
    channelsAdded:
      (harness.state.guilds.get(server.guildId)?.channels.size ?? 0) - (channelsBefore ?? 0),
    tickets,
  };
}

describe('a server whose plan was withdrawn', () => {
  it('answers the notice when the key that registered it was refunded, and changes nothing', async () => {
    const server = await harness.buildServer();
    await revoke(server, 'refunded');
    const seen = await tryEverything(server);
    expect(seen.replies).toEqual([NOTICE, NOTICE]);
    expect(seen.calls).toEqual([]);
    expect(seen.newcomerRoles).toEqual([]);
    expect(seen.channelsAdded).toBe(0);
    expect(seen.tickets).toEqual([]);
  }, 60_000);

  it('answers the notice after a dispute, once the registration stopped being active', async () => {
    const server = await harness.buildServer();
    await revoke(server, 'disputed');
    await withdrawRevokedKeys(harness.db, [server.keyId]);
    const [registration] = await harness.db
      .select()
      .from(schema.serverRegistrations)
      .where(eq(schema.serverRegistrations.serverId, server.guildId));
    expect(registration?.status).toBe('inactive');
    const seen = await tryEverything(server);
    expect(seen.replies).toEqual([NOTICE, NOTICE]);
    expect(seen.calls).toEqual([]);
  }, 60_000);

  it('answers in the language the server was built in', async () => {
    const server = await harness.buildServer();
    await revoke(server, 'refunded');
    await harness.db
      .update(schema.serverCreationResults)
      .set({
        setupConfig: {
          bot: { ...server.systems, language: 'fr' },
        },
      })
      .where(eq(schema.serverCreationResults.serverId, server.guildId));
    const newcomer = await harness.join(server.guildId);
    expect(
      await harness.press(server.guildId, newcomer, server.verifyMessage, 'gs:verify:button'),
    ).toMatch(/^Le forfait Guildsmith de ce serveur n'est plus actif/);
  }, 60_000);

  it('keeps working while the registration stands, whatever the owner’s 30-day pass says', async () => {
    const server = await harness.buildServer();
    await harness.db
      .update(schema.users)
      .set({ planExpiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(schema.users.discordId, server.ownerId));
    const seen = await tryEverything(server);
    expect(seen.replies[0]).toContain('You are verified');
    expect(seen.replies[1]).toMatch(/^Your \*\*Report\*\* ticket is open/);
  }, 60_000);
});
