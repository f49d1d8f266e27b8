import { type RunningEmulators, startEmulatorServer } from '../standalone.ts';
import { paypalEmulator } from './plugin.ts';
import { createPaypalState, DEMO_PAYPAL_CREDENTIALS, type PaypalState } from './state.ts';

/** Shared by this folder's tests: the emulator on a real port, called with plain fetch. */

export const PREFIX = '/sandbox/paypal';
export const BASIC_AUTH = `Basic ${Buffer.from(
  `${DEMO_PAYPAL_CREDENTIALS.clientId}:${DEMO_PAYPAL_CREDENTIALS.clientSecret}`,
).toString('base64')}`;

export interface TestPaypal {
  server: RunningEmulators;
  state: PaypalState;
  /** `<origin>/sandbox/paypal`: what the server's PayPal client takes as its base URL. */
  apiBase: string;
  clock: { now: number };
}

export async function startPaypalEmulator(): Promise<TestPaypal> {
  const clock = { now: Date.UTC(2025, 5, 1, 12, 0, 0) };
  let state: PaypalState | undefined;
  const server = await startEmulatorServer(async (app, { url }) => {
    state = createPaypalState({ publicBaseUrl: url, now: () => clock.now });
    await app.register(paypalEmulator, { prefix: PREFIX, state });
  });
  if (!state) throw new Error('The PayPal emulator did not start');
  return { server, state, apiBase: `${server.url}${PREFIX}`, clock };
}

export async function fetchToken(apiBase: string): Promise<string> {
  const response = await fetch(`${apiBase}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: BASIC_AUTH,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

export interface OrderBody {
  id: string;
  status: string;
  links: Array<{ rel: string; href: string; method: string }>;
  purchase_units?: Array<{
    amount: { currency_code: string; value: string };
    payments?: {
      captures: Array<{ id: string; status: string; amount: { value: string } }>;
      refunds?: RefundBody[];
    };
  }>;
  payer?: { payer_id: string };
}

export interface RefundBody {
  id: string;
  status: string;
  amount?: { currency_code: string; value: string };
  links: Array<{ rel: string; href: string; method: string }>;
}

export interface ErrorBody {
  name: string;
  message: string;
  debug_id: string;
  details: Array<{ issue: string; field?: string; description: string }>;
  links: Array<{ href: string; rel: string }>;
}

export async function jsonBody<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Submits the approval page's form the way the browser does, without following the redirect. */
export function submitCheckout(apiBase: string, orderId: string, decision: 'approve' | 'cancel') {
  return fetch(`${apiBase}/checkoutnow`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: orderId, decision }).toString(),
    redirect: 'manual',
  });
}
