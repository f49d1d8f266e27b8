import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import type { SessionClaims, SessionTokens } from './session-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims | null;
  }
}

/**
 * The signed-in user's id on a route guarded by requireUser. The guard already
 * refused anonymous requests; this keeps handlers type-safe without repeating it.
 */
export function sessionUserId(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}

export interface AuthGuards {
  /** Any signed-in account. */
  requireUser: preHandlerAsyncHookHandler;
  /** Role admin only. */
  requireAdmin: preHandlerAsyncHookHandler;
  /** Reads the session if there is one; never refuses. */
  optionalUser: preHandlerAsyncHookHandler;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  return token.length > 0 ? token : null;
}

/** Every protected route names one of these guards; the session row decides, not the token alone. */
export function registerAuthentication(app: FastifyInstance, tokens: SessionTokens): AuthGuards {
  app.decorateRequest('session', null);

  const readSession = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.session = token ? await tokens.verify(token) : null;
  };

  return {
    optionalUser: async (request) => {
      await readSession(request);
    },
    requireUser: async (request) => {
      await readSession(request);
      if (!request.session) throw unauthorized();
    },
    requireAdmin: async (request) => {
      await readSession(request);
      if (!request.session) throw unauthorized();
      if (request.session.role !== 'admin') {
        throw forbidden('You need admin privileges to access this page', 'ADMIN_ONLY');
      }
    },
  };
}
