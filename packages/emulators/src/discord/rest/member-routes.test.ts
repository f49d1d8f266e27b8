import { type APIGuildMember, AuditLogEvent } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRole, setBotPermissions } from '../guilds.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from '../test-support.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const lars = SEED_USER_IDS.lars;
const UNKNOWN_ID = '1310000000000099999';

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
});

afterEach(async () => {
  await emulator.app.close();
});

function guild() {
  const found = emulator.state.guilds.get(workshop);
  if (!found) throw new Error('no workshop');
  return found;
}

async function newRole(name: string) {
  const response = await botCall(emulator.app, 'POST', `/guilds/${workshop}/roles`, { name });
  return response.json<{ id: string }>().id;
}

const memberRole = (method: 'PUT' | 'DELETE', userId: string, roleId: string) =>
  botCall(
    emulator.app,
    method,
    `/guilds/${workshop}/members/${userId}/roles/${roleId}`,
    undefined,
    {
      'x-audit-log-reason': 'Verified%20by%20captcha',
    },
  );

describe('PUT and DELETE /guilds/:id/members/:user_id/roles/:role_id', () => {
  it('gives and takes one role with 204, each recorded in the audit log with its reason', async () => {
    const verified = await newRole('Verified');

    const given = await memberRole('PUT', lars, verified);
    const again = await memberRole('PUT', lars, verified);
    const member = await botCall(emulator.app, 'GET', `/guilds/${workshop}/members/${lars}`);
    const taken = await memberRole('DELETE', lars, verified);

    expect([given.statusCode, again.statusCode, taken.statusCode]).toEqual([204, 204, 204]);
    expect(given.body).toBe('');
    expect(member.json<APIGuildMember>().roles).toEqual([verified]);
    expect(guild().members.get(lars)?.roleIds).toEqual([]);
    expect(emulator.state.auditLog.inGuild(workshop)[0]).toMatchObject({
      actionType: AuditLogEvent.MemberRoleUpdate,
      targetId: lars,
      reason: 'Verified by captcha',
    });
  });

  it('refuses without Manage Roles, and for roles at or above the bot, with 50013', async () => {
    const verified = await newRole('Verified');
    const above = addRole(guild(), {
      id: UNKNOWN_ID.replace('99999', '88888'),
      name: 'Top',
      permissions: '0',
    });

    const higher = await memberRole('PUT', lars, above.id);
    setBotPermissions(emulator.state, guild(), 0n);
    const withoutPermission = await memberRole('PUT', lars, verified);

    for (const response of [higher, withoutPermission]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
    }
  });

  it('refuses @everyone and managed roles with 50028, unknown roles and members with 10011 and 10007', async () => {
    const verified = await newRole('Verified');
    const managed = [...guild().roles.values()].find((role) => role.managed)?.id ?? '';

    const everyone = await memberRole('PUT', lars, workshop);
    const integration = await memberRole('PUT', lars, managed);
    const unknownRole = await memberRole('PUT', lars, UNKNOWN_ID);
    const unknownMember = await memberRole('DELETE', UNKNOWN_ID, verified);

    expect(everyone.json()).toEqual({ message: 'Invalid Role', code: 50028 });
    expect(integration.statusCode).toBe(400);
    expect(unknownRole.statusCode).toBe(404);
    expect(unknownRole.json()).toEqual({ message: 'Unknown Role', code: 10011 });
    expect(unknownMember.json()).toEqual({ message: 'Unknown Member', code: 10007 });
  });
});
