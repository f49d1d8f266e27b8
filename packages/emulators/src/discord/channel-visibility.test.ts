import { ChannelType, OverwriteType, PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMember, addRole } from './guilds.ts';
import type { EmulatedGuild } from './model.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import { botCall, createTestEmulator, PREFIX, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;
let guild: EmulatedGuild;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const { ava, lars, nia } = SEED_USER_IDS;
const VIEW = PermissionFlagsBits.ViewChannel.toString();
const SEND = PermissionFlagsBits.SendMessages.toString();

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
  const found = emulator.state.guilds.get(workshop);
  if (!found) throw new Error('no workshop');
  guild = found;
});

afterEach(async () => {
  await emulator.app.close();
});

async function channel(body: Record<string, unknown>) {
  const response = await botCall(emulator.app, 'POST', `/guilds/${workshop}/channels`, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: string }>().id;
}

const sees = (userId: string) =>
  emulator.app.inject({
    method: 'GET',
    url: `${PREFIX}/control/guilds/${workshop}/members/${userId}/channels`,
  });

const names = async (userId: string) =>
  (await sees(userId)).json<{ name: string }[]>().map((entry) => entry.name);

describe('GET /control/guilds/:id/members/:user_id/channels', () => {
  it("lists channels in Discord's sidebar order: loose ones, then each category with text before voice", async () => {
    const info = await channel({ name: 'Info', type: ChannelType.GuildCategory, position: 1 });
    const chat = await channel({ name: 'Chat', type: ChannelType.GuildCategory, position: 0 });
    await channel({ name: 'Lounge', type: ChannelType.GuildVoice, parent_id: chat, position: 0 });
    await channel({ name: 'memes', parent_id: chat, position: 5 });
    await channel({ name: 'talk', parent_id: chat, position: 1 });
    await channel({ name: 'rules', parent_id: info });
    await channel({ name: 'Loose voice', type: ChannelType.GuildVoice });

    const answer = await sees(lars);

    expect(answer.statusCode).toBe(200);
    expect(await names(lars)).toEqual([
      'general',
      'Loose voice',
      'Chat',
      'talk',
      'memes',
      'Lounge',
      'Info',
      'rules',
    ]);
    expect(answer.json()[0]).toEqual({
      id: guild.systemChannelId,
      name: 'general',
      type: 0,
      parent_id: null,
      position: 0,
      canSend: true,
    });
  });

  it("applies the channel's own overwrites (@everyone, then roles together, then the member), not its category's", async () => {
    const member = addRole(guild, { id: '1310000000000077701', name: 'Member', permissions: '0' });
    const muted = addRole(guild, { id: '1310000000000077702', name: 'Muted', permissions: '0' });
    addMember(emulator.state, guild, nia, [member.id, muted.id]);
    const hidden = { id: workshop, type: OverwriteType.Role, allow: '0', deny: VIEW };
    const staff = await channel({
      name: 'Staff',
      type: ChannelType.GuildCategory,
      permission_overwrites: [hidden],
    });
    await channel({ name: 'open-under-staff', parent_id: staff });
    await channel({
      name: 'members',
      permission_overwrites: [
        hidden,
        { id: member.id, type: OverwriteType.Role, allow: VIEW, deny: '0' },
        { id: muted.id, type: OverwriteType.Role, allow: '0', deny: SEND },
      ],
    });
    await channel({
      name: 'not-for-nia',
      permission_overwrites: [
        { id: member.id, type: OverwriteType.Role, allow: VIEW, deny: '0' },
        { id: nia, type: OverwriteType.Member, allow: '0', deny: VIEW },
      ],
    });

    const visible = (await sees(nia)).json<{ name: string; canSend: boolean }[]>();

    expect(visible.map((entry) => entry.name)).toEqual(['general', 'members', 'open-under-staff']);
    expect(visible.find((entry) => entry.name === 'members')?.canSend).toBe(false);
    expect(await names(lars)).toEqual(['general', 'not-for-nia', 'open-under-staff']);
    // The owner sees everything, whatever the overwrites say.
    expect(await names(ava)).toHaveLength(5);
  });

  it('answers 403 NOT_A_MEMBER for someone outside the server and 404 for an unknown server', async () => {
    const outsider = await sees(nia);
    const unknown = await emulator.app.inject({
      method: 'GET',
      url: `${PREFIX}/control/guilds/1310000000000099999/members/${nia}/channels`,
    });

    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.code).toBe('NOT_A_MEMBER');
    expect(unknown.statusCode).toBe(404);
  });
});
