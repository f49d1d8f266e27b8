/**
 * Shared by the builder's tests and the build benchmark: the Discord emulator
 * on a real port with a log of every request it answered, the production
 * REST client pointed at it, and a server with a setup session ready to build.
 */
import { randomBytes } from 'node:crypto';
import type { PlanId } from '@guildsmith/core';
import { type Db, schema } from '@guildsmith/db';
import {
  createDiscordState,
  type DiscordState,
  discordEmulator,
  type RunningEmulators,
  startEmulatorServer,
} from '@guildsmith/emulators';
import {
  DISCORD_RATE_LIMITS,
  DiscordBotClient,
  type RateLimitSettings,
  RatePacer,
} from '../discord/index.ts';

export const EMULATOR_PREFIX = '/sandbox/discord';

export interface LoggedRequest {
  method: string;
  /** Path below /api/v10, e.g. `/guilds/1/channels`. */
  route: string;
  status: number;
}

export interface DiscordHarness {
  server: RunningEmulators;
  state: DiscordState;
  requests: LoggedRequest[];
  /** Shared by every client, as one process's clients share Discord's global limit. */
  pacer: RatePacer;
  client(options?: { retries?: number }): DiscordBotClient;
  /** A new guild owned by the first seed user, with @everyone, #general and the bot (Administrator). */
  createGuild(name: string, options?: { community?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** The emulator's rate-limit windows run this many times faster; the clients are told. */
  timeScale?: number;
  /** The clients' own rate limits; Discord's (scaled) unless given. */
  rateLimits?: RateLimitSettings;
}

export async function startDiscordHarness(options: HarnessOptions = {}): Promise<DiscordHarness> {
  const timeScale = options.timeScale ?? 1;
  let state: DiscordState | undefined;
  const requests: LoggedRequest[] = [];
  const server = await startEmulatorServer(async (app, { url }) => {
    state = createDiscordState({ redirectUris: [`${url}/callback`], publicBaseUrl: url });
    app.addHook('onResponse', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const marker = `${EMULATOR_PREFIX}/api/v10`;
      if (!path.startsWith(marker)) return;
      requests.push({
        method: request.method,
        route: path.slice(marker.length),
        status: reply.statusCode,
      });
    });
    await app.register(discordEmulator, { prefix: EMULATOR_PREFIX, state });
  });
  if (!state) throw new Error('Emulator state was not created');
  const discord = state;
  discord.rateLimits.timeScale = timeScale;
  const pacer = new RatePacer(
    options.rateLimits ?? {
      ...DISCORD_RATE_LIMITS,
      globalWindowMs: DISCORD_RATE_LIMITS.globalWindowMs / timeScale,
    },
  );
  return {
    server,
    state: discord,
    requests,
    pacer,
    client: (clientOptions = {}) =>
      new DiscordBotClient({
        apiBaseUrl: `${server.url}${EMULATOR_PREFIX}/api`,
        token: discord.application.botToken,
        applicationId: discord.application.id,
        retries: clientOptions.retries ?? 3,
        // The emulator shares the test's event loop: on a loaded machine an answer can wait long.
        timeoutMs: 30_000,
        pacer,
      }),
    async createGuild(name, options = {}) {
      const response = await fetch(`${server.url}${EMULATOR_PREFIX}/control/guilds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      if (response.status !== 201) throw new Error(`guild not created: ${await response.text()}`);
      const guild = (await response.json()) as { id: string };
      if (options.community === false) {
        const stored = discord.guilds.get(guild.id);
        if (stored) stored.features = [];
      }
      return guild.id;
    },
    close: () => server.close(),
  };
}

/** Successful create calls (the ones that add an object to the server). */
export function createCalls(requests: readonly LoggedRequest[]): LoggedRequest[] {
  return requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.status < 300 &&
      /^\/(guilds\/\d+\/(roles|channels|auto-moderation\/rules)|channels\/\d+\/(messages|invites))$/.test(
        r.route,
      ),
  );
}

/** Successful calls that change a server setting and create nothing: the guild, its welcome screen, its onboarding. */
export function settingsCalls(requests: readonly LoggedRequest[]): LoggedRequest[] {
  return requests.filter(
    (r) =>
      r.status < 300 &&
      ((r.method === 'PATCH' && /^\/guilds\/\d+(\/welcome-screen)?$/.test(r.route)) ||
        (r.method === 'PUT' && /^\/guilds\/\d+\/onboarding$/.test(r.route))),
  );
}

/** A user with a registered server and a setup session for the style, ready to build. */
export async function seedSession(
  db: Db,
  input: {
    guildId: string;
    styleId: string;
    plan: PlanId;
    answers?: Record<string, unknown>;
    status?: 'in_progress' | 'building';
  },
): Promise<{ userId: string; sessionId: string }> {
  const [user] = await db
    .insert(schema.users)
    .values({ discordId: randomBytes(8).readBigUInt64BE().toString(), username: 'builder.owner' })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('user not stored');
  await db.insert(schema.serverRegistrations).values({
    userId: user.id,
    serverId: input.guildId,
    serverName: 'Test server',
    plan: input.plan,
  });
  const [session] = await db
    .insert(schema.serverSetupSessions)
    .values({
      userId: user.id,
      serverId: input.guildId,
      styleId: input.styleId,
      answers: input.answers ?? {},
      status: input.status ?? 'building',
    })
    .returning({ id: schema.serverSetupSessions.id });
  if (!session) throw new Error('session not stored');
  return { userId: user.id, sessionId: session.id };
}
