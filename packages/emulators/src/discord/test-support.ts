import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { discordEmulator } from './plugin.ts';
import { createDiscordState, DEMO_DISCORD_CREDENTIALS, type DiscordState } from './state.ts';

/** Shared by this folder's tests: an app with the emulator mounted where the server mounts it. */

export const PREFIX = '/sandbox/discord';
export const PUBLIC_BASE_URL = 'http://127.0.0.1:3000';
export const CALLBACK_URL = `${PUBLIC_BASE_URL}/api/auth/discord/callback`;
export const CLIENT_ID = DEMO_DISCORD_CREDENTIALS.applicationId;
export const BASIC_AUTH = `Basic ${Buffer.from(
  `${CLIENT_ID}:${DEMO_DISCORD_CREDENTIALS.clientSecret}`,
).toString('base64')}`;

export interface TestEmulator {
  app: FastifyInstance;
  state: DiscordState;
  /** A clock the test moves forward by hand. */
  clock: { now: number; advance(ms: number): void };
}

export async function createTestEmulator(): Promise<TestEmulator> {
  const clock = {
    now: Date.UTC(2025, 5, 1, 12, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const state = createDiscordState({
    redirectUris: [CALLBACK_URL],
    publicBaseUrl: PUBLIC_BASE_URL,
    now: () => clock.now,
  });
  const app = Fastify();
  await app.register(discordEmulator, { prefix: PREFIX, state });
  await app.ready();
  return { app, state, clock };
}

export function pkcePair() {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function formHeaders(extra: Record<string, string> = {}) {
  return { 'content-type': 'application/x-www-form-urlencoded', ...extra };
}

/** The query the server's DiscordOAuthClient sends for sign-in. */
export function signInParams(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    response_type: 'code',
    client_id: CLIENT_ID,
    scope: 'identify email guilds',
    redirect_uri: CALLBACK_URL,
    state: 'state-123',
    prompt: 'consent',
    ...overrides,
  };
}

/** Submits the consent form with Authorize and returns where it redirects. */
export async function authorize(
  app: FastifyInstance,
  params: Record<string, string>,
  form: Record<string, string> = {},
): Promise<URL> {
  const response = await app.inject({
    method: 'POST',
    url: `${PREFIX}/oauth2/authorize`,
    headers: formHeaders(),
    payload: new URLSearchParams({ ...params, decision: 'authorize', ...form }).toString(),
  });
  if (response.statusCode !== 302) {
    throw new Error(`authorize answered ${response.statusCode}: ${response.body}`);
  }
  return new URL(String(response.headers.location));
}

export async function exchangeCode(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = { authorization: BASIC_AUTH },
) {
  return app.inject({
    method: 'POST',
    url: `${PREFIX}/api/v10/oauth2/token`,
    headers: formHeaders(headers),
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Signs `userId` in with PKCE and returns the token response body. */
export async function signIn(
  app: FastifyInstance,
  userId: string,
  scope = 'identify email guilds',
) {
  const { verifier, challenge } = pkcePair();
  const redirect = await authorize(
    app,
    signInParams({ scope, code_challenge: challenge, code_challenge_method: 'S256' }),
    { user_id: userId },
  );
  const response = await exchangeCode(app, {
    grant_type: 'authorization_code',
    code: redirect.searchParams.get('code') ?? '',
    redirect_uri: CALLBACK_URL,
    code_verifier: verifier,
  });
  if (response.statusCode !== 200) throw new Error(`token answered ${response.body}`);
  return response.json<{ access_token: string; refresh_token: string; scope: string }>();
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export const BOT_HEADERS = { authorization: `Bot ${DEMO_DISCORD_CREDENTIALS.botToken}` };

/** A bot call to the REST API under /api/v10, as @discordjs/rest would send it. */
export function botCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url: `${PREFIX}/api/v10${path}`,
    headers: { ...BOT_HEADERS, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

interface ReceivedInteraction {
  payload: Record<string, unknown> & { id: string; token: string; type: number };
  headers: Record<string, string | string[] | undefined>;
  signatureValid: boolean;
}

type InteractionHandler = (
  interaction: ReceivedInteraction,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

export interface InteractionsApp {
  url: string;
  received: ReceivedInteraction[];
  /** Replaced per test: how the app answers the next interactions. */
  handler: InteractionHandler;
  close(): Promise<void>;
}

/** Checks Discord's Ed25519 signature the way an app does, with the 64-hex public key. */
function verifyDiscordSignature(
  publicKeyHex: string,
  timestamp: string,
  body: string,
  signatureHex: string,
): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKeyHex, 'hex').toString('base64url') },
    format: 'jwk',
  });
  return verify(null, Buffer.from(timestamp + body), key, Buffer.from(signatureHex, 'hex'));
}

/** A stand-in for the app's POST /api/interactions on a free local port. */
export async function startInteractionsApp(state: DiscordState): Promise<InteractionsApp> {
  const app: InteractionsApp = {
    url: '',
    received: [],
    handler: () => ({ body: { type: 4, data: { content: 'ok' } } }),
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signatureValid = verifyDiscordSignature(
        state.interactionsPublicKey,
        String(request.headers['x-signature-timestamp']),
        body,
        String(request.headers['x-signature-ed25519']),
      );
      const interaction = { payload: JSON.parse(body), headers: request.headers, signatureValid };
      app.received.push(interaction);
      const answer = await app.handler(interaction);
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
  app.url = `http://127.0.0.1:${address.port}/api/interactions`;
  app.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return app;
}
