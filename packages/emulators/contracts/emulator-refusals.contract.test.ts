import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGuild, setBotPermissions } from '../src/discord/guilds.ts';
import { SEED_USER_IDS } from '../src/discord/seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from '../src/discord/test-support.ts';
import { refusalChecker } from './refusal-check.ts';

/**
 * The emulator refuses as Discord does: the status, Discord's JSON error code,
 * and a body that fits the document's error schema for the operation (with
 * the nested `errors` tree for 50035, and `retry_after` and `global` on 429).
 */

const UNKNOWN_ID = '1310000000000099999';
let emulator: TestEmulator;
let guildId: string;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
  guildId = createGuild(emulator.state, { name: 'Refusals', ownerId: SEED_USER_IDS.ava }).id;
});

afterEach(async () => {
  await emulator.app.close();
});

const refused = refusalChecker(() => emulator);

async function category(name: string) {
  const response = await botCall(emulator.app, 'POST', `/guilds/${guildId}/channels`, {
    name,
    type: 4,
  });
  return response.json<{ id: string }>().id;
}

describe('unknown objects', () => {
  it('answers 10003, 10004, 10011 and 10062 with 404', async () => {
    const channel = await refused('GET', `/channels/${UNKNOWN_ID}`, 404);
    const history = await refused('GET', `/channels/${UNKNOWN_ID}/messages`, 404);
    const guild = await refused('GET', `/guilds/${UNKNOWN_ID}`, 404);
    const role = await refused('DELETE', `/guilds/${guildId}/roles/${UNKNOWN_ID}`, 404);
    const interaction = await refused(
      'POST',
      `/interactions/${UNKNOWN_ID}/not-a-token/callback`,
      404,
      { type: 4, data: { content: 'hi' } },
    );

    expect(channel).toEqual({ message: 'Unknown Channel', code: 10003 });
    expect(history).toEqual(channel);
    expect(guild).toEqual({ message: 'Unknown Guild', code: 10004 });
    expect(role).toEqual({ message: 'Unknown Role', code: 10011 });
    expect(interaction).toEqual({ message: 'Unknown interaction', code: 10062 });
  });
});

describe('permissions', () => {
  it('answers 50013 with 403 when the bot lacks them', async () => {
    const guild = emulator.state.guilds.get(guildId);
    if (!guild) throw new Error('guild missing');
    setBotPermissions(emulator.state, guild, 0n);

    const channel = await refused('POST', `/guilds/${guildId}/channels`, 403, { name: 'x' });
    const role = await refused('POST', `/guilds/${guildId}/roles`, 403, { name: 'x' });

    for (const body of [channel, role]) {
      expect(body).toEqual({ message: 'Missing Permissions', code: 50013 });
    }
  });
});

describe('invalid form bodies', () => {
  it('answers 50035 with the field tree for names over 100 characters', async () => {
    const long = 'x'.repeat(101);
    const channel = await refused('POST', `/guilds/${guildId}/channels`, 400, { name: long });
    const role = await refused('POST', `/guilds/${guildId}/roles`, 400, { name: long });

    for (const body of [channel, role]) {
      expect(body).toMatchObject({
        message: 'Invalid Form Body',
        code: 50035,
        errors: { name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] } },
      });
    }
  });

  it('answers 50035 for a category that is full and for more overwrites than a channel takes', async () => {
    const full = await category('Full');
    for (let index = 0; index < 50; index += 1) {
      await botCall(emulator.app, 'POST', `/guilds/${guildId}/channels`, {
        name: `c${index}`,
        parent_id: full,
      });
    }
    const overwrites = Array.from({ length: 101 }, () => ({ id: guildId, type: 0 }));

    const inFull = await refused('POST', `/guilds/${guildId}/channels`, 400, {
      name: 'one-more',
      parent_id: full,
    });
    const tooMany = await refused('POST', `/guilds/${guildId}/channels`, 400, {
      name: 'crowded',
      permission_overwrites: overwrites,
    });

    expect(inFull).toMatchObject({
      code: 50035,
      errors: { parent_id: { _errors: [{ code: 'CHANNEL_PARENT_MAX_CHANNELS' }] } },
    });
    expect(tooMany).toMatchObject({
      code: 50035,
      errors: { permission_overwrites: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
    });
  });

  it('answers 50035 for overwrites naming no role or member of the server', async () => {
    const body = await refused('POST', `/guilds/${guildId}/channels`, 400, {
      name: 'private',
      permission_overwrites: [{ id: UNKNOWN_ID, type: 0, allow: '1024', deny: '0' }],
    });

    expect(body).toMatchObject({
      code: 50035,
      errors: {
        permission_overwrites: { '0': { id: { _errors: [{ code: 'BASE_TYPE_INVALID' }] } } },
      },
    });
  });
});

describe('server maximums', () => {
  it('answers 30005 at 250 roles and 30013 at 500 channels', async () => {
    const guild = emulator.state.guilds.get(guildId);
    if (!guild) throw new Error('guild missing');
    for (let index = guild.roles.size; index < 250; index += 1) {
      await botCall(emulator.app, 'POST', `/guilds/${guildId}/roles`, { name: `r${index}` });
    }
    for (let index = guild.channels.size; index < 500; index += 1) {
      await botCall(emulator.app, 'POST', `/guilds/${guildId}/channels`, { name: `c${index}` });
    }

    const role = await refused('POST', `/guilds/${guildId}/roles`, 400, { name: 'one more' });
    const channel = await refused('POST', `/guilds/${guildId}/channels`, 400, { name: 'one more' });

    expect(role).toEqual({ message: 'Maximum number of guild roles reached (250)', code: 30005 });
    expect(channel).toEqual({
      message: 'Maximum number of guild channels reached (500)',
      code: 30013,
    });
  });
});

describe('rate limits', () => {
  it("answers 429 with retry_after and global, for a route's bucket and the global limit", async () => {
    emulator.state.rateLimits.mode = 'strict';
    await botCall(emulator.app, 'GET', `/guilds/${guildId}/roles`);
    const bucket = await refused('GET', `/guilds/${guildId}/roles`, 429);

    emulator.state.rateLimits.reset();
    emulator.state.rateLimits.override('GET /guilds/:guild_id', { limit: 1000, windowMs: 1000 });
    for (let index = 0; index < 50; index += 1) {
      await botCall(emulator.app, 'GET', `/guilds/${guildId}`);
    }
    const global = await refused('GET', `/guilds/${guildId}`, 429);

    expect(bucket).toEqual({
      message: 'You are being rate limited.',
      retry_after: 1,
      global: false,
    });
    expect(global).toMatchObject({ retry_after: expect.any(Number), global: true });
  });
});
