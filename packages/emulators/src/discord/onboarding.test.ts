import { AuditLogEvent, ChannelType, PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGuild, setBotPermissions } from './guilds.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const path = `/guilds/${workshop}/onboarding`;
const PROMPT_ID = '1310000000000055501';

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
});

afterEach(async () => {
  await emulator.app.close();
});

async function channels(count: number, body: Record<string, unknown> = {}) {
  const created: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await botCall(emulator.app, 'POST', `/guilds/${workshop}/channels`, {
      name: `room-${index}`,
      ...body,
    });
    created.push(response.json<{ id: string }>().id);
  }
  return created;
}

async function role(name: string) {
  const response = await botCall(emulator.app, 'POST', `/guilds/${workshop}/roles`, { name });
  return response.json<{ id: string }>().id;
}

const put = (body: unknown) =>
  botCall(emulator.app, 'PUT', path, body, { 'x-audit-log-reason': 'Guildsmith%20onboarding' });

describe('GET and PUT /guilds/:id/onboarding', () => {
  it('answers a disabled, empty onboarding before anyone set it up', async () => {
    const response = await botCall(emulator.app, 'GET', path);

    expect(response.json()).toEqual({
      guild_id: workshop,
      prompts: [],
      default_channel_ids: [],
      enabled: false,
      mode: 0,
    });
  });

  it('stores prompts and default channels, giving new options ids, and enables it once the requirements are met', async () => {
    const rooms = await channels(7);
    const gamer = await role('Gamer');

    const response = await put({
      prompts: [
        {
          id: PROMPT_ID,
          title: 'What brings you here?',
          options: [
            { title: 'Games', description: 'Play together', role_ids: [gamer], emoji_name: '🎮' },
            { title: 'News', channel_ids: [rooms[0]] },
          ],
          single_select: true,
        },
      ],
      default_channel_ids: rooms,
      enabled: true,
      mode: 0,
    });
    const read = await botCall(emulator.app, 'GET', path);

    expect(response.statusCode).toBe(200);
    const onboarding = response.json();
    expect(onboarding).toMatchObject({
      guild_id: workshop,
      default_channel_ids: rooms,
      enabled: true,
      mode: 0,
      prompts: [
        {
          id: PROMPT_ID,
          title: 'What brings you here?',
          single_select: true,
          required: false,
          in_onboarding: true,
          type: 0,
          options: [
            {
              id: expect.stringMatching(/^\d{17,20}$/),
              title: 'Games',
              description: 'Play together',
              emoji: { id: null, name: '🎮', animated: false },
              role_ids: [gamer],
              channel_ids: [],
            },
            expect.objectContaining({ title: 'News', description: '', channel_ids: [rooms[0]] }),
          ],
        },
      ],
    });
    expect(read.json()).toEqual(onboarding);
    expect(emulator.state.auditLog.inGuild(workshop)[0]).toMatchObject({
      actionType: AuditLogEvent.OnboardingUpdate,
      reason: 'Guildsmith onboarding',
    });
  });

  it('refuses to enable it with fewer than 7 default channels, 5 of them open to everyone (350000), then 350001', async () => {
    const open = await channels(4);
    const hidden = await channels(3, {
      permission_overwrites: [
        { id: workshop, type: 0, allow: '0', deny: PermissionFlagsBits.SendMessages.toString() },
      ],
    });
    const voice = await channels(1, { type: ChannelType.GuildVoice });

    const tooFew = await put({ default_channel_ids: open, enabled: true });
    const tooClosed = await put({ default_channel_ids: [...open, ...hidden], enabled: true });
    const enabled = await put({
      default_channel_ids: [...open, ...voice, ...hidden],
      enabled: true,
    });
    const below = await put({ default_channel_ids: open });

    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toEqual({
      message: 'Cannot enable onboarding, requirements are not met',
      code: 350000,
    });
    expect(tooClosed.json().code).toBe(350000);
    expect(enabled.statusCode).toBe(200);
    expect(below.json()).toEqual({
      message: 'Cannot update onboarding while below requirements',
      code: 350001,
    });
  });

  it('answers 50035 for channels and roles the server does not have', async () => {
    const response = await put({
      default_channel_ids: ['1310000000000099999'],
      prompts: [{ id: PROMPT_ID, title: 'Roles', options: [{ title: 'X', role_ids: [workshop] }] }],
    });

    expect(response.json()).toMatchObject({
      code: 50035,
      errors: { prompts: { '0': { options: { '0': { role_ids: { '0': {} } } } } } },
    });
  });

  it('needs Manage Server and Manage Roles, and a Community server', async () => {
    const plain = createGuild(emulator.state, {
      name: 'Plain',
      ownerId: SEED_USER_IDS.ava,
      community: false,
    });
    const notCommunity = await botCall(emulator.app, 'PUT', `/guilds/${plain.id}/onboarding`, {
      enabled: false,
    });
    const guild = emulator.state.guilds.get(workshop);
    if (guild) setBotPermissions(emulator.state, guild, PermissionFlagsBits.ManageGuild);
    const missing = await put({ enabled: false });

    expect(notCommunity.json().code).toBe(350000);
    expect(missing.json()).toEqual({ message: 'Missing Permissions', code: 50013 });
  });
});
