import { PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBotPermissions } from '../guilds.ts';
import { SEED_GUILD_IDS } from '../seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from '../test-support.ts';

let emulator: TestEmulator;
let general: string;
const workshop = SEED_GUILD_IDS.avasWorkshop;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
  const guild = emulator.state.guilds.get(workshop);
  general = [...(guild?.channels.values() ?? [])][0]?.id ?? '';
});

afterEach(async () => {
  await emulator.app.close();
});

const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
  botCall(emulator.app, method, path, payload);

describe('channel invites', () => {
  it('lists the live invites of a channel with their guild, as creating them answers', async () => {
    const lasting = await call('POST', `/channels/${general}/invites`, { max_age: 0 });
    const brief = await call('POST', `/channels/${general}/invites`, { max_age: 60 });
    emulator.clock.advance(61_000);

    const listed = await call('GET', `/channels/${general}/invites`);

    expect(lasting.json()).toMatchObject({
      guild_id: workshop,
      guild: { id: workshop, nsfw: false },
      max_age: 0,
    });
    expect(brief.statusCode).toBe(200);
    expect(listed.json()).toEqual([lasting.json()]);
  });

  it('lists only with Manage Channels, as Discord requires', async () => {
    const guild = emulator.state.guilds.get(workshop);
    if (!guild) throw new Error('no guild');
    setBotPermissions(
      emulator.state,
      guild,
      PermissionFlagsBits.ViewChannel | PermissionFlagsBits.CreateInstantInvite,
    );

    const created = await call('POST', `/channels/${general}/invites`, {});
    const listed = await call('GET', `/channels/${general}/invites`);

    expect(created.statusCode).toBe(200);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});
