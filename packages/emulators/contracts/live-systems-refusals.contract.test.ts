import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/discord/attachments.ts';
import { addMember, createGuild, setBotPermissions } from '../src/discord/guilds.ts';
import type { EmulatedGuild } from '../src/discord/model.ts';
import { SEED_USER_IDS } from '../src/discord/seed.ts';
import {
  BOT_HEADERS,
  botCall,
  createTestEmulator,
  PREFIX,
  type TestEmulator,
} from '../src/discord/test-support.ts';
import { DiscordContract } from './discord-contract.ts';
import { refusalChecker } from './refusal-check.ts';

/**
 * The refusals of the routes the bot's live systems call (member roles,
 * server settings, welcome screen, onboarding, AutoMod, attachments), with
 * Discord's codes and bodies that fit the document.
 */

const UNKNOWN_ID = '1310000000000099999';
let emulator: TestEmulator;
let guild: EmulatedGuild;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
  guild = createGuild(emulator.state, { name: 'Live systems', ownerId: SEED_USER_IDS.ava });
  addMember(emulator.state, guild, SEED_USER_IDS.lars);
});

afterEach(async () => {
  await emulator.app.close();
});

const refused = refusalChecker(() => emulator);

async function newRole(name: string) {
  const response = await botCall(emulator.app, 'POST', `/guilds/${guild.id}/roles`, { name });
  return response.json<{ id: string }>().id;
}

describe('member roles', () => {
  it('answers 10007 and 10011 for unknown members and roles, 50013 without Manage Roles', async () => {
    const role = await newRole('Verified');
    const memberPath = (userId: string, roleId: string) =>
      `/guilds/${guild.id}/members/${userId}/roles/${roleId}`;

    const member = await refused('PUT', memberPath(UNKNOWN_ID, role), 404);
    const unknownRole = await refused('DELETE', memberPath(SEED_USER_IDS.lars, UNKNOWN_ID), 404);
    setBotPermissions(emulator.state, guild, 0n);
    const missing = await refused('PUT', memberPath(SEED_USER_IDS.lars, role), 403);

    expect(member).toEqual({ message: 'Unknown Member', code: 10007 });
    expect(unknownRole).toEqual({ message: 'Unknown Role', code: 10011 });
    expect(missing).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});

describe('server settings', () => {
  it('answers 50035 with the field for a system channel that is no text channel, 50013 without Manage Server', async () => {
    const invalid = await refused('PATCH', `/guilds/${guild.id}`, 400, {
      system_channel_id: UNKNOWN_ID,
    });
    setBotPermissions(emulator.state, guild, 0n);
    const missing = await refused('PATCH', `/guilds/${guild.id}`, 403, { system_channel_flags: 1 });

    expect(invalid).toMatchObject({
      code: 50035,
      errors: { system_channel_id: { _errors: [{ code: 'BASE_TYPE_INVALID' }] } },
    });
    expect(missing).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});

describe('welcome screen and onboarding', () => {
  it('answers 10069 for a welcome screen never set up, 50035 for more than 5 channels', async () => {
    const unknown = await refused('GET', `/guilds/${guild.id}/welcome-screen`, 404);
    const channel = { channel_id: guild.systemChannelId, description: 'Hi' };
    const tooMany = await refused('PATCH', `/guilds/${guild.id}/welcome-screen`, 400, {
      welcome_channels: Array.from({ length: 6 }, () => channel),
    });

    expect(unknown).toEqual({ message: 'Unknown Guild Welcome Screen', code: 10069 });
    expect(tooMany).toMatchObject({ code: 50035, errors: { welcome_channels: {} } });
  });

  it('answers 350000 for an onboarding enabled below the requirements', async () => {
    const body = await refused('PUT', `/guilds/${guild.id}/onboarding`, 400, {
      default_channel_ids: [guild.systemChannelId],
      enabled: true,
    });

    expect(body).toEqual({
      message: 'Cannot enable onboarding, requirements are not met',
      code: 350000,
    });
  });
});

describe('AutoMod rules', () => {
  const spam = { name: 'Spam', event_type: 1, trigger_type: 3, actions: [{ type: 1 }] };

  it('answers 50035 past a trigger type maximum and for bad bodies, 50013 without Manage Server', async () => {
    const rules = `/guilds/${guild.id}/auto-moderation/rules`;
    await botCall(emulator.app, 'POST', rules, spam);

    const maximum = await refused('POST', rules, 400, spam);
    const invalid = await refused('POST', rules, 400, { ...spam, event_type: 2 });
    setBotPermissions(emulator.state, guild, 0n);
    const missing = await refused('GET', rules, 403);

    expect(maximum).toMatchObject({
      code: 50035,
      errors: { _errors: [{ code: 'AUTO_MODERATION_MAX_RULES_OF_TYPE_EXCEEDED' }] },
    });
    expect(invalid).toMatchObject({ code: 50035, errors: { event_type: {} } });
    expect(missing).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});

describe('attachments', () => {
  it('answers 413 and 40005 for more than 10 MiB of files', async () => {
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'Too big' }));
    form.append('files[0]', new Blob([Buffer.alloc(MAX_UPLOAD_BYTES + 1)]), 'big.bin');
    const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form });
    const path = `/channels/${guild.systemChannelId}/messages`;

    const response = await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/api/v10${path}`,
      headers: { ...BOT_HEADERS, 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Request entity too large', code: 40005 });
    const problems = DiscordContract.load().checkResponse({
      method: 'POST',
      path,
      status: 413,
      body: response.json(),
    });
    expect(problems).toEqual([]);
  });
});
