import type { FastifyInstance } from 'fastify';
import { stripeEndpoint } from './endpoint.ts';
import { listPage, listRefundParams, retrieveParams } from './list-params.ts';
import { createRefundParams } from './params.ts';
import { createRefund, findRefund } from './refunds.ts';
import type { StripeState } from './state.ts';

/**
 * `/v1/refunds`, secret key only. Creating one honours `Idempotency-Key`
 * through the shared endpoint wrapper, so a retried refund never pays twice.
 */
export async function refundRoutes(app: FastifyInstance, options: { state: StripeState }) {
  const { state } = options;

  app.post(
    '/refunds',
    stripeEndpoint(state, { publishable: false, params: createRefundParams }, (call) =>
      structuredClone(createRefund(state, call.params, call.context)),
    ),
  );

  app.get(
    '/refunds/:id',
    stripeEndpoint(state, { publishable: false, params: retrieveParams }, (call) =>
      structuredClone(findRefund(state, call.id)),
    ),
  );

  app.get(
    '/refunds',
    stripeEndpoint(state, { publishable: false, params: listRefundParams }, (call) => {
      const { charge, payment_intent } = call.params;
      return listPage(state.refunds.values(), call.params, {
        url: '/v1/refunds',
        kind: 'refund',
        matches: (refund) =>
          (charge === undefined || refund.charge === charge) &&
          (payment_intent === undefined || refund.payment_intent === payment_intent),
      });
    }),
  );
}
