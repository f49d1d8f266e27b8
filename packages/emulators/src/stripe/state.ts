import { IdempotencyStore } from './idempotency.ts';
import { stripeId, unixSeconds } from './ids.ts';
import type {
  ChargeObject,
  DisputeObject,
  PaymentIntentRecord,
  RefundObject,
  RequestContext,
  StripeEvent,
  StripeEventObjects,
  StripeEventOf,
  StripeEventType,
} from './model.ts';
import type { StoredPaymentMethod } from './payment-methods.ts';
import {
  DEFAULT_WEBHOOK_RETRY,
  WebhookDeliveries,
  type WebhookRetryPolicy,
} from './webhook-deliveries.ts';

/**
 * The emulated account's keys in demo mode. They protect nothing: the
 * emulator only exists locally. apps/server's demo config uses the same values.
 */
export const DEMO_STRIPE_CREDENTIALS = {
  secretKey: 'sk_test_guildsmith_demo',
  publishableKey: 'pk_test_guildsmith_demo',
  webhookSecret: 'whsec_guildsmith_demo',
} as const;

/** The API version events carry: the one stripe-node 23.1 pins. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeStateOptions {
  secretKey?: string;
  publishableKey?: string;
  /** The signing secret of the webhook endpoint (`whsec_...`). */
  webhookSecret?: string;
  /** Where events are POSTed, e.g. `http://127.0.0.1:3000/api/billing/stripe/webhook`. */
  webhookUrl: string;
  /** Where browsers reach the emulator (no trailing slash), for its redirect pages. */
  publicBaseUrl: string;
  /**
   * The host app's origin, when the emulator runs apart from it: its pages may
   * then call the publishable-key endpoints across origins (CORS), as they call
   * Stripe's. Unset, only the emulator's own origin may.
   */
  appOrigin?: string;
  /** Tests shorten the backoff to milliseconds; to hold deliveries back, `webhooks.pause()`. */
  webhookRetry?: Partial<WebhookRetryPolicy>;
  apiVersion?: string;
  /** Milliseconds since the epoch. */
  now?: () => number;
}

export interface StripeAccount {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  webhookUrl: string;
  publicBaseUrl: string;
  /** Origins whose browsers may use the publishable key: the emulator's, and the app's. */
  browserOrigins: ReadonlySet<string>;
  /** The app's origin when it differs from the emulator's; such calls get CORS headers. */
  crossOrigin: string | null;
  apiVersion: string;
}

function requirePrefix(value: string, prefix: string, name: string): string {
  if (!value.startsWith(prefix)) throw new Error(`${name} must start with ${prefix}`);
  return value;
}

/** Everything one emulated Stripe account knows, in memory. */
export class StripeState {
  readonly account: StripeAccount;
  readonly paymentIntents = new Map<string, PaymentIntentRecord>();
  readonly paymentMethods = new Map<string, StoredPaymentMethod>();
  // Maps keep insertion order, which is creation order: lists page through them newest first.
  readonly charges = new Map<string, ChargeObject>();
  readonly refunds = new Map<string, RefundObject>();
  readonly disputes = new Map<string, DisputeObject>();
  /** Every event emitted, delivered or not, for `/v1/events`. */
  readonly events = new Map<string, StripeEvent>();
  readonly idempotency: IdempotencyStore;
  readonly webhooks: WebhookDeliveries;
  readonly now: () => number;

  constructor(options: StripeStateOptions) {
    // Fail at start-up, not at the first event, on a misconfigured URL.
    new URL(options.webhookUrl);
    this.now = options.now ?? Date.now;
    const ownOrigin = new URL(options.publicBaseUrl).origin;
    const appOrigin = options.appOrigin ? new URL(options.appOrigin).origin : ownOrigin;
    this.account = {
      secretKey: requirePrefix(
        options.secretKey ?? DEMO_STRIPE_CREDENTIALS.secretKey,
        'sk_',
        'secretKey',
      ),
      publishableKey: requirePrefix(
        options.publishableKey ?? DEMO_STRIPE_CREDENTIALS.publishableKey,
        'pk_',
        'publishableKey',
      ),
      webhookSecret: options.webhookSecret ?? DEMO_STRIPE_CREDENTIALS.webhookSecret,
      webhookUrl: options.webhookUrl,
      publicBaseUrl: options.publicBaseUrl.replace(/\/+$/, ''),
      browserOrigins: new Set([ownOrigin, appOrigin]),
      crossOrigin: appOrigin === ownOrigin ? null : appOrigin,
      apiVersion: options.apiVersion ?? STRIPE_API_VERSION,
    };
    this.idempotency = new IdempotencyStore(this.now);
    this.webhooks = new WebhookDeliveries(
      { url: this.account.webhookUrl, secret: this.account.webhookSecret },
      { ...DEFAULT_WEBHOOK_RETRY, ...options.webhookRetry },
      this.now,
    );
  }

  /** Records an event about the object as it is now and starts delivering it. */
  emit<Type extends StripeEventType>(
    type: Type,
    object: StripeEventObjects[Type],
    context: RequestContext,
  ): StripeEventOf<Type> {
    const event: StripeEventOf<Type> = {
      id: stripeId('evt'),
      object: 'event',
      api_version: this.account.apiVersion,
      created: unixSeconds(this.now()),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: context.requestId, idempotency_key: context.idempotencyKey },
      type,
    };
    // TypeScript cannot match a generic Type to one member of the union; both fields come from Type.
    const stored = event as StripeEvent;
    this.events.set(event.id, stored);
    this.webhooks.enqueue(stored);
    return event;
  }

  /** Resolves once every webhook delivery has succeeded or given up; for tests. */
  flush(): Promise<void> {
    return this.webhooks.flush();
  }

  /** Forgets everything, cancels deliveries still in flight and ends a pause. */
  reset(): void {
    this.paymentIntents.clear();
    this.paymentMethods.clear();
    this.charges.clear();
    this.refunds.clear();
    this.disputes.clear();
    this.events.clear();
    this.idempotency.clear();
    this.webhooks.clear();
  }
}

export function createStripeState(options: StripeStateOptions): StripeState {
  return new StripeState(options);
}
