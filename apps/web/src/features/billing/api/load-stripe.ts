import type { Stripe } from '@stripe/stripe-js';

let loading: { key: string; stripe: Promise<Stripe | null> } | null = null;

/**
 * Stripe.js, fetched from js.stripe.com the first time checkout needs it (and
 * only then: this module is imported from checkout alone).
 */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  if (loading?.key !== publishableKey) {
    loading = {
      key: publishableKey,
      stripe: import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey)),
    };
  }
  return loading.stripe;
}
