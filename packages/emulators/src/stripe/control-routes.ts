import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StripeState } from './state.ts';
import type { WebhookDelivery } from './webhook-deliveries.ts';

/**
 * The emulator's own API (not Stripe's) for tests and operators: what was
 * delivered to the webhook endpoint, and a way to deliver an event again. It
 * answers errors in the project's `{ error: { code, message } }` shape.
 */

function sendControlError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

function controlErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'stripe emulator control API failed');
    return sendControlError(reply, 500, 'INTERNAL', 'The emulator failed to handle this request');
  }
  return sendControlError(reply, status, 'BAD_REQUEST', error.message);
}

function deliveryView(delivery: WebhookDelivery) {
  return {
    id: delivery.event.id,
    type: delivery.event.type,
    created: delivery.event.created,
    status: delivery.status,
    attempts: delivery.attempts,
    nextAttemptAt: delivery.nextAttemptAt,
    event: delivery.event,
  };
}

export async function controlRoutes(app: FastifyInstance, options: { state: StripeState }) {
  const { state } = options;
  app.setErrorHandler(controlErrorHandler);

  app.get('/events', async () => state.webhooks.list().map(deliveryView));

  app.post<{ Params: { id: string } }>('/events/:id/resend', async (request, reply) => {
    const delivery = state.webhooks.resend(request.params.id);
    if (!delivery) {
      return sendControlError(
        reply,
        404,
        'UNKNOWN_EVENT',
        `No event has the id ${request.params.id}`,
      );
    }
    return reply.code(202).send(deliveryView(delivery));
  });
}
