/**
 * Demo mode's stand-in for Stripe.js: confirms a payment intent against the
 * Stripe emulator exactly as Stripe.js confirms against api.stripe.com, with
 * the publishable key and the intent's client secret, form-encoded.
 */

export type SandboxPaymentMethod =
  | { type: 'card'; number: string; expMonth: number; expYear: number; cvc: string }
  | { type: 'klarna'; email: string };

export interface SandboxIntent {
  id: string;
  status: string;
  next_action: { type: string; redirect_to_url?: { url: string } } | null;
}

/** A decline or an invalid request, with Stripe's message for the buyer. */
export class PaymentDeclinedError extends Error {
  override readonly name = 'PaymentDeclinedError';

  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
  }
}

function methodFields(method: SandboxPaymentMethod): Record<string, string> {
  if (method.type === 'card') {
    return {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': method.number,
      'payment_method_data[card][exp_month]': String(method.expMonth),
      'payment_method_data[card][exp_year]': String(method.expYear),
      'payment_method_data[card][cvc]': method.cvc,
    };
  }
  return {
    'payment_method_data[type]': 'klarna',
    'payment_method_data[billing_details][email]': method.email,
    'payment_method_data[billing_details][address][country]': 'US',
  };
}

/** `pi_123_secret_abc` belongs to `pi_123`. */
export function intentIdFromClientSecret(clientSecret: string): string {
  const id = clientSecret.split('_secret_')[0];
  if (!id?.startsWith('pi_')) throw new Error('Not a payment intent client secret');
  return id;
}

export async function confirmSandboxPayment(input: {
  sandboxUrl: string;
  publishableKey: string;
  clientSecret: string;
  method: SandboxPaymentMethod;
  returnUrl: string;
}): Promise<SandboxIntent> {
  const id = intentIdFromClientSecret(input.clientSecret);
  const body = new URLSearchParams({
    key: input.publishableKey,
    client_secret: input.clientSecret,
    return_url: input.returnUrl,
    ...methodFields(input.method),
  });
  const response = await fetch(
    `${input.sandboxUrl}/v1/payment_intents/${encodeURIComponent(id)}/confirm`,
    { method: 'POST', body },
  );
  const payload = (await response.json().catch(() => null)) as
    | (SandboxIntent & { error?: { message?: string; code?: string } })
    | null;
  if (!response.ok || !payload || payload.error) {
    throw new PaymentDeclinedError(
      payload?.error?.message ?? `The payment could not be confirmed (${response.status}).`,
      payload?.error?.code ?? null,
    );
  }
  return payload;
}
