import type { Money, OrderRecord, Refund, RefundRecord } from './model.ts';
import { refundCapture } from './refunds.ts';

/**
 * The emulated REST app's credentials in demo mode. They protect nothing: the
 * emulator only exists locally. apps/server's demo config uses the same values.
 */
export const DEMO_PAYPAL_CREDENTIALS = {
  clientId: 'guildsmith-demo-client',
  clientSecret: 'guildsmith-demo-secret',
} as const;

/** The merchant the orders pay, shown on the approval page. */
export const DEMO_PAYEE = {
  email_address: 'merchant@guildsmith.example',
  merchant_id: 'GUILDSMITHDEMO',
} as const;

/** PayPal's access tokens live nine hours. */
export const TOKEN_LIFETIME_S = 32_400;

export interface PaypalStateOptions {
  clientId?: string;
  clientSecret?: string;
  /** The origin browsers reach the host app on (no trailing slash), for absolute links. */
  publicBaseUrl: string;
  /** Milliseconds since the epoch; tests pass their own clock to expire tokens. */
  now?: () => number;
}

/** What a `PayPal-Request-Id` first produced: replays answer the same order or refund. */
interface RequestIdEntry {
  resourceId: string;
  statusCode: number;
}

/** Everything one emulated PayPal app knows, in memory. */
export class PaypalState {
  readonly clientId: string;
  readonly clientSecret: string;
  readonly publicBaseUrl: string;
  readonly now: () => number;
  /** Access token -> expiry (ms since the epoch). */
  readonly tokens = new Map<string, number>();
  readonly orders = new Map<string, OrderRecord>();
  readonly refunds = new Map<string, RefundRecord>();
  /** `<endpoint> <PayPal-Request-Id>` -> the first answer. */
  readonly requestIds = new Map<string, RequestIdEntry>();

  constructor(options: PaypalStateOptions) {
    this.clientId = options.clientId ?? DEMO_PAYPAL_CREDENTIALS.clientId;
    this.clientSecret = options.clientSecret ?? DEMO_PAYPAL_CREDENTIALS.clientSecret;
    // Fail at start-up, not at the first link, on a misconfigured URL.
    new URL(options.publicBaseUrl);
    this.publicBaseUrl = options.publicBaseUrl.replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
  }

  isValidToken(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && expiresAt > this.now();
  }

  /**
   * Test helper: changes what an order charges after it was created, the way
   * a tampered client or a bug would, so the server can prove it checks the
   * captured amount before fulfilling anything.
   */
  tamperOrderAmount(orderId: string, amount: Partial<Money>, unitIndex = 0): void {
    const unit = this.orders.get(orderId)?.order.purchase_units[unitIndex];
    if (!unit) throw new Error(`No purchase unit ${unitIndex} on order ${orderId}`);
    unit.amount = { ...unit.amount, ...amount };
  }

  /**
   * Test helper: the merchant refunds a capture from their PayPal dashboard,
   * not through our API, so the app only learns of it by reading the capture
   * or order again. Refunds what remains when `amount` is left out. Throws
   * the API's refusals as PaypalApiError, its `details` naming the issue
   * (REFUND_AMOUNT_EXCEEDED, CAPTURE_FULLY_REFUNDED, ...).
   */
  refundCapture(captureId: string, amount?: Money): Refund {
    return structuredClone(refundCapture(this, captureId, amount ? { amount } : {}));
  }

  reset(): void {
    this.tokens.clear();
    this.orders.clear();
    this.refunds.clear();
    this.requestIds.clear();
  }
}

export function createPaypalState(options: PaypalStateOptions): PaypalState {
  return new PaypalState(options);
}
