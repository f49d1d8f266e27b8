import type { APIMessage } from 'discord-api-types/v10';
import {
  botCall,
  CLIENT_ID,
  createTestEmulator,
  type InteractionsApp,
  PREFIX,
  startInteractionsApp,
  type TestEmulator,
} from '../test-support.ts';

/** Shared by the interaction tests: an emulator, an app receiving its interactions, and the bot's commands. */

const ACTIVATE_COMMAND = {
  name: 'activate',
  description: 'Activate a license key',
  default_member_permissions: '8',
  contexts: [0],
  options: [
    { type: 3, name: 'key', description: 'Your key', required: true },
    { type: 3, name: 'style', description: 'Style id', autocomplete: true },
    { type: 4, name: 'rooms', description: 'Voice rooms', min_value: 1, max_value: 10 },
    { type: 7, name: 'channel', description: 'Where to build' },
  ],
};

export interface InteractionFixture {
  emulator: TestEmulator;
  app: InteractionsApp;
}

export interface InteractionAnswer {
  interactionId: string;
  state: 'pending' | 'acknowledged' | 'failed';
  failure: string | null;
  status: number | null;
  response: unknown;
  messages: APIMessage[];
  modal: { custom_id: string; title: string } | null;
  choices: { name: string; value: string | number }[] | null;
}

export async function startFixture(): Promise<InteractionFixture> {
  const emulator = await createTestEmulator();
  emulator.state.rateLimits.mode = 'off';
  const app = await startInteractionsApp(emulator.state);
  emulator.state.interactionsUrl = app.url;
  const registered = await botCall(emulator.app, 'PUT', `/applications/${CLIENT_ID}/commands`, [
    ACTIVATE_COMMAND,
    { name: 'help', description: 'How it works' },
  ]);
  if (registered.statusCode !== 200) throw new Error(registered.body);
  return { emulator, app };
}

export async function stopFixture(fixture: InteractionFixture): Promise<void> {
  await fixture.app.close();
  await fixture.emulator.app.close();
}

export async function control(
  fixture: InteractionFixture,
  path: string,
  payload: Record<string, unknown>,
) {
  return fixture.emulator.app.inject({
    method: 'POST',
    url: `${PREFIX}/control${path}`,
    payload,
  });
}

/** Calls an interaction webhook route the way @discordjs/rest does (no Authorization). */
export function webhookCall(
  fixture: InteractionFixture,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
) {
  return fixture.emulator.app.inject({
    method,
    url: `${PREFIX}/api/v10${path}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
