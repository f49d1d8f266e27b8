import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MultipartMessage } from './attachments.ts';

/**
 * Everything said over the emulated API, for tests that hold it against
 * Discord's published contract: each REST request with the answer it got, and
 * each reply an app gave to an interaction (Discord's callback body, whether
 * it came in the HTTP reply or through the callback route). Nothing is kept
 * unless someone listens.
 */

export type AuthScheme = 'bot' | 'bearer' | 'basic' | 'none' | 'other';

export interface RestExchange {
  kind: 'rest';
  method: string;
  /** The API version the path named ('v10'), or null for unversioned paths (webhook URLs, OAuth2). */
  version: string | null;
  /** Below the version, without the query, e.g. `/guilds/1/channels`. */
  path: string;
  /** The emulator's route that answered, e.g. `/v10/guilds/:guildId`; null when none did. */
  route: string | null;
  query: Record<string, string>;
  auth: AuthScheme;
  /** The parsed body (a multipart body's JSON payload); undefined when none was sent. */
  requestBody: unknown;
  status: number;
  /** The parsed JSON answer; undefined when empty. */
  responseBody: unknown;
}

export interface InteractionReplyExchange {
  kind: 'interaction-reply';
  interactionId: string;
  /** The reply as the app gave it, parsed; refused ones included. */
  body: unknown;
}

export type Exchange = RestExchange | InteractionReplyExchange;
export type ExchangeListener = (exchange: Exchange) => void;

export class ExchangeLog {
  private readonly listeners = new Set<ExchangeListener>();

  /** Hands every exchange from now on to `listener`; the returned function stops it. */
  listen(listener: ExchangeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  get listening(): boolean {
    return this.listeners.size > 0;
  }

  emit(exchange: Exchange): void {
    for (const listener of this.listeners) listener(exchange);
  }
}

function authScheme(request: FastifyRequest): AuthScheme {
  const header = request.headers.authorization;
  if (header === undefined) return 'none';
  const scheme = header.trim().split(/\s+/)[0]?.toLowerCase();
  return scheme === 'bot' || scheme === 'bearer' || scheme === 'basic' ? scheme : 'other';
}

function parseJson(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return payload;
  }
}

/**
 * An onSend hook for the REST scope mounted at `app.prefix`: records the
 * request and the serialized answer, untouched, when the log has listeners.
 */
export function recordExchanges(app: FastifyInstance, log: ExchangeLog) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!log.listening) return payload;
    const [rawPath = '', rawQuery = ''] = request.url.split('?');
    const below = rawPath.slice(app.prefix.length);
    const version = /^\/(v\d+)(?=\/)/.exec(below)?.[1] ?? null;
    log.emit({
      kind: 'rest',
      method: request.method,
      version,
      path: version ? below.slice(version.length + 1) : below,
      route: request.routeOptions.url?.slice(app.prefix.length) ?? null,
      query: Object.fromEntries(new URLSearchParams(rawQuery)),
      auth: authScheme(request),
      requestBody:
        request.body instanceof MultipartMessage
          ? request.body.payload
          : (request.body ?? undefined),
      status: reply.statusCode,
      responseBody: parseJson(payload),
    });
    return payload;
  };
}
