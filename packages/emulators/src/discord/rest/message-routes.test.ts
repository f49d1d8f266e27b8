import type {
  APIApplicationCommand,
  APIExtendedInvite,
  APIGuildCategoryChannel,
  APIMessage,
} from 'discord-api-types/v10';
import { PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { botCall, CLIENT_ID, createTestEmulator, type TestEmulator } from '../test-support.ts';

let emulator: TestEmulator;
let general: string;
const workshop = SEED_GUILD_IDS.avasWorkshop;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
  const guild = emulator.state.guilds.get(workshop);
  general =
    [...(guild?.channels.values() ?? [])].find((channel) => channel.name === 'general')?.id ?? '';
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

const welcome = {
  content: 'Welcome <@1310000000000000101>! @everyone read the rules.',
  embeds: [{ title: 'Welcome', description: 'Glad you are here', color: 0x5865f2 }],
  components: [
    {
      type: 1,
      components: [
        { type: 2, style: 1, label: 'Verify', custom_id: 'verify' },
        { type: 2, style: 5, label: 'Docs', url: 'https://example.test/docs' },
      ],
    },
  ],
};

describe('channel messages', () => {
  it('stores and returns a message with embeds and components, pinging as allowed', async () => {
    const pinging = await call('POST', `/channels/${general}/messages`, welcome);
    const quiet = await call('POST', `/channels/${general}/messages`, {
      ...welcome,
      allowed_mentions: { parse: [] },
    });

    expect(pinging.statusCode).toBe(200);
    const message = pinging.json<APIMessage>();
    expect(message).toMatchObject({
      channel_id: general,
      author: { id: CLIENT_ID, bot: true },
      content: welcome.content,
      embeds: [{ type: 'rich', title: 'Welcome', color: 0x5865f2 }],
      components: welcome.components,
      mention_everyone: true,
      mentions: [expect.objectContaining({ id: SEED_USER_IDS.ava })],
      type: 0,
      edited_timestamp: null,
    });
    expect(message.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
    expect(quiet.json()).toMatchObject({
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
    });
  });

  it('lists history newest first and pages with before and limit', async () => {
    const ids: string[] = [];
    for (const content of ['one', 'two', 'three']) {
      ids.push(
        (await call('POST', `/channels/${general}/messages`, { content })).json<APIMessage>().id,
      );
    }

    const all = await call('GET', `/channels/${general}/messages`);
    const older = await call('GET', `/channels/${general}/messages?before=${ids[2]}&limit=1`);

    expect(all.json<APIMessage[]>().map((message) => message.content)).toEqual([
      'three',
      'two',
      'one',
    ]);
    expect(older.json<APIMessage[]>().map((message) => message.content)).toEqual(['two']);
  });

  it('edits and deletes its own messages', async () => {
    const message = (
      await call('POST', `/channels/${general}/messages`, welcome)
    ).json<APIMessage>();

    const edited = await call('PATCH', `/channels/${general}/messages/${message.id}`, {
      content: 'Updated',
      components: [],
    });
    const deleted = await call('DELETE', `/channels/${general}/messages/${message.id}`);
    const gone = await call('GET', `/channels/${general}/messages/${message.id}`);

    expect(edited.json()).toMatchObject({
      content: 'Updated',
      components: [],
      embeds: [{ title: 'Welcome' }],
    });
    expect(edited.json<APIMessage>().edited_timestamp).not.toBeNull();
    expect(deleted.statusCode).toBe(204);
    expect(gone.json()).toEqual({ message: 'Unknown Message', code: 10008 });
  });

  it('refuses empty messages (50006), categories (50008) and oversized embeds (50035)', async () => {
    const category = (
      await call('POST', `/guilds/${workshop}/channels`, { name: 'Info', type: 4 })
    ).json<APIGuildCategoryChannel>();

    const empty = await call('POST', `/channels/${general}/messages`, { content: '' });
    const inCategory = await call('POST', `/channels/${category.id}/messages`, { content: 'hi' });
    const huge = await call('POST', `/channels/${general}/messages`, {
      embeds: [1, 2].map(() => ({ description: 'x'.repeat(4000) })),
    });
    const tooLong = await call('POST', `/channels/${general}/messages`, {
      content: 'x'.repeat(2001),
    });

    expect(empty.json()).toEqual({ message: 'Cannot send an empty message', code: 50006 });
    expect(inCategory.json()).toEqual({
      message: 'Cannot send messages in a non-text channel',
      code: 50008,
    });
    expect(huge.json()).toMatchObject({
      code: 50035,
      errors: { embeds: { _errors: [{ code: 'MAX_EMBED_SIZE_EXCEEDED' }] } },
    });
    expect(tooLong.json()).toMatchObject({
      errors: { content: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH' }] } },
    });
  });

  it('refuses duplicate custom ids and buttons without one', async () => {
    const response = await call('POST', `/channels/${general}/messages`, {
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'A', custom_id: 'same' },
            { type: 2, style: 2, label: 'B', custom_id: 'same' },
            { type: 2, style: 3, label: 'C' },
          ],
        },
      ],
    });

    expect(response.json()).toMatchObject({
      code: 50035,
      errors: {
        components: {
          '0': {
            components: {
              '1': { custom_id: { _errors: [{ code: 'COMPONENT_CUSTOM_ID_DUPLICATED' }] } },
              '2': { custom_id: { _errors: [{ code: 'BASE_TYPE_REQUIRED' }] } },
            },
          },
        },
      },
    });
  });

  it('answers 50001 where the bot cannot see the channel and 50013 where it cannot speak', async () => {
    const guild = emulator.state.guilds.get(workshop);
    const managed = [...(guild?.roles.values() ?? [])].find((role) => role.managed);
    if (managed) managed.permissions = PermissionFlagsBits.ManageChannels.toString();
    const hidden = (
      await call('POST', `/guilds/${workshop}/channels`, {
        name: 'hidden',
        permission_overwrites: [{ id: workshop, type: 0, deny: '1024' }],
      })
    ).json<APIMessage>();
    const readOnly = (
      await call('POST', `/guilds/${workshop}/channels`, {
        name: 'read-only',
        permission_overwrites: [{ id: workshop, type: 0, deny: '2048' }],
      })
    ).json<APIMessage>();

    const unseen = await call('POST', `/channels/${hidden.id}/messages`, { content: 'hi' });
    const muted = await call('POST', `/channels/${readOnly.id}/messages`, { content: 'hi' });

    expect(unseen.json()).toEqual({ message: 'Missing Access', code: 50001 });
    expect(muted.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});

describe('invites', () => {
  it('creates an invite with a code and hands the same one back unless unique', async () => {
    const first = await call('POST', `/channels/${general}/invites`, { max_age: 0 });
    const again = await call('POST', `/channels/${general}/invites`, { max_age: 0 });
    const unique = await call('POST', `/channels/${general}/invites`, { max_age: 0, unique: true });

    const invite = first.json<APIExtendedInvite>();
    expect(invite).toMatchObject({
      type: 0,
      guild: { id: workshop, name: "Ava's Workshop" },
      channel: { id: general, name: 'general', type: 0 },
      inviter: { id: CLIENT_ID },
      max_age: 0,
      max_uses: 0,
      uses: 0,
      temporary: false,
      expires_at: null,
    });
    expect(invite.code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(again.json<APIExtendedInvite>().code).toBe(invite.code);
    expect(unique.json<APIExtendedInvite>().code).not.toBe(invite.code);
  });

  it('refuses invites to categories with 50024', async () => {
    const category = (
      await call('POST', `/guilds/${workshop}/channels`, { name: 'Info', type: 4 })
    ).json<APIGuildCategoryChannel>();

    const response = await call('POST', `/channels/${category.id}/invites`, {});

    expect(response.json()).toEqual({
      message: 'Cannot execute action on this channel type',
      code: 50024,
    });
  });
});

describe('application commands', () => {
  const activate = {
    name: 'activate',
    description: 'Activate a license key',
    default_member_permissions: '8',
    contexts: [0],
    options: [
      { type: 3, name: 'key', description: 'Your key', required: true },
      { type: 3, name: 'style', description: 'Style id', autocomplete: true },
    ],
  };

  it('bulk-overwrites global and guild commands, keeping ids of commands that stay', async () => {
    const first = await call('PUT', `/applications/${CLIENT_ID}/commands`, [
      activate,
      { name: 'help', description: 'How it works' },
    ]);
    const second = await call('PUT', `/applications/${CLIENT_ID}/commands`, [activate]);
    const guild = await call('PUT', `/applications/${CLIENT_ID}/guilds/${workshop}/commands`, [
      { name: 'status', description: 'Build status' },
    ]);

    const [created] = first.json<APIApplicationCommand[]>();
    expect(created).toMatchObject({
      application_id: CLIENT_ID,
      type: 1,
      name: 'activate',
      default_member_permissions: '8',
      contexts: [0],
      options: activate.options,
    });
    expect(second.json<APIApplicationCommand[]>()).toEqual([created]);
    expect((await call('GET', `/applications/${CLIENT_ID}/commands`)).json()).toEqual([created]);
    expect(guild.json()).toEqual([expect.objectContaining({ name: 'status', guild_id: workshop })]);
    expect(
      (await call('GET', `/applications/${CLIENT_ID}/guilds/${workshop}/commands`)).json(),
    ).toEqual(guild.json());
  });

  it("answers 50035 for names Discord refuses and 403 for another application's commands", async () => {
    const invalid = await call('PUT', `/applications/${CLIENT_ID}/commands`, [
      { name: 'Activate Key', description: 'x' },
      { ...activate, options: [{ ...activate.options[1] }, { ...activate.options[0] }] },
    ]);
    const foreign = await call('PUT', '/applications/1310000000000000999/commands', []);

    expect(invalid.json()).toMatchObject({
      code: 50035,
      errors: {
        '0': { name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME' }] } },
        '1': {
          options: {
            '1': {
              required: { _errors: [{ code: 'APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID' }] },
            },
          },
        },
      },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
