import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticationFailure, PaypalApiError, sendPaypalError } from './errors.ts';
import type { PaypalState } from './state.ts';

/** What every REST route shares: bearer tokens, `Prefer`, `PayPal-Request-Id` and PayPal errors. */

/** An onRequest hook: every REST call needs a live token from /v1/oauth2/token. */
export function requireBearerToken(state: PaypalState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !state.isValidToken(match[1])) {
      return sendPaypalError(reply, authenticationFailure());
    }
  };
}

export function wantsRepresentation(request: FastifyRequest): boolean {
  return /return=representation/i.test(String(request.headers.prefer ?? ''));
}

function requestIdOf(request: FastifyRequest): string | null {
  const header = request.headers['paypal-request-id'];
  return typeof header === 'string' && header !== '' ? header : null;
}

/** Answers with the resource `find` returns, or PayPal's error body. */
export function sendResource(reply: FastifyReply, find: () => unknown) {
  try {
    return reply.send(find());
  } catch (error) {
    if (error instanceof PaypalApiError) return sendPaypalError(reply, error);
    throw error;
  }
}

export interface IdempotentCall {
  /** Names the endpoint (and its path id): a request id is only replayed there. */
  endpoint: string;
  /** Does the work once; answers the id of what it made or changed, and the status. */
  operation: () => { resourceId: string; statusCode: number };
  /** The answer for that id as it is now. */
  view: (resourceId: string) => unknown;
}

/**
 * A `PayPal-Request-Id` makes a POST idempotent: a retry gets the resource as
 * it is now, with the first call's status, and changes nothing. Refusals are
 * not remembered, so a corrected retry can succeed.
 */
export function idempotentReply(
  state: PaypalState,
  request: FastifyRequest,
  reply: FastifyReply,
  call: IdempotentCall,
) {
  const requestId = requestIdOf(request);
  const key = requestId === null ? null : `${call.endpoint} ${requestId}`;
  const replay = key === null ? undefined : state.requestIds.get(key);
  try {
    const result = replay ?? call.operation();
    if (key !== null && !replay) state.requestIds.set(key, result);
    return reply.code(result.statusCode).send(call.view(result.resourceId));
  } catch (error) {
    if (error instanceof PaypalApiError) return sendPaypalError(reply, error);
    throw error;
  }
}
