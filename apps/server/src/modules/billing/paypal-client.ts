/**
 * A small typed client for PayPal's REST API (Orders v2). The official SDK
 * cannot change its base URL, and the emulator must be reachable the same way
 * the real API is: only the base URL differs.
 */
export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    readonly issue: string | undefined,
  ) {
    super(`PayPal ${method} ${path} failed with ${status}${issue ? ` (${issue})` : ''}`);
    this.name = 'PaypalApiError';
  }
}

export interface PaypalMoney {
  currency_code: string;
  value: string;
}

export interface PaypalCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';
  amount: PaypalMoney;
}

interface PaypalRefund {
  id: string;
  status: 'CANCELLED' | 'FAILED' | 'PENDING' | 'COMPLETED';
  amount?: PaypalMoney;
}

export interface PaypalOrder {
  id: string;
  status: 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
  links?: { href: string; rel: string; method?: string }[];
  purchase_units?: {
    custom_id?: string;
    amount: PaypalMoney;
    payments?: { captures?: PaypalCapture[]; refunds?: PaypalRefund[] };
  }[];
}

export class PaypalClient {
  private token: { value: string; expiresAt: number } | undefined;

  constructor(
    private readonly options: { baseUrl: string; clientId: string; clientSecret: string },
  ) {}

  async createOrder(input: {
    amount: PaypalMoney;
    customId: string;
    returnUrl: string;
    cancelUrl: string;
    requestId: string;
  }) {
    return this.call<PaypalOrder>('POST', '/v2/checkout/orders', input.requestId, {
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: input.customId, amount: input.amount }],
      application_context: {
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        brand_name: 'Guildsmith',
      },
    });
  }

  async getOrder(orderId: string) {
    return this.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  async captureOrder(orderId: string, requestId: string) {
    return this.call<PaypalOrder>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      requestId,
      {},
    );
  }

  /** Refunds a capture in full, or `amount` of it; the request id makes a retry refund once. */
  async refundCapture(captureId: string, input: { requestId: string; amount?: PaypalMoney }) {
    return this.call<PaypalRefund>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      input.requestId,
      input.amount ? { amount: input.amount } : {},
    );
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const response = await fetch(`${this.options.baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok)
      throw new PaypalApiError(response.status, 'POST', '/v1/oauth2/token', undefined);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    requestId?: string,
    body?: object,
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${await this.accessToken()}` };
    if (body) headers['content-type'] = 'application/json';
    if (requestId) headers['paypal-request-id'] = requestId;
    const response = await fetch(`${this.options.baseUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const error = (await response.json().catch(() => ({}))) as {
        details?: { issue?: string }[];
        name?: string;
      };
      throw new PaypalApiError(
        response.status,
        method,
        path,
        error.details?.[0]?.issue ?? error.name,
      );
    }
    return (await response.json()) as T;
  }
}
