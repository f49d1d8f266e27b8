import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { type RunningEmulators, startEmulatorServer } from '../standalone.ts';
import { stripeEmulator } from './plugin.ts';
import { createStripeState, DEMO_STRIPE_CREDENTIALS, type StripeState } from './state.ts';

/** Shared by this folder's tests: the emulator on a real port, with a webhook endpoint beside it. */

export const PREFIX = '/sandbox/stripe';
const WEBHOOK_PATH = '/test/stripe-webhook';
export const SECRET_KEY: string = DEMO_STRIPE_CREDENTIALS.secretKey;
export const PUBLISHABLE_KEY: string = DEMO_STRIPE_CREDENTIALS.publishableKey;
export const WEBHOOK_SECRET: string = DEMO_STRIPE_CREDENTIALS.webhookSecret;

type MakeRequest = InstanceType<typeof Stripe.HttpClient>['makeRequest'];

/**
 * stripe-node has no base-path option (its paths always start at `/v1/`), so
 * the emulator's mount point is added by a thin HttpClient around stripe's
 * own Node client. This is how apps/server builds its client in demo mode.
 */
class PathPrefixHttpClient extends Stripe.HttpClient {
  private readonly inner = Stripe.createNodeHttpClient();

  constructor(private readonly pathPrefix: string) {
    super();
  }

  override getClientName(): string {
    return this.inner.getClientName();
  }

  override makeRequest(...[host, port, path, ...rest]: Parameters<MakeRequest>) {
    return this.inner.makeRequest(host, port, `${this.pathPrefix}${path}`, ...rest);
  }
}

export function stripeClientFor(baseUrl: string, key = SECRET_KEY): Stripe {
  const url = new URL(baseUrl);
  return new Stripe(key, {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    httpClient: new PathPrefixHttpClient(url.pathname.replace(/\/+$/, '')),
    // Retries would hide the emulator's answers from the tests.
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

interface ReceivedWebhook {
  signature: string;
  payload: string;
}

/** The app's side of the webhook: records what arrives and answers the statuses queued. */
class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Statuses for the next deliveries, first first; 200 once empty. */
  readonly statuses: number[] = [];
  /** While set, the endpoint holds its answers until the promise settles. */
  gate: Promise<void> | null = null;

  register(app: FastifyInstance) {
    return app.register(async (scope) => {
      // The signature covers the exact bytes, so the body must stay a string.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      scope.post(WEBHOOK_PATH, async (request, reply) => {
        this.received.push({
          signature: String(request.headers['stripe-signature']),
          payload: String(request.body),
        });
        await this.gate;
        return reply.code(this.statuses.shift() ?? 200).send({ received: true });
      });
    });
  }

  events(): Stripe.Event[] {
    return this.received.map((delivery) => JSON.parse(delivery.payload));
  }
}

export interface TestStripe {
  server: RunningEmulators;
  state: StripeState;
  stripe: Stripe;
  receiver: WebhookReceiver;
  /**
   * Moves the emulator's clock, e.g. to spread objects over `created`. Keep it
   * under five minutes while checking signatures: stripe-node refuses older ones.
   */
  clock: { offsetMs: number };
}

export async function startStripeEmulator(
  options: { appOrigin?: string } = {},
): Promise<TestStripe> {
  const receiver = new WebhookReceiver();
  const clock = { offsetMs: 0 };
  let state: StripeState | undefined;
  const server = await startEmulatorServer(async (app, { url }) => {
    state = createStripeState({
      webhookUrl: `${url}${WEBHOOK_PATH}`,
      publicBaseUrl: url,
      ...options,
      now: () => Date.now() + clock.offsetMs,
      webhookRetry: { baseDelayMs: 5, maxAttempts: 4, timeoutMs: 2000 },
    });
    await receiver.register(app);
    await app.register(stripeEmulator, { prefix: PREFIX, state });
  });
  if (!state) throw new Error('The Stripe emulator did not start');
  return { server, state, stripe: stripeClientFor(`${server.url}${PREFIX}`), receiver, clock };
}

/** A response body the test knows the shape of. */
export async function jsonBody<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A Stripe error body, as the emulator answers it. */
export interface ErrorBody {
  error: { type: string; code?: string; param?: string; message: string };
}

/** A form-encoded request to the emulator, the way a browser or curl sends one. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
