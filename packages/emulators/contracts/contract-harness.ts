/**
 * The Discord emulator as the contract tests drive it: every route it
 * registers, every exchange it has, and an app on a real port receiving its
 * interactions.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { RestExchange } from '../src/discord/exchange-log.ts';
import { discordEmulator } from '../src/discord/plugin.ts';
import { createDiscordState, type DiscordState } from '../src/discord/state.ts';
import {
  BOT_HEADERS,
  CALLBACK_URL,
  type InteractionsApp,
  PREFIX,
  PUBLIC_BASE_URL,
  startInteractionsApp,
} from '../src/discord/test-support.ts';

export interface ContractHarness {
  app: FastifyInstance;
  state: DiscordState;
  interactions: InteractionsApp;
  /** `METHOD /path` of every route the emulator registered, below its prefix (HEAD left out). */
  routes: string[];
  exchanges: RestExchange[];
  /**
   * Calls the REST API under /api/v10 (or /api with `unversioned`), as the bot
   * unless told; a `form` goes as multipart/form-data, as files are sent.
   */
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      form?: FormData;
      headers?: Record<string, string>;
      unversioned?: boolean;
    },
  ): Promise<{ status: number; body: unknown }>;
  control(method: string, path: string, body?: unknown): Promise<unknown>;
  close(): Promise<void>;
}

export async function startContractHarness(): Promise<ContractHarness> {
  const app = Fastify();
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push(`${method} ${route.url.slice(PREFIX.length) || '/'}`);
    }
  });
  const state = createDiscordState({
    redirectUris: [CALLBACK_URL],
    publicBaseUrl: PUBLIC_BASE_URL,
  });
  state.rateLimits.mode = 'off';
  await app.register(discordEmulator, { prefix: PREFIX, state });
  await app.ready();
  const interactions = await startInteractionsApp(state);
  state.interactionsUrl = interactions.url;
  const exchanges: RestExchange[] = [];
  state.exchanges.listen((exchange) => {
    if (exchange.kind === 'rest') exchanges.push(exchange);
  });

  return {
    app,
    state,
    interactions,
    routes,
    exchanges,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? BOT_HEADERS) };
      let payload = options.body as object | undefined;
      if (options.form) {
        const encoded = new Request('http://multipart.invalid/', {
          method: 'POST',
          body: options.form,
        });
        headers['content-type'] = encoded.headers.get('content-type') ?? '';
        payload = Buffer.from(await encoded.arrayBuffer());
      }
      const response = await app.inject({
        method: method as 'GET',
        url: `${PREFIX}/api${options.unversioned ? '' : '/v10'}${path}`,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      return { status: response.statusCode, body: response.body ? response.json() : undefined };
    },
    async control(method, path, body) {
      const response = await app.inject({
        method: method as 'GET',
        url: `${PREFIX}/control${path}`,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      if (response.statusCode >= 400) {
        throw new Error(`control ${path} answered ${response.statusCode}: ${response.body}`);
      }
      return response.body ? response.json() : undefined;
    },
    async close() {
      await interactions.close();
      await app.close();
    },
  };
}
