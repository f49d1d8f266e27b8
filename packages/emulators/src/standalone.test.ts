import { afterEach, describe, expect, it } from 'vitest';
import { discordEmulator } from './discord/plugin.ts';
import { createDiscordState, type DiscordState } from './discord/state.ts';
import { type RunningEmulators, startEmulatorServer } from './standalone.ts';

let server: RunningEmulators | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('startEmulatorServer', () => {
  it('serves the mounted emulators over real HTTP on a free local port', async () => {
    let discord: DiscordState | undefined;
    server = await startEmulatorServer(async (app, { url }) => {
      discord = createDiscordState({ redirectUris: [`${url}/callback`], publicBaseUrl: url });
      await app.register(discordEmulator, { prefix: '/sandbox/discord', state: discord });
    });

    const response = await fetch(`${server.url}/sandbox/discord/api/v10/users/@me`, {
      headers: { authorization: 'Bot demo-bot-token' },
    });

    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(discord?.application.publicBaseUrl).toBe(server.url);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ bot: true, username: 'Guildsmith' });
    expect(response.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('frees the port when closed', async () => {
    server = await startEmulatorServer(() => undefined);
    const { url } = server;
    await server.close();
    server = undefined;

    await expect(fetch(url)).rejects.toThrow();
  });
});
