import type { APIGuildCategoryChannel, APITextChannel } from 'discord-api-types/v10';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGuild, setBotPermissions } from '../guilds.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from '../test-support.ts';

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

async function createChannel(body: Record<string, unknown>, guildId: string = workshop) {
  return call('POST', `/guilds/${guildId}/channels`, body);
}

async function category(name = 'Info') {
  const response = await createChannel({ name, type: 4 });
  expect(response.statusCode).toBe(201);
  return response.json<APIGuildCategoryChannel>();
}

describe('POST /guilds/:id/channels', () => {
  it('creates every supported type, with parent, topic, position and inline overwrites', async () => {
    const info = await category('Server Info');
    const everyoneDeny = {
      id: workshop,
      type: 0,
      allow: '0',
      deny: PermissionFlagsBits.SendMessages.toString(),
    };

    const created = await Promise.all(
      [
        { name: 'Rules  &  Info', type: 0, topic: 'Read first', position: 3 },
        { name: 'Voice Lounge', type: 2, user_limit: 10 },
        { name: 'News Desk', type: 5 },
        { name: 'Town Hall', type: 13 },
        { name: 'Help Forum', type: 15, topic: 'Ask here' },
      ].map((body) =>
        createChannel({ ...body, parent_id: info.id, permission_overwrites: [everyoneDeny] }),
      ),
    );

    expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(created.map((response) => response.json())).toEqual([
      expect.objectContaining({ type: 0, name: 'rules-&-info', topic: 'Read first', position: 3 }),
      expect.objectContaining({ type: 2, name: 'Voice Lounge', user_limit: 10, bitrate: 64000 }),
      expect.objectContaining({ type: 5, name: 'news-desk' }),
      expect.objectContaining({ type: 13, name: 'Town Hall' }),
      expect.objectContaining({ type: 15, name: 'help-forum', available_tags: [] }),
    ]);
    for (const response of created) {
      expect(response.json()).toMatchObject({
        guild_id: workshop,
        parent_id: info.id,
        permission_overwrites: [everyoneDeny],
      });
    }
    expect(info).toMatchObject({ type: 4, name: 'Server Info', parent_id: null });
  });

  it('answers 50035 for names outside 1-100 characters, also after Discord trims them', async () => {
    const long = await createChannel({ name: 'x'.repeat(101) });
    const dashes = await createChannel({ name: ' -- ' });

    for (const response of [long, dashes]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 50035,
        errors: { name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] } },
      });
    }
  });

  it('requires parent_id to be a category of the guild', async () => {
    const text = (await createChannel({ name: 'plain' })).json<APITextChannel>();

    const response = await createChannel({ name: 'child', parent_id: text.id });

    expect(response.json()).toMatchObject({
      code: 50035,
      errors: { parent_id: { _errors: [{ code: 'CHANNEL_PARENT_INVALID' }] } },
    });
  });

  it('refuses a 51st channel in a category with CHANNEL_PARENT_MAX_CHANNELS', async () => {
    const full = await category('Full');
    for (let index = 0; index < 50; index += 1) {
      expect((await createChannel({ name: `c${index}`, parent_id: full.id })).statusCode).toBe(201);
    }

    const response = await createChannel({ name: 'c50', parent_id: full.id });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid Form Body',
      code: 50035,
      errors: {
        parent_id: {
          _errors: [
            {
              code: 'CHANNEL_PARENT_MAX_CHANNELS',
              message: 'Maximum number of channels in category reached (50)',
            },
          ],
        },
      },
    });
  });

  it('answers 30013 once the guild holds 500 channels', async () => {
    const guild = emulator.state.guilds.get(workshop);
    for (let index = guild?.channels.size ?? 0; index < 500; index += 1) {
      expect((await createChannel({ name: `c${index}` })).statusCode).toBe(201);
    }

    const response = await createChannel({ name: 'c500' });

    expect(response.json()).toEqual({
      message: 'Maximum number of guild channels reached (500)',
      code: 30013,
    });
  });

  it('keeps announcement and stage channels to Community servers', async () => {
    const plain = createGuild(emulator.state, {
      name: 'Plain',
      ownerId: SEED_USER_IDS.ava,
      community: false,
    });

    const news = await createChannel({ name: 'news', type: 5 }, plain.id);
    const stage = await createChannel({ name: 'stage', type: 13 }, plain.id);
    const unknown = await createChannel({ name: 'dm', type: 1 }, plain.id);

    expect(news.json()).toMatchObject({
      code: 50035,
      errors: {
        type: {
          _errors: [
            { code: 'BASE_TYPE_CHOICES', message: 'Value must be one of {0, 2, 4, 13, 15, 16}.' },
          ],
        },
      },
    });
    expect(stage.json()).toEqual({
      message: 'Cannot execute action on this channel type',
      code: 50024,
    });
    expect(unknown.json()).toMatchObject({
      errors: { type: { _errors: [{ code: 'BASE_TYPE_CHOICES' }] } },
    });
  });

  it('answers 50013 without Manage Channels, and for overwrites beyond its own permissions', async () => {
    const guild = emulator.state.guilds.get(workshop);
    if (!guild) throw new Error('no guild');
    setBotPermissions(emulator.state, guild, PermissionFlagsBits.ManageChannels);

    const beyond = await createChannel({
      name: 'staff',
      permission_overwrites: [{ id: workshop, type: 0, allow: '8192', deny: '0' }],
    });
    const plain = await createChannel({ name: 'plain' });
    setBotPermissions(emulator.state, guild, 0n);
    const without = await createChannel({ name: 'nope' });

    expect(beyond.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
    expect(plain.statusCode).toBe(201);
    expect(without.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});

describe('channels', () => {
  it('lists, reads, edits, moves and deletes channels', async () => {
    const info = await category('Info');
    const child = (
      await createChannel({ name: 'rules', parent_id: info.id })
    ).json<APITextChannel>();

    const listed = await call('GET', `/guilds/${workshop}/channels`);
    const read = await call('GET', `/channels/${child.id}`);
    const edited = await call('PATCH', `/channels/${child.id}`, {
      name: 'House Rules',
      topic: 'Be kind',
    });
    const moved = await call('PATCH', `/guilds/${workshop}/channels`, [
      { id: child.id, position: 5, parent_id: null },
    ]);
    const deleted = await call('DELETE', `/channels/${info.id}`);
    const gone = await call('GET', `/channels/${info.id}`);

    expect(listed.json<APITextChannel[]>().map((channel) => channel.name)).toEqual([
      'general',
      'Info',
      'rules',
    ]);
    expect(read.json()).toMatchObject({ id: child.id, parent_id: info.id });
    expect(edited.json()).toMatchObject({ name: 'house-rules', topic: 'Be kind' });
    expect(moved.statusCode).toBe(204);
    expect(deleted.json()).toMatchObject({ id: info.id, type: 4 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Unknown Channel', code: 10003 });
    expect(emulator.state.guilds.get(workshop)?.channels.get(child.id)).toMatchObject({
      position: 5,
      parent_id: null,
    });
  });

  it('frees a deleted category’s channels of their parent', async () => {
    const info = await category('Info');
    const child = (
      await createChannel({ name: 'rules', parent_id: info.id })
    ).json<APITextChannel>();

    await call('DELETE', `/channels/${info.id}`);

    expect((await call('GET', `/channels/${child.id}`)).json()).toMatchObject({ parent_id: null });
  });

  it('converts text to announcement channels but no other way', async () => {
    const text = (await createChannel({ name: 'updates' })).json<APITextChannel>();

    const converted = await call('PATCH', `/channels/${text.id}`, { type: 5 });
    const voice = await call('PATCH', `/channels/${text.id}`, { type: 2 });

    expect(converted.json()).toMatchObject({ type: 5 });
    expect(voice.json()).toEqual({
      message: 'Cannot execute action on this channel type',
      code: 50024,
    });
  });
});
