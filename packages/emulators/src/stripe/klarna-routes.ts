import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { completeRedirect, returnLocation } from './confirmation.ts';
import { NO_REQUEST, type PaymentIntentRecord } from './model.ts';
import { klarnaPage, klarnaUnavailablePage } from './pages/klarna-page.ts';
import type { StripeState } from './state.ts';

const pageQuery = z.looseObject({ nonce: z.string().optional() });
const decisionForm = z.looseObject({
  nonce: z.string().optional(),
  decision: z.enum(['approve', 'decline']),
});

type IntentParams = { Params: { id: string } };

function sendPage(reply: FastifyReply, status: number, page: string) {
  // The page URL carries the single-use nonce: never cache it.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page);
}

function sameNonce(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The page Klarna's redirect lands on (`next_action.redirect_to_url.url`).
 * Plain HTML forms: Approve completes the intent, Decline fails the attempt;
 * both return the customer to the intent's return_url as Stripe does.
 */
export async function klarnaRoutes(
  app: FastifyInstance,
  options: { state: StripeState; basePath: string },
) {
  const { state, basePath } = options;

  /** The intent still waiting for this exact redirect, or undefined. */
  function awaiting(id: string, nonce: string | undefined): PaymentIntentRecord | undefined {
    const record = state.paymentIntents.get(id);
    if (!record || record.redirectNonce === null || nonce === undefined) return undefined;
    if (record.intent.status !== 'requires_action') return undefined;
    return sameNonce(nonce, record.redirectNonce) ? record : undefined;
  }

  app.get<IntentParams>('/:id', async (request, reply) => {
    const query = pageQuery.safeParse(request.query ?? {});
    const record = awaiting(request.params.id, query.data?.nonce);
    if (!record?.redirectNonce) return sendPage(reply, 404, klarnaUnavailablePage(basePath));
    return sendPage(
      reply,
      200,
      klarnaPage({ basePath, intent: record.intent, nonce: record.redirectNonce }),
    );
  });

  app.post<IntentParams>('/:id', async (request, reply) => {
    const form = decisionForm.safeParse(request.body ?? {});
    if (!form.success) return sendPage(reply, 400, klarnaUnavailablePage(basePath));
    const record = awaiting(request.params.id, form.data.nonce);
    if (!record) return sendPage(reply, 404, klarnaUnavailablePage(basePath));
    const approved = form.data.decision === 'approve';
    completeRedirect(state, record, approved, NO_REQUEST);
    const location = returnLocation(record, approved);
    if (location === null) return sendPage(reply, 404, klarnaUnavailablePage(basePath));
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });
}
