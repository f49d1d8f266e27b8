import { randomUUID } from 'node:crypto';
import {
  createDiscordState,
  type DiscordState,
  discordEmulator,
  type RunningEmulators,
  startEmulatorServer,
} from '@guildsmith/emulators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../../../lib/redis.ts';
import { DiscordBotClient } from './bot-client.ts';
import { DISCORD_RATE_LIMITS } from './rate-limit-state.ts';
import { RatePacer } from './rate-pacer.ts';

/**
 * Two processes of one bot, each with its client and pacer, against the
 * Discord emulator in real time: its rate limiter answers 429 to the 51st
 * request of a token within a second, however the two split them.
 */
const PREFIX = '/sandbox/discord';
const keyPrefix = `test-discord-${randomUUID()}`;
const redis = [connectRedis('redis://127.0.0.1:6379'), connectRedis('redis://127.0.0.1:6379')];

let server: RunningEmulators;
let state: DiscordState;
/** When each API request reached the emulator, and what it answered. */
const arrivals: number[] = [];
const statuses: number[] = [];

beforeAll(async () => {
  server = await startEmulatorServer(async (app, { url }) => {
    state = createDiscordState({ redirectUris: [`${url}/callback`], publicBaseUrl: url });
    const api = `${PREFIX}/api/`;
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith(api)) arrivals.push(performance.now());
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith(api)) statuses.push(reply.statusCode);
    });
    await app.register(discordEmulator, { prefix: PREFIX, state });
  });
});

afterAll(async () => {
  await server.close();
  const [one] = redis;
  const keys = (await one?.keys(`${keyPrefix}:*`)) ?? [];
  if (keys.length > 0) await one?.del(...keys);
  await Promise.all(redis.map((connection) => connection.quit()));
});

async function createGuild(name: string): Promise<string> {
  const response = await fetch(`${server.url}${PREFIX}/control/guilds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`guild not created: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

describe('two processes of one bot sharing Redis', () => {
  it('send 150 requests together within the global limit: no 429, at most 50 in any second', async () => {
    const guilds = await Promise.all(
      [0, 1, 2, 3, 4].map((index) => createGuild(`Shared ${index}`)),
    );
    const clients = redis.map(
      (connection) =>
        new DiscordBotClient({
          apiBaseUrl: `${server.url}${PREFIX}/api`,
          token: state.application.botToken,
          applicationId: state.application.id,
          timeoutMs: 10_000,
          pacer: new RatePacer(DISCORD_RATE_LIMITS, { redis: connection, keyPrefix }),
        }),
    );
    arrivals.length = 0;
    statuses.length = 0;

    // 15 buckets (3 routes in 5 servers) of 10 a second each: only the global limit binds.
    await Promise.all(
      Array.from({ length: 150 }, (_, index) => {
        const client = clients[index % 2] as DiscordBotClient;
        const guildId = guilds[index % 5] as string;
        const reads = [client.getGuild, client.getRoles, client.getChannels];
        const read = reads[Math.floor(index / 10) % 3] as (guildId: string) => Promise<unknown>;
        return read.call(client, guildId);
      }),
    );

    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses).toHaveLength(150);
    expect(state.rateLimits.refusalsSince(0)).toEqual([]);
    const busiest = Math.max(
      ...arrivals.map((at) => arrivals.filter((other) => other >= at && other < at + 1000).length),
    );
    expect(busiest).toBeLessThanOrEqual(50);
  }, 20_000);
});
