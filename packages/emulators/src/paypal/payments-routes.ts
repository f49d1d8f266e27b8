import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  idempotentReply,
  requireBearerToken,
  sendResource,
  wantsRepresentation,
} from './api-requests.ts';
import { captureView, findCapture } from './captures.ts';
import { invalidRequestBody } from './order-request.ts';
import { refundBody } from './refund-request.ts';
import { findRefund, refundCapture, refundView } from './refunds.ts';
import type { PaypalState } from './state.ts';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * Payments v2: captures and their refunds. Bearer tokens as for orders; a
 * `PayPal-Request-Id` makes a refund idempotent, so a retried refund answers
 * the first one instead of refunding again.
 */
export async function paymentsRoutes(app: FastifyInstance, options: { state: PaypalState }) {
  const { state } = options;
  app.addHook('onRequest', requireBearerToken(state));

  app.get('/v2/payments/captures/:id', async (request: IdRequest, reply) =>
    sendResource(reply, () => captureView(findCapture(state, request.params.id))),
  );

  app.post('/v2/payments/captures/:id/refund', async (request: IdRequest, reply) =>
    idempotentReply(state, request, reply, {
      endpoint: `refund ${request.params.id}`,
      operation: () => {
        const body = refundBody.safeParse(request.body ?? {});
        if (!body.success) throw invalidRequestBody(body.error, request.body, 'payments');
        return {
          resourceId: refundCapture(state, request.params.id, body.data).id,
          statusCode: 201,
        };
      },
      view: (refundId) => refundView(findRefund(state, refundId), wantsRepresentation(request)),
    }),
  );

  app.get('/v2/payments/refunds/:id', async (request: IdRequest, reply) =>
    sendResource(reply, () => structuredClone(findRefund(state, request.params.id))),
  );
}
