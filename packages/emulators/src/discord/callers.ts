import type { FastifyRequest } from 'fastify';
import { sameSecret } from './client-auth.ts';
import type { Grant } from './oauth-grants.ts';
import type { DiscordState } from './state.ts';

/** Who is calling the REST API: the bot, or a person through an OAuth2 bearer token. */
export type Caller = { kind: 'bot' } | { kind: 'bearer'; grant: Grant };

/** Resolves `Authorization: Bot <token>` or `Bearer <token>`; null when absent or not valid. */
export function callerOf(state: DiscordState, request: FastifyRequest): Caller | null {
  const header = request.headers.authorization ?? '';
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (!token || rest.length > 0) return null;
  if (scheme === 'Bot')
    return sameSecret(token, state.application.botToken) ? { kind: 'bot' } : null;
  if (scheme === 'Bearer') {
    const grant = state.grants.findByAccessToken(token);
    return grant ? { kind: 'bearer', grant } : null;
  }
  return null;
}
