import type { APIGuild, APIGuildMember, APIRole } from 'discord-api-types/v10';
import { AuditLogEvent, PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBotPermissions } from '../guilds.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { botCall, createTestEmulator, PREFIX, type TestEmulator } from '../test-support.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
});

afterEach(async () => {
  await emulator.app.close();
});

const call = (
  method: Parameters<typeof botCall>[1],
  path: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => botCall(emulator.app, method, path, payload, headers);

function guildOf(id: string) {
  const guild = emulator.state.guilds.get(id);
  if (!guild) throw new Error(`no guild ${id}`);
  return guild;
}

describe('GET /guilds/:id', () => {
  it("answers Discord's guild object with its roles from @everyone up", async () => {
    const response = await call('GET', `/guilds/${workshop}?with_counts=true`);

    expect(response.statusCode).toBe(200);
    const guild = response.json<APIGuild>();
    expect(guild).toMatchObject({
      id: workshop,
      name: "Ava's Workshop",
      owner_id: SEED_USER_IDS.ava,
      features: ['COMMUNITY', 'NEWS'],
      preferred_locale: 'en-US',
      approximate_member_count: 3,
    });
    expect(guild.roles.map((role) => role.name)).toEqual(['@everyone', 'Guildsmith']);
    expect(guild.system_channel_id).toBe(
      [...guildOf(workshop).channels.values()].find((channel) => channel.name === 'general')?.id,
    );
  });

  it('refuses callers without the bot token with 401 and code 0', async () => {
    const missing = await emulator.app.inject({
      method: 'GET',
      url: `${PREFIX}/api/v10/guilds/${workshop}`,
    });
    const wrong = await call('GET', `/guilds/${workshop}`, undefined, {
      authorization: 'Bot not-the-token',
    });

    for (const response of [missing, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    }
  });

  it('answers 10004 Unknown Guild for a guild that does not exist', async () => {
    const response = await call('GET', '/guilds/1310000000000009999');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Unknown Guild', code: 10004 });
  });
});

describe('GET /guilds/:id/members/:user_id', () => {
  it("answers a member's roles and user, and 10007 Unknown Member for someone not there", async () => {
    const ownerId = guildOf(workshop).ownerId;
    const response = await call('GET', `/guilds/${workshop}/members/${ownerId}`);
    expect(response.statusCode).toBe(200);
    const member = response.json<APIGuildMember>();
    expect(member).toMatchObject({
      user: { id: ownerId },
      roles: guildOf(workshop).members.get(ownerId)?.roleIds,
      pending: false,
      mute: false,
      deaf: false,
      flags: 0,
    });
    expect(member.joined_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const absent = await call('GET', `/guilds/${workshop}/members/1310000000000099999`);
    expect(absent.statusCode).toBe(404);
    expect(absent.json()).toEqual({ message: 'Unknown Member', code: 10007 });
  });

  it('answers the bot itself as a member, with its managed role, as Discord does', async () => {
    const { botUser } = emulator.state;
    const response = await call('GET', `/guilds/${workshop}/members/${botUser.id}`);
    expect(response.statusCode).toBe(200);
    const member = response.json<APIGuildMember>();
    expect(member.user).toMatchObject({ id: botUser.id, bot: true });
    expect(member.roles).toEqual(guildOf(workshop).members.get(botUser.id)?.roleIds);
    expect(member.roles.length).toBeGreaterThan(0);
  });
});

describe('roles', () => {
  it('creates a role just above @everyone and records the audit-log reason', async () => {
    const response = await call(
      'POST',
      `/guilds/${workshop}/roles`,
      { name: 'Moderator', permissions: '8192', color: 0x3498db, hoist: true, mentionable: true },
      { 'x-audit-log-reason': encodeURIComponent('Guildsmith build: staff roles') },
    );

    expect(response.statusCode).toBe(200);
    const role = response.json<APIRole>();
    expect(role).toMatchObject({
      name: 'Moderator',
      permissions: '8192',
      color: 0x3498db,
      colors: { primary_color: 0x3498db },
      hoist: true,
      mentionable: true,
      managed: false,
      position: 1,
    });
    const roles = (await call('GET', `/guilds/${workshop}/roles`)).json<APIRole[]>();
    expect(roles.map((entry) => [entry.name, entry.position])).toEqual([
      ['@everyone', 0],
      ['Moderator', 1],
      ['Guildsmith', 2],
    ]);
    expect(emulator.state.auditLog.inGuild(workshop)[0]).toMatchObject({
      actionType: AuditLogEvent.RoleCreate,
      targetId: role.id,
      reason: 'Guildsmith build: staff roles',
    });
  });

  it('moves, edits and deletes roles', async () => {
    const first = (
      await call('POST', `/guilds/${workshop}/roles`, { name: 'First' })
    ).json<APIRole>();
    const second = (
      await call('POST', `/guilds/${workshop}/roles`, { name: 'Second' })
    ).json<APIRole>();

    const moved = await call('PATCH', `/guilds/${workshop}/roles`, [{ id: first.id, position: 1 }]);
    const edited = await call('PATCH', `/guilds/${workshop}/roles/${second.id}`, {
      name: 'Renamed',
      color: 0xff0000,
    });
    const deleted = await call('DELETE', `/guilds/${workshop}/roles/${first.id}`);
    const again = await call('DELETE', `/guilds/${workshop}/roles/${first.id}`);

    expect(moved.json<APIRole[]>().map((role) => role.name)).toEqual([
      '@everyone',
      'First',
      'Second',
      'Guildsmith',
    ]);
    expect(edited.json()).toMatchObject({ id: second.id, name: 'Renamed', color: 0xff0000 });
    expect(deleted.statusCode).toBe(204);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Unknown Role', code: 10011 });
    expect([...guildOf(workshop).roles.values()].map((role) => [role.name, role.position])).toEqual(
      [
        ['@everyone', 0],
        ['Guildsmith', 2],
        ['Renamed', 1],
      ],
    );
  });

  it('refuses to delete @everyone or the managed bot role (50028)', async () => {
    const managed = [...guildOf(workshop).roles.values()].find((role) => role.managed);

    const everyone = await call('DELETE', `/guilds/${workshop}/roles/${workshop}`);
    const own = await call('DELETE', `/guilds/${workshop}/roles/${managed?.id}`);

    expect(everyone.json()).toEqual({ message: 'Invalid Role', code: 50028 });
    expect(own.statusCode).toBe(403);
  });

  it('keeps roles above the bot out of its reach, Administrator or not', async () => {
    const raiders = guildOf(SEED_GUILD_IDS.pixelRaiders);
    const admin = [...raiders.roles.values()].find((role) => role.name === 'Admin');

    const response = await call('PATCH', `/guilds/${raiders.id}/roles/${admin?.id}`, {
      name: 'Hijacked',
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });

  it('answers 50013 without Manage Roles, and for permissions the bot lacks', async () => {
    const guild = guildOf(workshop);
    setBotPermissions(emulator.state, guild, PermissionFlagsBits.ManageRoles);

    const beyond = await call('POST', `/guilds/${workshop}/roles`, { permissions: '8' });
    const within = await call('POST', `/guilds/${workshop}/roles`, {
      name: 'ok',
      permissions: '0',
    });
    setBotPermissions(emulator.state, guild, 0n);
    const without = await call('POST', `/guilds/${workshop}/roles`, { name: 'nope' });

    expect(beyond.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
    expect(within.statusCode).toBe(200);
    expect(without.statusCode).toBe(403);
  });

  it('answers 30005 once the guild holds 250 roles', async () => {
    for (let index = guildOf(workshop).roles.size; index < 250; index += 1) {
      const created = await call('POST', `/guilds/${workshop}/roles`, { name: `r${index}` });
      expect(created.statusCode).toBe(200);
    }

    const response = await call('POST', `/guilds/${workshop}/roles`, { name: 'one too many' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Maximum number of guild roles reached (250)',
      code: 30005,
    });
  });

  it('answers 50035 with the field tree for a bad body', async () => {
    const response = await call('POST', `/guilds/${workshop}/roles`, {
      name: 'x'.repeat(101),
      color: -1,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 50035,
      message: 'Invalid Form Body',
      errors: {
        name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] },
        color: { _errors: [{ code: 'NUMBER_TYPE_MIN' }] },
      },
    });
  });
});
