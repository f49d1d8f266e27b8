import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS } from './seed.ts';
import { botCall, createTestEmulator, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;
const PROMPT_ID = '1310000000000055501';

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
});

afterEach(async () => {
  await emulator.app.close();
});

function guild() {
  const found = emulator.state.guilds.get(workshop);
  if (!found) throw new Error('no workshop');
  return found;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  botCall(emulator.app, method, path, body);

describe('deleting a channel or a role', () => {
  it('takes the channel, its messages and every setting that named it', async () => {
    const welcome = (await call('POST', `/guilds/${workshop}/channels`, { name: 'welcome' })).json<{
      id: string;
    }>().id;
    await call('PATCH', `/guilds/${workshop}`, { system_channel_id: welcome });
    await call('PATCH', `/guilds/${workshop}/welcome-screen`, {
      welcome_channels: [{ channel_id: welcome, description: 'Start here' }],
    });
    await call('PUT', `/guilds/${workshop}/onboarding`, {
      default_channel_ids: [welcome],
      prompts: [
        { id: PROMPT_ID, title: 'Where?', options: [{ title: 'Hi', channel_ids: [welcome] }] },
      ],
    });
    await call('POST', `/channels/${welcome}/messages`, { content: 'Welcome!' });

    const deleted = await call('DELETE', `/channels/${welcome}`);
    const history = await call('GET', `/channels/${welcome}/messages`);

    expect(deleted.statusCode).toBe(200);
    expect(history.statusCode).toBe(404);
    expect(history.json()).toEqual({ message: 'Unknown Channel', code: 10003 });
    expect(emulator.state.messages.inChannel(welcome, { includeEphemeral: true })).toEqual([]);
    expect(guild().systemChannelId).toBeNull();
    expect(guild().welcomeScreen?.channels).toEqual([]);
    expect(guild().onboarding.default_channel_ids).toEqual([]);
    expect(guild().onboarding.prompts[0]?.options[0]?.channel_ids).toEqual([]);
  });

  it("takes a deleted role out of the onboarding's options", async () => {
    const role = (await call('POST', `/guilds/${workshop}/roles`, { name: 'Gamer' })).json<{
      id: string;
    }>().id;
    await call('PUT', `/guilds/${workshop}/onboarding`, {
      prompts: [{ id: PROMPT_ID, title: 'Play?', options: [{ title: 'Yes', role_ids: [role] }] }],
    });

    await call('DELETE', `/guilds/${workshop}/roles/${role}`);

    expect(guild().onboarding.prompts[0]?.options[0]?.role_ids).toEqual([]);
  });
});
