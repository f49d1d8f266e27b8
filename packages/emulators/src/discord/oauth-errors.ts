import type { FastifyReply } from 'fastify';

/**
 * Errors of Discord's OAuth2 token endpoints, which follow RFC 6749
 * (`{ error, error_description? }`) rather than Discord's `{ message, code }`.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type';

interface OAuthErrorBody {
  error: OAuthErrorCode;
  error_description?: string;
}

const STATUS: Record<OAuthErrorCode, number> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unsupported_grant_type: 400,
};

export function sendOAuthError(reply: FastifyReply, error: OAuthErrorCode, description?: string) {
  const body: OAuthErrorBody =
    description === undefined ? { error } : { error, error_description: description };
  return reply.code(STATUS[error]).send(body);
}

/** Discord's wording for a parameter that is absent or wrong. */
export const missing = (parameter: string) => `Missing "${parameter}" in request.`;
export const invalid = (parameter: string) => `Invalid "${parameter}" in request.`;
