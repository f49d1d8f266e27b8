import { type APIGuild, AuditLogEvent, PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBotPermissions } from './guilds.ts';
import { SEED_GUILD_IDS } from './seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;

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

const patch = (body: unknown) =>
  botCall(emulator.app, 'PATCH', `/guilds/${workshop}`, body, {
    'x-audit-log-reason': 'Guildsmith%20welcome',
  });

async function channel(name: string, type = 0) {
  const response = await botCall(emulator.app, 'POST', `/guilds/${workshop}/channels`, {
    name,
    type,
  });
  return response.json<{ id: string }>().id;
}

describe('PATCH /guilds/:id', () => {
  it('sets the system channel and its flags, which GET /guilds/:id then answers', async () => {
    const welcome = await channel('welcome');

    const response = await patch({ system_channel_id: welcome, system_channel_flags: '9' });
    const read = await botCall(emulator.app, 'GET', `/guilds/${workshop}`);

    expect(response.statusCode).toBe(200);
    expect(response.json<APIGuild>()).toMatchObject({
      id: workshop,
      system_channel_id: welcome,
      system_channel_flags: 9,
    });
    expect(read.json<APIGuild>()).toMatchObject({ system_channel_id: welcome });
    expect(emulator.state.auditLog.inGuild(workshop)[0]).toMatchObject({
      actionType: AuditLogEvent.GuildUpdate,
      targetId: workshop,
      reason: 'Guildsmith welcome',
    });
  });

  it('clears the system channel with null and keeps fields it was not given', async () => {
    await patch({ system_channel_flags: 1 });

    const response = await patch({ system_channel_id: null, name: 'Renamed' });

    expect(response.json<APIGuild>()).toMatchObject({
      name: 'Renamed',
      system_channel_id: null,
      system_channel_flags: 1,
    });
  });

  it('answers 50035 for a system channel that is no text channel of the server, or unknown flags', async () => {
    const lobby = await channel('Lobby', 2);

    const voice = await patch({ system_channel_id: lobby });
    const unknown = await patch({ system_channel_id: '1310000000000099999' });
    const flags = await patch({ system_channel_flags: 1 << 10 });

    expect(voice.json()).toMatchObject({
      code: 50035,
      errors: { system_channel_id: { _errors: [{ code: 'BASE_TYPE_INVALID' }] } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(flags.json()).toMatchObject({ code: 50035, errors: { system_channel_flags: {} } });
    expect(guild().systemChannelId).not.toBe(lobby);
  });

  it('needs Manage Server', async () => {
    setBotPermissions(emulator.state, guild(), PermissionFlagsBits.ManageRoles);

    const response = await patch({ system_channel_flags: 1 });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});
