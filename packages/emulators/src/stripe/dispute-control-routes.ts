import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseControl } from './control-errors.ts';
import { closeDispute, openDispute } from './disputes.ts';
import { DISPUTE_REASONS } from './model.ts';
import type { StripeState } from './state.ts';

const openBody = z.strictObject({
  payment_intent: z.string().min(1).optional(),
  charge: z.string().min(1).optional(),
  reason: z.enum(DISPUTE_REASONS).optional(),
  // Whole and in range are openDispute's checks, shared with programmatic callers.
  amount: z.number().optional(),
});

const closeBody = z.strictObject({ status: z.enum(['won', 'lost']) });

/**
 * Disputes as the card network would raise and settle them, in JSON:
 * `POST /disputes` with `{ payment_intent | charge, reason?, amount? }`
 * answers 201 with the Dispute; `POST /disputes/:id/close` with
 * `{ status: 'won' | 'lost' }` answers it closed.
 */
export async function disputeControlRoutes(app: FastifyInstance, options: { state: StripeState }) {
  const { state } = options;

  app.post('/disputes', async (request, reply) =>
    reply
      .code(201)
      .send(openDispute(state, parseControl(openBody, request.body, 'Invalid dispute'))),
  );

  app.post<{ Params: { id: string } }>('/disputes/:id/close', async (request) =>
    closeDispute(
      state,
      request.params.id,
      parseControl(closeBody, request.body, 'Invalid outcome').status,
    ),
  );
}
