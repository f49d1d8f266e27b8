import type { FastifyInstance } from 'fastify';
import { controlErrorHandler, sendControlError } from './control-errors.ts';
import { disputeControlRoutes } from './dispute-control-routes.ts';
import type { StripeState } from './state.ts';
import type { WebhookDelivery } from './webhook-deliveries.ts';

/**
 * The emulator's own API (not Stripe's) for tests and operators: what was
 * delivered to the webhook endpoint, a way to deliver an event again, and
 * disputes. It takes JSON, unlike Stripe's form-only /v1, and answers errors
 * in the project's `{ error: { code, message } }` shape.
 */

// Far above any control request.
const BODY_LIMIT_BYTES = 16 * 1024;

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
  // Only this scope: the parsers added here do not reach Stripe's /v1 routes.
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );

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

  await app.register(disputeControlRoutes, { state });
}
