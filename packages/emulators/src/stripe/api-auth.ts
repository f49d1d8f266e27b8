import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { invalidRequest } from './errors.ts';
import type { FormObject } from './form-encoding.ts';
import type { StripeState } from './state.ts';

/** Who is calling: the server with the secret key, or a browser with the publishable key. */
export type Caller = 'secret' | 'publishable';

function sameKey(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Stripe echoes a wrong key with its middle starred out. */
function redacted(key: string): string {
  const prefix = /^[a-z]+_(?:test_|live_)?/.exec(key)?.[0] ?? '';
  const hidden = Math.max(key.length - prefix.length - 4, 0);
  return `${prefix}${'*'.repeat(hidden)}${key.slice(prefix.length + hidden)}`;
}

/** Bearer (stripe-node), Basic with the key as user name (curl -u), or the `key` parameter (Stripe.js). */
function presentedKey(request: FastifyRequest, form: FormObject): string | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (bearer?.[1]) return bearer[1];
    const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
    if (basic?.[1]) return Buffer.from(basic[1], 'base64').toString('utf8').split(':')[0] ?? '';
    return '';
  }
  return typeof form.key === 'string' ? form.key : null;
}

/**
 * Browsers may call the publishable-key endpoints only from the emulator's or
 * the app's origin: this refuses the simple cross-origin form POSTs a browser
 * would send from anywhere else without asking first.
 */
function checkBrowserOrigin(state: StripeState, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !state.account.browserOrigins.has(origin)) {
    throw invalidRequest(`Requests from the origin ${origin} are not allowed.`, {}, 403);
  }
}

export function authenticate(
  state: StripeState,
  request: FastifyRequest,
  form: FormObject,
): Caller {
  const key = presentedKey(request, form);
  if (key === null) {
    throw invalidRequest(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
      {},
      401,
    );
  }
  if (sameKey(key, state.account.secretKey)) return 'secret';
  if (sameKey(key, state.account.publishableKey)) {
    checkBrowserOrigin(state, request);
    return 'publishable';
  }
  throw invalidRequest(`Invalid API Key provided: ${redacted(key)}`, {}, 401);
}

export function requireSecretKey(caller: Caller): void {
  if (caller !== 'secret') {
    throw invalidRequest(
      'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
      {},
      401,
    );
  }
}

/** With the publishable key, the intent's client secret is the proof of being its customer. */
export function requireClientSecret(given: string | undefined, expected: string): void {
  if (given === undefined) {
    throw invalidRequest('Missing required param: client_secret.', {
      code: 'parameter_missing',
      param: 'client_secret',
    });
  }
  if (!sameKey(given, expected)) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      { param: 'client_secret' },
    );
  }
}
