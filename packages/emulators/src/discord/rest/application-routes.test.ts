import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEED_USER_IDS } from '../seed.ts';
import {
  bearer,
  botCall,
  CLIENT_ID,
  createTestEmulator,
  PREFIX,
  signIn,
  type TestEmulator,
} from '../test-support.ts';

let emulator: TestEmulator;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
});

afterEach(async () => {
  await emulator.app.close();
});

describe('GET /oauth2/applications/@me', () => {
  it('tells the bot its application, the key its interactions are signed with, and its bot user', async () => {
    emulator.state.interactionsUrl = 'http://127.0.0.1:3000/api/interactions';

    const response = await botCall(emulator.app, 'GET', '/oauth2/applications/@me');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: CLIENT_ID,
      name: 'Guildsmith',
      verify_key: emulator.state.interactionsPublicKey,
      interactions_endpoint_url: 'http://127.0.0.1:3000/api/interactions',
      bot: { id: CLIENT_ID, bot: true },
      owner: { id: SEED_USER_IDS.ava },
      team: null,
    });
  });

  it('answers 401 to anything but the bot token', async () => {
    const tokens = await signIn(emulator.app, SEED_USER_IDS.ava);

    const person = await emulator.app.inject({
      method: 'GET',
      url: `${PREFIX}/api/v10/oauth2/applications/@me`,
      headers: bearer(tokens.access_token),
    });

    expect(person.statusCode).toBe(401);
    expect(person.json()).toEqual({ message: '401: Unauthorized', code: 0 });
  });
});
