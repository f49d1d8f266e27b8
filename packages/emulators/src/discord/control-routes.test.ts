import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import { createTestEmulator, PREFIX, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;

beforeEach(async () => {
  emulator = await createTestEmulator();
});

afterEach(async () => {
  await emulator.app.close();
});

describe('the control API', () => {
  it('lists the emulated users in Discord shape, e-mail included', async () => {
    const response = await emulator.app.inject({ method: 'GET', url: `${PREFIX}/control/users` });

    expect(response.json()).toEqual([
      expect.objectContaining({
        id: SEED_USER_IDS.ava,
        username: 'ava.codes',
        email: 'ava@example.test',
      }),
      expect.objectContaining({ id: SEED_USER_IDS.lars, discriminator: '4821', email: null }),
      expect.objectContaining({ id: SEED_USER_IDS.nia, avatar: null }),
    ]);
  });

  it('lists guilds as { id, name, ownerId }', async () => {
    const response = await emulator.app.inject({ method: 'GET', url: `${PREFIX}/control/guilds` });

    expect(response.json()).toEqual([
      { id: SEED_GUILD_IDS.avasWorkshop, name: "Ava's Workshop", ownerId: SEED_USER_IDS.ava },
      { id: SEED_GUILD_IDS.pixelRaiders, name: 'Pixel Raiders', ownerId: SEED_USER_IDS.lars },
      { id: SEED_GUILD_IDS.studyLounge, name: 'Study Lounge', ownerId: SEED_USER_IDS.nia },
    ]);
  });

  it('creates an empty guild with @everyone, #general and the bot as Administrator', async () => {
    const response = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: 'Build Test', ownerId: SEED_USER_IDS.lars },
    });

    expect(response.statusCode).toBe(201);
    const guild = response.json();
    expect(guild).toMatchObject({ name: 'Build Test', ownerId: SEED_USER_IDS.lars });
    expect(guild.roles).toEqual([
      expect.objectContaining({ id: guild.id, name: '@everyone', position: 0 }),
      expect.objectContaining({ name: 'Guildsmith', managed: true, permissions: '8' }),
    ]);
    expect(guild.channels).toEqual([
      expect.objectContaining({ name: 'general', type: 0, guild_id: guild.id }),
    ]);
    expect(BigInt(guild.id)).toBeGreaterThan(BigInt(SEED_GUILD_IDS.studyLounge));
  });

  it('gives a new guild to the first user by default and refuses unknown owners', async () => {
    const byDefault = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: 'Default Owner' },
    });
    const unknown = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: 'Nobody', ownerId: '1310000000000000999' },
    });
    const invalid = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/control/guilds`,
      payload: { name: '' },
    });

    expect(byDefault.json()).toMatchObject({ ownerId: SEED_USER_IDS.ava });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'UNKNOWN_USER' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
