import type { FastifyInstance } from 'fastify';
import { findCharge } from './charges.ts';
import { stripeEndpoint } from './endpoint.ts';
import { listChargeParams, listPage, retrieveParams } from './list-params.ts';
import type { StripeState } from './state.ts';

/** `/v1/charges`: read-only, as charges come from confirming PaymentIntents. Secret key only. */
export async function chargeRoutes(app: FastifyInstance, options: { state: StripeState }) {
  const { state } = options;

  app.get(
    '/charges/:id',
    stripeEndpoint(state, { publishable: false, params: retrieveParams }, (call) =>
      structuredClone(findCharge(state, call.id)),
    ),
  );

  app.get(
    '/charges',
    stripeEndpoint(state, { publishable: false, params: listChargeParams }, (call) => {
      const { payment_intent } = call.params;
      return listPage(state.charges.values(), call.params, {
        url: '/v1/charges',
        kind: 'charge',
        matches: (charge) =>
          payment_intent === undefined || charge.payment_intent === payment_intent,
      });
    }),
  );
}
