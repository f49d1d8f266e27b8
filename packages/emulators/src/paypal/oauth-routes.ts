import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { accessToken } from './ids.ts';
import { type PaypalState, TOKEN_LIFETIME_S } from './state.ts';

const tokenForm = z.looseObject({ grant_type: z.string().optional() });

// What PayPal grants a REST app with the default features.
const SCOPES = [
  'https://uri.paypal.com/services/payments/payment/authcapture',
  'https://uri.paypal.com/services/payments/refund',
  'https://uri.paypal.com/services/checkout/one-click-with-merchant-issued-token',
  'openid',
].join(' ');

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/** OAuth errors use the RFC 6749 shape, not the REST API's. */
function sendOAuthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).send({ error, error_description: description });
}

/** `POST /v1/oauth2/token`: client credentials in HTTP Basic, as PayPal takes them. */
export async function oauthRoutes(app: FastifyInstance, options: { state: PaypalState }) {
  const { state } = options;

  app.post('/v1/oauth2/token', async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    const valid =
      credentials !== null &&
      sameSecret(credentials.id, state.clientId) &&
      sameSecret(credentials.secret, state.clientSecret);
    if (!valid) {
      return sendOAuthError(reply, 401, 'invalid_client', 'Client Authentication failed');
    }
    const form = tokenForm.safeParse(request.body ?? {});
    const grantType = form.success ? form.data.grant_type : undefined;
    if (grantType === undefined) {
      return sendOAuthError(reply, 400, 'unsupported_grant_type', 'Grant Type is NULL');
    }
    if (grantType !== 'client_credentials') {
      return sendOAuthError(reply, 400, 'unsupported_grant_type', 'unsupported grant_type');
    }
    const token = accessToken();
    state.tokens.set(token, state.now() + TOKEN_LIFETIME_S * 1000);
    const issuedAt = new Date(state.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    return reply.header('cache-control', 'no-store').send({
      scope: SCOPES,
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: TOKEN_LIFETIME_S,
      nonce: `${issuedAt}${accessToken().slice(5, 48)}`,
    });
  });
}
