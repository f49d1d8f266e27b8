import { createHash } from 'node:crypto';
import type { RESTPostOAuth2AccessTokenResult } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { authenticateClient } from './client-auth.ts';
import { invalid, missing, sendOAuthError } from './oauth-errors.ts';
import { ACCESS_TOKEN_LIFETIME_S, type Grant } from './oauth-grants.ts';
import { type BucketRule, rateLimited } from './rate-limit.ts';
import type { DiscordState } from './state.ts';

// Our assumption: generous, so sign-in suites never trip them in 'default' mode.
const TOKEN_BUCKET: BucketRule = { route: 'POST /oauth2/token', limit: 30, windowMs: 1000 };
const REVOKE_BUCKET: BucketRule = { route: 'POST /oauth2/token/revoke', limit: 30, windowMs: 1000 };

const optionalField = z.string().optional();

const tokenForm = z.looseObject({
  grant_type: optionalField,
  code: optionalField,
  redirect_uri: optionalField,
  code_verifier: optionalField,
  refresh_token: optionalField,
  client_id: optionalField,
  client_secret: optionalField,
});

// token_type_hint may come along; it is not needed, both kinds of token are looked up.
const revokeForm = z.looseObject({
  token: optionalField,
  client_id: optionalField,
  client_secret: optionalField,
});

type TokenForm = z.infer<typeof tokenForm>;

/** RFC 7636 S256: BASE64URL(SHA256(code_verifier)) must equal the challenge. */
function verifierMatches(verifier: string, challenge: string): boolean {
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}

function sendTokens(reply: FastifyReply, grant: Grant) {
  const body: RESTPostOAuth2AccessTokenResult = {
    access_token: grant.accessToken,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_LIFETIME_S,
    refresh_token: grant.refreshToken,
    scope: grant.scopes.join(' '),
  };
  // RFC 6749 5.1: token responses must not be cached.
  return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(body);
}

/** POST /oauth2/token and /oauth2/token/revoke, versioned or not, as Discord serves both. */
export async function tokenRoutes(app: FastifyInstance, options: { state: DiscordState }) {
  const { state } = options;

  function exchangeCode(reply: FastifyReply, clientId: string, form: TokenForm) {
    if (form.code === undefined) return sendOAuthError(reply, 'invalid_request', missing('code'));
    if (form.redirect_uri === undefined) {
      return sendOAuthError(reply, 'invalid_request', missing('redirect_uri'));
    }
    const code = state.grants.redeemCode(form.code, clientId);
    if (!code) return sendOAuthError(reply, 'invalid_grant', invalid('code'));
    if (code.redirectUri !== form.redirect_uri) {
      return sendOAuthError(reply, 'invalid_grant', invalid('redirect_uri'));
    }
    if (
      code.codeChallenge !== null &&
      (form.code_verifier === undefined || !verifierMatches(form.code_verifier, code.codeChallenge))
    ) {
      return sendOAuthError(reply, 'invalid_grant', invalid('code_verifier'));
    }
    return sendTokens(reply, state.grants.issueGrant(code));
  }

  function refresh(reply: FastifyReply, clientId: string, form: TokenForm) {
    if (form.refresh_token === undefined) {
      return sendOAuthError(reply, 'invalid_request', missing('refresh_token'));
    }
    const grant = state.grants.refresh(form.refresh_token, clientId);
    if (!grant) return sendOAuthError(reply, 'invalid_grant', invalid('refresh_token'));
    return sendTokens(reply, grant);
  }

  for (const path of ['/oauth2/token', '/v10/oauth2/token']) {
    app.post(
      path,
      { onRequest: rateLimited(state.rateLimits, TOKEN_BUCKET) },
      async (request, reply) => {
        const parsed = tokenForm.safeParse(request.body ?? {});
        if (!parsed.success) return sendOAuthError(reply, 'invalid_request');
        const form = parsed.data;
        const clientId = authenticateClient(state.application, request, form);
        if (clientId === null) return sendOAuthError(reply, 'invalid_client');
        switch (form.grant_type) {
          case undefined:
            return sendOAuthError(reply, 'invalid_request', missing('grant_type'));
          case 'authorization_code':
            return exchangeCode(reply, clientId, form);
          case 'refresh_token':
            return refresh(reply, clientId, form);
          default:
            return sendOAuthError(reply, 'unsupported_grant_type');
        }
      },
    );
  }

  for (const path of ['/oauth2/token/revoke', '/v10/oauth2/token/revoke']) {
    app.post(
      path,
      { onRequest: rateLimited(state.rateLimits, REVOKE_BUCKET) },
      async (request, reply) => {
        const parsed = revokeForm.safeParse(request.body ?? {});
        if (!parsed.success) return sendOAuthError(reply, 'invalid_request');
        const clientId = authenticateClient(state.application, request, parsed.data);
        if (clientId === null) return sendOAuthError(reply, 'invalid_client');
        if (parsed.data.token === undefined) {
          return sendOAuthError(reply, 'invalid_request', missing('token'));
        }
        // RFC 7009: unknown tokens are not an error; the answer is the same either way.
        state.grants.revoke(parsed.data.token, clientId);
        return reply.send({});
      },
    );
  }
}
