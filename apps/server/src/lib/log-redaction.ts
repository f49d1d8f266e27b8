import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/** Paths whose query strings carry one-time secrets (OAuth codes, confirmation links). */
const SECRET_QUERY_PREFIXES = [
  '/api/auth/',
  '/auth/',
  '/discord-login',
  '/api/newsletter/',
  '/newsletter',
  '/confirm-email',
  '/api/profile/email',
  '/sandbox/discord/oauth2/',
  '/sandbox/discord/api/oauth2/',
];

/** Query parameters that are secrets wherever they appear. */
const SECRET_PARAMETERS = new Set([
  'code',
  'state',
  'token',
  'nonce',
  'key',
  'code_verifier',
  'client_secret',
  'access_token',
  'refresh_token',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
]);

const REDACTED = '[redacted]';

/**
 * A URL as logs may show it: the path, and the query's parameter names with
 * their values blanked where they can be secrets (every value on sign-in and
 * confirmation routes, named secrets everywhere else).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const path = url.slice(0, queryStart);
  const everything = SECRET_QUERY_PREFIXES.some((prefix) => path.startsWith(prefix));
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const shown = [...query.entries()].map(([name, value]) =>
    everything || SECRET_PARAMETERS.has(name.toLowerCase())
      ? `${encodeURIComponent(name)}=${REDACTED}`
      : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${path}?${shown.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of database errors (pg, PGlite, Drizzle) that repeat the values a query carried. */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where'] as const;

function withoutValues(
  serialized: Record<string, unknown>,
  depth: number,
): Record<string, unknown> {
  const clean: Record<string, unknown> = { ...serialized };
  for (const field of VALUE_FIELDS) delete clean[field];
  if (typeof clean.message === 'string') {
    // Drizzle's "Failed query: <sql>\nparams: <values>": the statement stays, the values go.
    clean.message = clean.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  }
  if (typeof clean.stack === 'string') {
    clean.stack = clean.stack.replace(/\nparams: [\s\S]*?(\n\s+at |$)/, '\nparams: [redacted]$1');
  }
  if (clean.cause && typeof clean.cause === 'object' && depth < 5) {
    clean.cause = withoutValues(clean.cause as Record<string, unknown>, depth + 1);
  }
  return clean;
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

/** pino's error serializer, minus every copy of a query's values. */
export function serializeError(error: Error): SerializedError {
  const serialized: Record<string, unknown> = { ...stdSerializers.err(error) };
  return withoutValues(serialized, 0) as SerializedError;
}
