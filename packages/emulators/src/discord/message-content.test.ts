import type { APIMessage } from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GUILD_IDS, SEED_USER_IDS } from './seed.ts';
import { botCall, createTestEmulator, PREFIX, type TestEmulator } from './test-support.ts';

let emulator: TestEmulator;
let channelId: string;
const workshop = SEED_GUILD_IDS.avasWorkshop;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
  channelId = emulator.state.guilds.get(workshop)?.systemChannelId ?? '';
});

afterEach(async () => {
  await emulator.app.close();
});

const setIntent = (enabled: boolean) =>
  emulator.app.inject({
    method: 'PUT',
    url: `${PREFIX}/control/message-content-intent`,
    payload: { enabled },
  });

async function memberSays(content: string): Promise<APIMessage> {
  const response = await emulator.app.inject({
    method: 'POST',
    url: `${PREFIX}/control/channels/${channelId}/messages`,
    payload: { userId: SEED_USER_IDS.lars, content },
  });
  return response.json<APIMessage>();
}

const history = async () =>
  (await botCall(emulator.app, 'GET', `/channels/${channelId}/messages`)).json<APIMessage[]>();

describe('the Message Content intent', () => {
  it('is granted by default: the application flags show it and the bot reads every message', async () => {
    await memberSays('My order #42 never arrived');

    const current = await botCall(emulator.app, 'GET', '/applications/@me');
    const oauth = await botCall(emulator.app, 'GET', '/oauth2/applications/@me');

    expect(current.json()).toMatchObject({ flags: 1 << 19, flags_new: String(1 << 19) });
    expect(oauth.json().flags).toBe(1 << 19);
    expect((await history())[0]?.content).toBe('My order #42 never arrived');
  });

  it("without it, the bot reads others' messages empty, except those mentioning it, and its own in full", async () => {
    const plain = await memberSays('My order #42 never arrived');
    const mention = await memberSays(`<@${emulator.state.botUser.id}> help please`);
    await botCall(emulator.app, 'POST', `/channels/${channelId}/messages`, {
      content: 'Ticket opened',
      embeds: [{ title: 'Ticket' }],
    });

    const switched = await setIntent(false);
    const read = await history();
    const single = await botCall(
      emulator.app,
      'GET',
      `/channels/${channelId}/messages/${plain.id}`,
    );
    const application = await botCall(emulator.app, 'GET', '/applications/@me');

    expect(switched.json()).toEqual({ enabled: false, flags: 0 });
    expect(application.json()).toMatchObject({ flags: 0, flags_new: '0' });
    expect(read.map((message) => message.content)).toEqual([
      'Ticket opened',
      `<@${emulator.state.botUser.id}> help please`,
      '',
    ]);
    expect(read[0]?.embeds).toHaveLength(1);
    expect(single.json()).toMatchObject({
      id: plain.id,
      author: { id: SEED_USER_IDS.lars },
      content: '',
      embeds: [],
      attachments: [],
      components: [],
    });
    expect(mention.content).toContain('help please');
    // The stored message is untouched: people still see it.
    expect(emulator.state.messages.get(plain.id)?.content).toBe('My order #42 never arrived');
  });

  it('comes back with a reset', async () => {
    await setIntent(false);

    await emulator.app.inject({ method: 'POST', url: `${PREFIX}/control/reset` });

    expect(emulator.state.messageContentIntent).toBe(true);
  });
});
