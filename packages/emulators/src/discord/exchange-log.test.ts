import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Exchange } from './exchange-log.ts';
import { SEED_GUILD_IDS } from './seed.ts';
import { botCall, createTestEmulator, PREFIX, type TestEmulator } from './test-support.ts';
import { DEMO_FEEDBACK_WEBHOOK } from './webhooks.ts';

let emulator: TestEmulator;
const workshop = SEED_GUILD_IDS.avasWorkshop;

beforeEach(async () => {
  emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
});

afterEach(async () => {
  await emulator.app.close();
});

describe('the exchange log', () => {
  it('records each REST request with its answer, route, version, query and authorization', async () => {
    const seen: Exchange[] = [];
    const stop = emulator.state.exchanges.listen((exchange) => seen.push(exchange));

    await botCall(emulator.app, 'POST', `/guilds/${workshop}/roles?x=1`, { name: 'Mod' });
    const { id, token } = DEMO_FEEDBACK_WEBHOOK;
    await emulator.app.inject({
      method: 'POST',
      url: `${PREFIX}/api/webhooks/${id}/${token}?wait=true`,
      payload: { content: 'hi' },
    });
    await botCall(emulator.app, 'GET', '/nowhere');
    stop();
    await botCall(emulator.app, 'GET', `/guilds/${workshop}`);

    expect(seen).toEqual([
      expect.objectContaining({
        kind: 'rest',
        method: 'POST',
        version: 'v10',
        path: `/guilds/${workshop}/roles`,
        route: '/v10/guilds/:guildId/roles',
        query: { x: '1' },
        auth: 'bot',
        requestBody: { name: 'Mod' },
        status: 200,
        responseBody: expect.objectContaining({ name: 'Mod' }),
      }),
      expect.objectContaining({
        version: null,
        path: `/webhooks/${id}/${token}`,
        route: '/webhooks/:webhookId/:token',
        auth: 'none',
        status: 200,
      }),
      expect.objectContaining({
        path: '/nowhere',
        route: null,
        status: 404,
        responseBody: { message: '404: Not Found', code: 0 },
      }),
    ]);
  });
});
