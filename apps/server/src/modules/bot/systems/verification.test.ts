import { eq, schema } from '@guildsmith/db';
import { AuditLogEvent, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, SystemsHarness } from './test-support.ts';

/**
 * The verify button of a built server, pressed by its members through the
 * Discord emulator: the role, and every reason it cannot be given.
 */

let harness: SystemsHarness;
let server: BuiltServer;
let roleId: string;

beforeAll(async () => {
  harness = await SystemsHarness.start();
  server = await harness.buildServer();
  roleId = server.systems.verification?.roleId ?? '';
  expect(roleId).not.toBe('');
}, 60_000);

afterAll(async () => harness?.close());

const press = (userId: string, guild = server) =>
  harness.press(guild.guildId, userId, guild.verifyMessage, 'gs:verify:button');

describe('button verification', () => {
  it('gives the verified role in one Discord call with an audit reason, and opens the server', async () => {
    const member = await harness.join(server.guildId);
    const before = (await harness.visibleTo(server.guildId, member)).map((c) => c.name);
    const start = harness.exchanges.length;
    const reply = await press(member);
    expect(reply).toBe(`✅ You are verified and now have the <@&${roleId}> role. Welcome!`);
    expect(harness.roleIdsOf(server.guildId, member)).toEqual([roleId]);
    const calls = harness.restCallsFrom(start).filter((call) => !call.path.includes('/webhooks/'));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /guilds/${server.guildId}/members/${member}/roles/${roleId}`,
    ]);
    const [audit] = harness.state.auditLog.inGuild(server.guildId);
    expect(audit).toMatchObject({
      actionType: AuditLogEvent.MemberRoleUpdate,
      targetId: member,
      reason: 'Guildsmith verification',
    });
    const after = (await harness.visibleTo(server.guildId, member)).map((c) => c.name);
    expect(after.length).toBeGreaterThan(before.length);
  });

  it('answers in the language the server was built in, whatever the member’s client says', async () => {
    const member = await harness.join(server.guildId);
    const played = await harness.discord.component(
      server.guildId,
      member,
      server.verifyMessage,
      'gs:verify:button',
      undefined,
      'de',
    );
    expect(await harness.replyOf(played)).toContain('You are verified');
  });

  it('tells a verified member so, without calling Discord', async () => {
    // The gate closes behind verified members; an Administrator still sees it.
    const member = await harness.memberWithRoles(server.guildId, [roleId], { administrator: true });
    const start = harness.exchanges.length;
    expect(await press(member)).toBe('You are already verified here.');
    expect(harness.restCallsFrom(start)).toEqual([]);
  });

  it('treats the reaction button of servers built before it was dropped as the button', async () => {
    const channelId = server.systems.verification?.channelId ?? '';
    const old = await harness.app.app.inject({
      method: 'POST',
      url: `/sandbox/discord/api/v10/channels/${channelId}/messages`,
      headers: { authorization: `Bot ${harness.state.application.botToken}` },
      payload: {
        content: 'React to verify',
        components: [
          {
            type: 1,
            components: [
              { type: 2, style: 3, custom_id: 'gs:verify:reaction', emoji: { name: '✅' } },
            ],
          },
        ],
      },
    });
    expect(old.statusCode).toBe(200);
    const member = await harness.join(server.guildId);
    const reply = await harness.press(server.guildId, member, old.json(), 'gs:verify:reaction');
    expect(reply).toContain('You are verified');
    expect(harness.roleIdsOf(server.guildId, member)).toEqual([roleId]);
  });
});

describe('when the role cannot be given', () => {
  it('says the bot lacks Manage Roles, from the permissions Discord sent, without trying', async () => {
    const other = await harness.buildServer();
    await harness.setBotPermissions(
      other.guildId,
      P.ViewChannel | P.SendMessages | P.ManageChannels,
    );
    const member = await harness.join(other.guildId);
    const start = harness.exchanges.length;
    expect(await press(member, other)).toContain('I am missing the **Manage Roles** permission');
    expect(harness.restCallsFrom(start)).toEqual([]);
    expect(harness.roleIdsOf(other.guildId, member)).toEqual([]);
  }, 60_000);

  it('says the role sits above the bot’s highest role', async () => {
    const other = await harness.buildServer();
    const otherRole = other.systems.verification?.roleId ?? '';
    const guild = harness.state.guilds.get(other.guildId);
    const role = guild?.roles.get(otherRole);
    if (!guild || !role) throw new Error('no role');
    // The owner drags the verified role above the bot's own role.
    role.position = Math.max(...[...guild.roles.values()].map((r) => r.position)) + 1;
    const member = await harness.join(other.guildId);
    expect(await press(member, other)).toBe(
      `I can't give the <@&${otherRole}> role: it sits above my highest role. A server admin can fix this by moving my role above it in Server Settings → Roles.`,
    );
    expect(harness.roleIdsOf(other.guildId, member)).toEqual([]);
  }, 60_000);

  it('says the verified role was deleted', async () => {
    const other = await harness.buildServer();
    harness.state.guilds.get(other.guildId)?.roles.delete(other.systems.verification?.roleId ?? '');
    const member = await harness.join(other.guildId);
    expect(await press(member, other)).toContain(
      'The verified role of this server no longer exists',
    );
  }, 60_000);

  it('says the server has no verification once its build was undone', async () => {
    const other = await harness.buildServer();
    await harness.db
      .update(schema.serverCreationResults)
      .set({ undoneAt: new Date() })
      .where(eq(schema.serverCreationResults.serverId, other.guildId));
    const member = await harness.join(other.guildId);
    expect(await press(member, other)).toBe(
      'This server has no verification set up by Guildsmith.',
    );
    expect(harness.roleIdsOf(other.guildId, member)).toEqual([]);
  }, 60_000);
});
