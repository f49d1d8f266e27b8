import { AuditLogEvent, PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGuild, setBotPermissions } from './guilds.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const path = `/guilds/${workshop}/welcome-screen`;

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

const general = () => guild().systemChannelId ?? '';

describe('GET and PATCH /guilds/:id/welcome-screen', () => {
  it('answers 10069 until the screen is set up, then the screen as set', async () => {
    const before = await botCall(emulator.app, 'GET', path);
    const patched = await botCall(
      emulator.app,
      'PATCH',
      path,
      {
        enabled: true,
        description: 'Glad you are here',
        welcome_channels: [{ channel_id: general(), description: 'Say hi', emoji_name: '👋' }],
      },
      { 'x-audit-log-reason': 'Guildsmith%20welcome' },
    );
    const after = await botCall(emulator.app, 'GET', path);

    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'Unknown Guild Welcome Screen', code: 10069 });
    const screen = {
      description: 'Glad you are here',
      welcome_channels: [
        { channel_id: general(), description: 'Say hi', emoji_id: null, emoji_name: '👋' },
      ],
    };
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual(screen);
    expect(after.json()).toEqual(screen);
    expect(guild().features).toContain('WELCOME_SCREEN_ENABLED');
    expect(emulator.state.auditLog.inGuild(workshop)[0]).toMatchObject({
      actionType: AuditLogEvent.GuildUpdate,
      reason: 'Guildsmith welcome',
    });
  });

  it('keeps fields not given, clears with null, and drops the feature when disabled', async () => {
    await botCall(emulator.app, 'PATCH', path, { enabled: true, description: 'Hi' });

    const response = await botCall(emulator.app, 'PATCH', path, {
      enabled: false,
      description: null,
    });

    expect(response.json()).toEqual({ description: null, welcome_channels: [] });
    expect(guild().welcomeScreen?.enabled).toBe(false);
    expect(guild().features).not.toContain('WELCOME_SCREEN_ENABLED');
  });

  it('answers 50035 for more than 5 channels and for channels not in the server', async () => {
    const six = Array.from({ length: 6 }, () => ({ channel_id: general(), description: 'x' }));

    const tooMany = await botCall(emulator.app, 'PATCH', path, { welcome_channels: six });
    const unknown = await botCall(emulator.app, 'PATCH', path, {
      welcome_channels: [{ channel_id: '1310000000000099999', description: 'Nowhere' }],
    });

    expect(tooMany.json()).toMatchObject({
      code: 50035,
      errors: { welcome_channels: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
    });
    expect(unknown.json()).toMatchObject({
      code: 50035,
      errors: { welcome_channels: { '0': { channel_id: { _errors: [{}] } } } },
    });
  });

  it('needs Manage Server, and a Community server (10069 elsewhere)', async () => {
    const plain = createGuild(emulator.state, {
      name: 'Plain',
      ownerId: SEED_USER_IDS.ava,
      community: false,
    });
    const notCommunity = await botCall(
      emulator.app,
      'PATCH',
      `/guilds/${plain.id}/welcome-screen`,
      {
        enabled: true,
      },
    );
    setBotPermissions(emulator.state, guild(), PermissionFlagsBits.ManageRoles);
    const missing = await botCall(emulator.app, 'PATCH', path, { enabled: true });
    const read = await botCall(emulator.app, 'GET', path);

    expect(notCommunity.statusCode).toBe(404);
    expect(notCommunity.json()).toEqual({ message: 'Unknown Guild Welcome Screen', code: 10069 });
    for (const response of [missing, read]) {
      expect(response.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
    }
  });
});
