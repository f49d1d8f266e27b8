import { DiscordAPIError, HTTPError, type RateLimitData, REST } from '@discordjs/rest';
import {
  type APIGuildCategoryChannel,
  type APIMessage,
  type APIRole,
  type APITextChannel,
  ChannelType,
  InteractionType,
  Routes,
} from 'discord-api-types/v10';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulatorServer } from '../../standalone.ts';
import { discordEmulator } from '../plugin.ts';
import { SEED_GUILD_IDS, SEED_USER_IDS } from '../seed.ts';
import { createDiscordState, DEMO_DISCORD_CREDENTIALS, type DiscordState } from '../state.ts';

/**
 * The production client against the emulator over real HTTP, on the real
 * clock: @discordjs/rest must schedule from our headers, retry our 429s and
 * 5xx, and surface our error bodies, exactly as it does against Discord.
 */

let server: RunningEmulators;
let state: DiscordState;
let statuses: { route: string; status: number }[];
const guildId = SEED_GUILD_IDS.avasWorkshop;

beforeEach(async () => {
  statuses = [];
  server = await startEmulatorServer(async (app, { url }) => {
    state = createDiscordState({ redirectUris: [], publicBaseUrl: url });
    app.addHook('onResponse', async (request, reply) => {
      statuses.push({
        route: `${request.method} ${request.routeOptions.url}`,
        status: reply.statusCode,
      });
    });
    await app.register(discordEmulator, { prefix: '/sandbox/discord', state });
  });
});

afterEach(async () => {
  await server.close();
});

function client(options: { retries?: number } = {}) {
  return new REST({ version: '10', api: `${server.url}/sandbox/discord/api`, ...options }).setToken(
    DEMO_DISCORD_CREDENTIALS.botToken,
  );
}

describe('@discordjs/rest against the emulator', () => {
  it('completes a build-like sequence under the default model, waiting as the headers say', async () => {
    const rest = client();
    const waits: RateLimitData[] = [];
    rest.on('rateLimited', (info) => waits.push(info));
    const general = [...(state.guilds.get(guildId)?.channels.values() ?? [])][0];
    const started = Date.now();

    const roles: APIRole[] = [];
    for (const name of ['Owner', 'Admin', 'Moderator', 'Member']) {
      roles.push((await rest.post(Routes.guildRoles(guildId), { body: { name } })) as APIRole);
    }
    const categories = await Promise.all(
      ['Info', 'Community'].map(
        (name) =>
          rest.post(Routes.guildChannels(guildId), {
            body: { name, type: ChannelType.GuildCategory },
            reason: 'Guildsmith build',
          }) as Promise<APIGuildCategoryChannel>,
      ),
    );
    const [channels, messages] = await Promise.all([
      Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          rest.post(Routes.guildChannels(guildId), {
            body: {
              name: `Room ${index}`,
              parent_id: categories[index % 2]?.id,
              permission_overwrites: [{ id: roles[0]?.id, type: 0, allow: '8192', deny: '0' }],
            },
          }),
        ),
      ) as Promise<APITextChannel[]>,
      Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          rest.post(Routes.channelMessages(general?.id ?? ''), {
            body: { content: `Welcome ${index}`, allowed_mentions: { parse: [] } },
          }),
        ),
      ),
    ]);
    const invite = (await rest.post(Routes.channelInvites(general?.id ?? ''), {
      body: { max_age: 0 },
    })) as { code: string };

    expect(roles.map((role) => role.position)).toEqual([1, 1, 1, 1]);
    expect(new Set(channels.map((channel) => channel.name)).size).toBe(12);
    expect(messages).toHaveLength(6);
    expect(invite.code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(state.guilds.get(guildId)?.channels.size).toBe(1 + 2 + 12);
    // The client saw the channel bucket run dry and waited out its 10 s window instead of hitting 429s.
    expect(waits.some((wait) => wait.route === '/guilds/:id/channels')).toBe(true);
    expect(waits.some((wait) => wait.route === '/channels/:id/messages')).toBe(true);
    expect(statuses.filter((entry) => entry.status === 429)).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
  }, 30_000);

  it('rides out a 429 storm and a short 5xx storm, and gives up on a long one', async () => {
    const rest = client();
    const route = 'POST /guilds/:guild_id/roles';
    state.rateLimits.storms.inject({ kind: 'rate-limit', count: 2, route, retryAfterMs: 200 });

    const afterRateLimits = (await rest.post(Routes.guildRoles(guildId), {
      body: { name: 'A' },
    })) as APIRole;
    state.rateLimits.storms.inject({ kind: 'server-error', count: 2, route, status: 502 });
    const afterServerErrors = (await rest.post(Routes.guildRoles(guildId), {
      body: { name: 'B' },
    })) as APIRole;
    state.rateLimits.storms.inject({ kind: 'server-error', count: 10, route, status: 503 });
    const failure = await rest
      .post(Routes.guildRoles(guildId), { body: { name: 'C' } })
      .catch((error: unknown) => error);

    expect(afterRateLimits.name).toBe('A');
    expect(afterServerErrors.name).toBe('B');
    expect(failure).toBeInstanceOf(HTTPError);
    expect((failure as HTTPError).status).toBe(503);
    expect(
      statuses.filter((entry) => entry.route.endsWith('/roles')).map((entry) => entry.status),
    ).toEqual([429, 429, 200, 502, 502, 200, 503, 503, 503, 503]);
    expect([...(state.guilds.get(guildId)?.roles.values() ?? [])].map((role) => role.name)).toEqual(
      expect.arrayContaining(['A', 'B']),
    );
  }, 20_000);

  it("surfaces Discord's error codes and form errors as DiscordAPIError", async () => {
    const rest = client();
    const text = (await rest.post(Routes.guildChannels(guildId), {
      body: { name: 'plain' },
    })) as APITextChannel;

    const badParent = await rest
      .post(Routes.guildChannels(guildId), { body: { name: 'child', parent_id: text.id } })
      .catch((error: unknown) => error);
    const unknownChannel = await rest
      .get(Routes.channel('1310000000000009999'))
      .catch((error: unknown) => error);
    const wrongToken = await new REST({ version: '10', api: `${server.url}/sandbox/discord/api` })
      .setToken('not-the-token')
      .get(Routes.guild(guildId))
      .catch((error: unknown) => error);

    expect(badParent).toBeInstanceOf(DiscordAPIError);
    expect(badParent).toMatchObject({
      code: 50035,
      status: 400,
      rawError: { errors: { parent_id: { _errors: [{ code: 'CHANNEL_PARENT_INVALID' }] } } },
    });
    expect(unknownChannel).toMatchObject({ code: 10003, status: 404 });
    expect(wrongToken).toMatchObject({
      code: 0,
      status: 401,
      rawError: { message: '401: Unauthorized' },
    });
  });

  it('lets one call through per window in strict mode, and the client waits for the next', async () => {
    state.rateLimits.mode = 'strict';
    state.rateLimits.override('GET /guilds/:guild_id', { limit: 1, windowMs: 500 });
    const rest = client();
    const started = Date.now();

    const first = await rest.get(Routes.guild(guildId));
    const second = await rest.get(Routes.guild(guildId));

    expect(first).toMatchObject({ id: guildId });
    expect(second).toMatchObject({ id: guildId });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it('answers an interaction through the callback route and edits it through its webhook', async () => {
    const rest = client();
    const general = [...(state.guilds.get(guildId)?.channels.values() ?? [])][0];
    const record = state.interactions.create(state.snowflakes.next(), state.now(), {
      type: InteractionType.ApplicationCommand,
      applicationId: state.application.id,
      guildId,
      channelId: general?.id ?? '',
      userId: SEED_USER_IDS.ava,
      sourceMessageId: null,
      parentId: null,
    });

    await rest.post(Routes.interactionCallback(record.id, record.token), {
      body: { type: 5, data: { flags: 64 } },
      auth: false,
    });
    const edited = (await rest.patch(Routes.webhookMessage(state.application.id, record.token), {
      body: { content: 'Build finished.' },
      auth: false,
    })) as APIMessage;
    const followUp = (await rest.post(Routes.webhook(state.application.id, record.token), {
      body: { content: 'Next: /undo to remove it again.', flags: 64 },
      query: new URLSearchParams({ wait: 'true' }),
      auth: false,
    })) as APIMessage;

    expect(edited).toMatchObject({ content: 'Build finished.', flags: 64 });
    expect(followUp).toMatchObject({
      content: 'Next: /undo to remove it again.',
      webhook_id: state.application.id,
    });
    expect(record.followupIds).toEqual([followUp.id]);
  });
});
