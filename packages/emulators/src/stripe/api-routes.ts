import type { FastifyInstance } from 'fastify';
import { requireClientSecret } from './api-auth.ts';
import { confirmPaymentIntent } from './confirmation.ts';
import { stripeEndpoint } from './endpoint.ts';
import { listIntentParams, listPage } from './list-params.ts';
import {
  cancelIntentParams,
  confirmIntentParams,
  createIntentParams,
  retrieveIntentParams,
  updateIntentParams,
} from './params.ts';
import {
  cancelPaymentIntent,
  createPaymentIntent,
  findPaymentIntent,
  snapshot,
  updatePaymentIntent,
} from './payment-intents.ts';
import type { StripeState } from './state.ts';

export interface ApiRoutesOptions {
  state: StripeState;
  /** Absolute URL of the redirect pages (`.../sandbox/stripe/klarna`), for next_action. */
  redirectPagesUrl: string;
}

/** The `/v1/payment_intents` endpoints stripe-node calls, plus the browser's confirm. */
export async function apiRoutes(app: FastifyInstance, options: ApiRoutesOptions) {
  const { state, redirectPagesUrl } = options;

  app.post(
    '/payment_intents',
    stripeEndpoint(state, { publishable: false, params: createIntentParams }, (call) => {
      const record = createPaymentIntent(state, call.params, call.context);
      if (call.params.confirm) {
        confirmPaymentIntent(state, record, call.params, redirectPagesUrl, call.context);
      }
      return snapshot(record.intent);
    }),
  );

  // Server-side only: the list would hand every intent's client secret to a browser.
  app.get(
    '/payment_intents',
    stripeEndpoint(state, { publishable: false, params: listIntentParams }, (call) =>
      listPage(
        [...state.paymentIntents.values()].map((record) => record.intent),
        call.params,
        { url: '/v1/payment_intents', kind: 'payment_intent' },
      ),
    ),
  );

  app.get(
    '/payment_intents/:id',
    stripeEndpoint(state, { publishable: true, params: retrieveIntentParams }, (call) => {
      const record = findPaymentIntent(state, call.id);
      if (call.caller === 'publishable') {
        requireClientSecret(call.params.client_secret, record.intent.client_secret);
      }
      return snapshot(record.intent);
    }),
  );

  app.post(
    '/payment_intents/:id',
    stripeEndpoint(state, { publishable: false, params: updateIntentParams }, (call) =>
      snapshot(updatePaymentIntent(findPaymentIntent(state, call.id), call.params)),
    ),
  );

  app.post(
    '/payment_intents/:id/confirm',
    stripeEndpoint(state, { publishable: true, params: confirmIntentParams }, (call) => {
      const record = findPaymentIntent(state, call.id);
      if (call.caller === 'publishable') {
        requireClientSecret(call.params.client_secret, record.intent.client_secret);
      }
      const intent = confirmPaymentIntent(
        state,
        record,
        call.params,
        redirectPagesUrl,
        call.context,
      );
      return snapshot(intent);
    }),
  );

  app.post(
    '/payment_intents/:id/cancel',
    stripeEndpoint(state, { publishable: false, params: cancelIntentParams }, (call) =>
      snapshot(
        cancelPaymentIntent(state, findPaymentIntent(state, call.id), call.params, call.context),
      ),
    ),
  );
}
