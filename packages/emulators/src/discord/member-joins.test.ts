import { MessageType } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import { createTestEmulator, PREFIX, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;

beforeEach(async () => {
  emulator = await createTestEmulator();
});

afterEach(async () => {
  await emulator.app.close();
});

function guild() {
  const found = emulator.state.guilds.get(workshop);
  if (!found) throw new Error('no workshop');
  return found;
}

const post = (path: string, payload: Record<string, unknown>) =>
  emulator.app.inject({ method: 'POST', url: `${PREFIX}/control${path}`, payload });

const joinMessages = () =>
  emulator.state.messages.all().filter((message) => message.type === MessageType.UserJoin);

describe('join messages', () => {
  it("posts Discord's USER_JOIN message, by the newcomer and empty, in the system channel", async () => {
    const response = await post(`/guilds/${workshop}/members`, { userId: SEED_USER_IDS.nia });

    expect(response.statusCode).toBe(201);
    const [message] = joinMessages();
    expect(message).toMatchObject({
      channel_id: guild().systemChannelId,
      type: 7,
      content: '',
      author: { id: SEED_USER_IDS.nia, username: 'noavatar.nia' },
      mentions: [],
      embeds: [],
      components: [],
    });
    expect(guild().channels.get(guild().systemChannelId ?? '')).toMatchObject({
      last_message_id: message?.id,
    });
  });

  it('posts nothing when the member was already there, joins are silenced, or there is no system channel', async () => {
    await post(`/guilds/${workshop}/members`, { userId: SEED_USER_IDS.lars, administrator: true });
    guild().systemChannelFlags = 1;
    await post(`/guilds/${workshop}/members`, { userId: SEED_USER_IDS.nia });
    guild().systemChannelFlags = 0;
    guild().systemChannelId = null;
    await post(`/guilds/${workshop}/join`, {});

    expect(joinMessages()).toEqual([]);
  });
});

describe('POST /control/guilds/:id/join', () => {
  it('adds a fresh person without roles each time, announced in the system channel', async () => {
    const first = await post(`/guilds/${workshop}/join`, {});
    const second = await post(`/guilds/${workshop}/join`, {});

    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toEqual({
      user: expect.objectContaining({ username: 'newcomer-1', discriminator: '0' }),
      member: {
        userId: body.user.id,
        roleIds: [],
        owner: false,
        administrator: false,
        permissions: expect.any(String),
      },
    });
    expect(second.json().user.username).toBe('newcomer-2');
    expect(guild().members.get(body.user.id)?.roleIds).toEqual([]);
    expect(joinMessages().map((message) => message.author.id)).toEqual([
      body.user.id,
      second.json().user.id,
    ]);
  });

  it('takes a username, refusing one that is taken (409) or not a Discord username (400)', async () => {
    const named = await post(`/guilds/${workshop}/join`, { username: 'quiet.owl' });
    const taken = await post(`/guilds/${workshop}/join`, { username: 'ava.codes' });
    const invalid = await post(`/guilds/${workshop}/join`, { username: 'Not Valid' });
    const unknown = await post('/guilds/1310000000000099999/join', {});

    expect(named.json().user.username).toBe('quiet.owl');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('USERNAME_TAKEN');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('VALIDATION_FAILED');
    expect(unknown.statusCode).toBe(404);
  });
});
