import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  idempotentReply,
  requireBearerToken,
  sendResource,
  wantsRepresentation,
} from './api-requests.ts';
import { createOrderBody, invalidRequestBody } from './order-request.ts';
import { captureOrder, createOrder, findOrder, type OrderLinks, orderView } from './orders.ts';
import type { PaypalState } from './state.ts';

type OrderRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * Orders v2. Every route needs a bearer token from /v1/oauth2/token. A
 * `PayPal-Request-Id` makes create and capture idempotent: a retry gets the
 * order as it is now, with the first call's status, and changes nothing.
 */
export async function ordersRoutes(
  app: FastifyInstance,
  options: { state: PaypalState; links: OrderLinks },
) {
  const { state, links } = options;
  app.addHook('onRequest', requireBearerToken(state));

  const viewFor = (request: FastifyRequest) => (orderId: string) =>
    orderView(findOrder(state, orderId).order, wantsRepresentation(request));

  app.post('/v2/checkout/orders', async (request, reply) =>
    idempotentReply(state, request, reply, {
      endpoint: 'create',
      operation: () => {
        const body = createOrderBody.safeParse(request.body ?? {});
        if (!body.success) throw invalidRequestBody(body.error, request.body);
        return { resourceId: createOrder(state, body.data, links).order.id, statusCode: 201 };
      },
      view: viewFor(request),
    }),
  );

  app.get('/v2/checkout/orders/:id', async (request: OrderRequest, reply) =>
    sendResource(reply, () => orderView(findOrder(state, request.params.id).order, true)),
  );

  app.post('/v2/checkout/orders/:id/capture', async (request: OrderRequest, reply) =>
    idempotentReply(state, request, reply, {
      endpoint: `capture ${request.params.id}`,
      operation: () => {
        const record = findOrder(state, request.params.id);
        captureOrder(state, record, links);
        return { resourceId: record.order.id, statusCode: 201 };
      },
      view: viewFor(request),
    }),
  );
}
