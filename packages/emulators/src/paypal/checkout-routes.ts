import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { OrderRecord } from './model.ts';
import { approveOrder, type OrderLinks } from './orders.ts';
import { checkoutPage, resultPage } from './pages/checkout-page.ts';
import type { PaypalState } from './state.ts';

const pageQuery = z.looseObject({ token: z.string().optional() });
const decisionForm = z.looseObject({
  token: z.string(),
  decision: z.enum(['approve', 'cancel']),
});

function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

/**
 * `/checkoutnow?token=ORDER_ID`, where the order's approve link sends the
 * buyer. Plain HTML forms: Pay Now approves the order as the sandbox buyer
 * and returns to the merchant's return_url with `token` and `PayerID`, as
 * PayPal does; Cancel returns to cancel_url with `token`.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  options: { state: PaypalState; basePath: string; links: OrderLinks },
) {
  const { state, basePath, links } = options;

  function unavailable(reply: FastifyReply, record: OrderRecord | undefined) {
    if (!record) {
      return sendPage(
        reply,
        404,
        resultPage(basePath, 'Order not found', 'This checkout link is not valid.'),
      );
    }
    return sendPage(
      reply,
      409,
      resultPage(
        basePath,
        'Nothing left to approve',
        `This order is already ${record.order.status.toLowerCase()}. Return to the merchant to continue.`,
      ),
    );
  }

  app.get('/checkoutnow', async (request, reply) => {
    const token = pageQuery.safeParse(request.query ?? {}).data?.token;
    const record = token === undefined ? undefined : state.orders.get(token);
    if (record?.order.status !== 'CREATED') return unavailable(reply, record);
    return sendPage(reply, 200, checkoutPage(basePath, record.order));
  });

  app.post('/checkoutnow', async (request, reply) => {
    const form = decisionForm.safeParse(request.body ?? {});
    if (!form.success) return unavailable(reply, undefined);
    const { token, decision } = form.data;
    const record = state.orders.get(token);
    if (record?.order.status !== 'CREATED') return unavailable(reply, record);
    if (decision === 'cancel') {
      if (record.cancelUrl === null) {
        return sendPage(
          reply,
          200,
          resultPage(basePath, 'Payment cancelled', 'You can close this window.'),
        );
      }
      return reply.redirect(withQuery(record.cancelUrl, { token }), 303);
    }
    const payer = approveOrder(state, record, links);
    if (record.returnUrl === null) {
      return sendPage(
        reply,
        200,
        resultPage(
          basePath,
          'Payment approved',
          'You can close this window and return to the merchant.',
        ),
      );
    }
    return reply.redirect(withQuery(record.returnUrl, { token, PayerID: payer.payer_id }), 303);
  });
}
