import { type APIMessage, PermissionFlagsBits } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  control,
  type InteractionAnswer,
  type InteractionFixture,
  startFixture,
  stopFixture,
} from '../interactions/interaction-test-support.ts';
import type { EmulatedGuild } from '../model.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { botCall } from '../test-support.ts';

let fixture: InteractionFixture;
let guild: EmulatedGuild;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const VIEW = PermissionFlagsBits.ViewChannel.toString();
const SEND = PermissionFlagsBits.SendMessages.toString();

beforeEach(async () => {
  fixture = await startFixture();
  const found = fixture.emulator.state.guilds.get(workshop);
  if (!found) throw new Error('no workshop');
  guild = found;
});

afterEach(async () => {
  await stopFixture(fixture);
});

async function newcomer(): Promise<string> {
  const response = await control(fixture, `/guilds/${workshop}/join`, {});
  return response.json<{ user: { id: string } }>().user.id;
}

async function channel(name: string, deny: string) {
  const response = await botCall(fixture.emulator.app, 'POST', `/guilds/${workshop}/channels`, {
    name,
    permission_overwrites: [{ id: workshop, type: 0, allow: '0', deny }],
  });
  return response.json<{ id: string }>().id;
}

async function verifyMessage(channelId: string): Promise<APIMessage> {
  const response = await botCall(fixture.emulator.app, 'POST', `/channels/${channelId}/messages`, {
    content: 'Press Verify to get in',
    components: [
      { type: 1, components: [{ type: 2, style: 1, label: 'Verify', custom_id: 'verify' }] },
    ],
  });
  return response.json<APIMessage>();
}

const say = (channelId: string, userId: string, content: string) =>
  control(fixture, `/channels/${channelId}/messages`, { userId, content });

describe('POST /control/channels/:id/messages', () => {
  it('posts a plain message by the member, pinging @everyone only with Mention Everyone', async () => {
    const userId = await newcomer();
    const general = await channel('chat', PermissionFlagsBits.MentionEveryone.toString());

    const response = await say(general, userId, 'Hi @everyone, I am new');
    const byOwner = await say(general, SEED_USER_IDS.ava, 'Welcome @everyone');

    expect(response.statusCode).toBe(201);
    expect(response.json<APIMessage>()).toMatchObject({
      channel_id: general,
      type: 0,
      content: 'Hi @everyone, I am new',
      author: { id: userId },
      mention_everyone: false,
    });
    expect(byOwner.json<APIMessage>().mention_everyone).toBe(true);
    expect(fixture.emulator.state.messages.get(response.json<APIMessage>().id)).toBeDefined();
  });

  it('refuses where the member cannot see (NOT_VISIBLE) or post (NO_SEND), and outsiders', async () => {
    const userId = await newcomer();
    const hidden = await channel('staff', VIEW);
    const readOnly = await channel('announcements', SEND);

    const unseen = await say(hidden, userId, 'hello?');
    const silent = await say(readOnly, userId, 'hello?');
    const outsider = await say(readOnly, SEED_USER_IDS.nia, 'hello?');
    const empty = await say(readOnly, userId, '   ');

    expect(unseen.statusCode).toBe(403);
    expect(unseen.json().error.code).toBe('NOT_VISIBLE');
    expect(silent.statusCode).toBe(403);
    expect(silent.json().error.code).toBe('NO_SEND');
    expect(outsider.json().error.code).toBe('NOT_A_MEMBER');
    expect(empty.statusCode).toBe(400);
  });
});

describe('members without any role in interactions', () => {
  const modal = {
    custom_id: 'verify:answer',
    title: 'Captcha',
    components: [
      { type: 1, components: [{ type: 4, custom_id: 'code', style: 1, label: 'Code' }] },
    ],
  };

  it('click buttons and submit modals in the channels they see', async () => {
    const userId = await newcomer();
    const message = await verifyMessage(guild.systemChannelId ?? '');
    fixture.app.handler = () => ({ body: { type: 9, data: modal } });

    const clicked = await control(fixture, '/component', {
      guildId: workshop,
      userId,
      messageId: message.id,
      customId: 'verify',
    });
    fixture.app.handler = () => ({ body: { type: 4, data: { content: 'Verified', flags: 64 } } });
    const submitted = await control(fixture, '/modal', {
      guildId: workshop,
      userId,
      customId: 'verify:answer',
      fields: { code: 'K7P2' },
    });

    expect(clicked.statusCode).toBe(200);
    expect(clicked.json<InteractionAnswer>().modal).toMatchObject({ custom_id: 'verify:answer' });
    expect(submitted.json<InteractionAnswer>().messages).toEqual([
      expect.objectContaining({ content: 'Verified' }),
    ]);
    expect(fixture.app.received.at(-1)?.payload).toMatchObject({
      type: 5,
      member: { user: { id: userId }, roles: [] },
    });
  });

  it('are refused with 403 NOT_VISIBLE in channels they cannot see', async () => {
    const userId = await newcomer();
    const open = await verifyMessage(guild.systemChannelId ?? '');
    const hidden = await verifyMessage(await channel('staff', VIEW));
    fixture.app.handler = () => ({ body: { type: 9, data: modal } });
    await control(fixture, '/component', {
      guildId: workshop,
      userId,
      messageId: open.id,
      customId: 'verify',
    });
    const general = guild.channels.get(guild.systemChannelId ?? '');
    if (general)
      general.permission_overwrites = [{ id: workshop, type: 0, allow: '0', deny: VIEW }];

    const click = await control(fixture, '/component', {
      guildId: workshop,
      userId,
      messageId: hidden.id,
      customId: 'verify',
    });
    const submit = await control(fixture, '/modal', {
      guildId: workshop,
      userId,
      customId: 'verify:answer',
      fields: { code: 'K7P2' },
    });

    for (const refused of [click, submit]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('NOT_VISIBLE');
    }
  });
});
