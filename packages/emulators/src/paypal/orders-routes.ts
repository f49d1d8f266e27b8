import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticationFailure, PaypalApiError, sendPaypalError } from './errors.ts';
import { createOrderBody, invalidOrderRequest } from './order-request.ts';
import { captureOrder, createOrder, findOrder, type OrderLinks, orderView } from './orders.ts';
import type { PaypalState } from './state.ts';

type OrderRequest = FastifyRequest<{ Params: { id: string } }>;

function wantsRepresentation(request: FastifyRequest): boolean {
  return /return=representation/i.test(String(request.headers.prefer ?? ''));
}

function requestIdOf(request: FastifyRequest): string | null {
  const header = request.headers['paypal-request-id'];
  return typeof header === 'string' && header !== '' ? header : null;
}

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

  app.addHook('onRequest', async (request, reply) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !state.isValidToken(match[1])) {
      return sendPaypalError(reply, authenticationFailure());
    }
  });

  /** Runs `operation` once per request id; replays answer the order it touched. */
  function idempotent(
    request: FastifyRequest,
    reply: FastifyReply,
    endpoint: string,
    operation: () => { orderId: string; statusCode: number },
  ) {
    const requestId = requestIdOf(request);
    const key = requestId === null ? null : `${endpoint} ${requestId}`;
    const replay = key === null ? undefined : state.requestIds.get(key);
    try {
      const result = replay ?? operation();
      if (key !== null && !replay) state.requestIds.set(key, result);
      const { order } = findOrder(state, result.orderId);
      return reply.code(result.statusCode).send(orderView(order, wantsRepresentation(request)));
    } catch (error) {
      if (error instanceof PaypalApiError) return sendPaypalError(reply, error);
      throw error;
    }
  }

  app.post('/v2/checkout/orders', async (request, reply) =>
    idempotent(request, reply, 'create', () => {
      const body = createOrderBody.safeParse(request.body ?? {});
      if (!body.success) throw invalidOrderRequest(body.error, request.body);
      return { orderId: createOrder(state, body.data, links).order.id, statusCode: 201 };
    }),
  );

  app.get('/v2/checkout/orders/:id', async (request: OrderRequest, reply) => {
    try {
      return reply.send(orderView(findOrder(state, request.params.id).order, true));
    } catch (error) {
      if (error instanceof PaypalApiError) return sendPaypalError(reply, error);
      throw error;
    }
  });

  app.post('/v2/checkout/orders/:id/capture', async (request: OrderRequest, reply) =>
    idempotent(request, reply, `capture ${request.params.id}`, () => {
      const record = findOrder(state, request.params.id);
      captureOrder(state, record, links);
      return { orderId: record.order.id, statusCode: 201 };
    }),
  );
}
