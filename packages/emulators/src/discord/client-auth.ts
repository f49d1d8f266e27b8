import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DiscordApplication } from './state.ts';

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** RFC 6749 2.3.1: Basic credentials are form-encoded before base64, so decode both halves. */
function fromBasicHeader(header: string): ClientCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return null;
  }
}

/** Compares secrets in constant time, whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The client a token request authenticates as, through HTTP Basic or the
 * client_id/client_secret form fields (Discord accepts both); null when the
 * credentials are missing or wrong.
 */
export function authenticateClient(
  application: DiscordApplication,
  request: FastifyRequest,
  form: { client_id?: string | undefined; client_secret?: string | undefined },
): string | null {
  const header = request.headers.authorization;
  const credentials = header
    ? fromBasicHeader(header)
    : form.client_id !== undefined && form.client_secret !== undefined
      ? { clientId: form.client_id, clientSecret: form.client_secret }
      : null;
  if (!credentials) return null;
  const valid =
    credentials.clientId === application.id &&
    sameSecret(credentials.clientSecret, application.clientSecret);
  return valid ? credentials.clientId : null;
}
