import type { FastifyInstance } from 'fastify';
import { findDispute } from './disputes.ts';
import { stripeEndpoint } from './endpoint.ts';
import { listDisputeParams, listPage, retrieveParams } from './list-params.ts';
import type { StripeState } from './state.ts';

/** `/v1/disputes`, read-only here: disputes are opened and closed through the control API. */
export async function disputeRoutes(app: FastifyInstance, options: { state: StripeState }) {
  const { state } = options;

  app.get(
    '/disputes/:id',
    stripeEndpoint(state, { publishable: false, params: retrieveParams }, (call) =>
      structuredClone(findDispute(state, call.id)),
    ),
  );

  app.get(
    '/disputes',
    stripeEndpoint(state, { publishable: false, params: listDisputeParams }, (call) => {
      const { charge, payment_intent } = call.params;
      return listPage(state.disputes.values(), call.params, {
        url: '/v1/disputes',
        kind: 'dispute',
        matches: (dispute) =>
          (charge === undefined || dispute.charge === charge) &&
          (payment_intent === undefined || dispute.payment_intent === payment_intent),
      });
    }),
  );
}
