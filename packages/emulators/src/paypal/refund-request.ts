import { z } from 'zod';
import { money } from './order-request.ts';

/**
 * The body of `POST /v2/payments/captures/:id/refund`, all optional: without
 * an amount PayPal refunds what remains of the capture. Unknown fields are
 * dropped, as for orders.
 */
export const refundBody = z.object({
  amount: money.optional(),
  note_to_payer: z.string().max(255, 'INVALID_STRING_MAX_LENGTH').optional(),
  invoice_id: z.string().max(127, 'INVALID_STRING_MAX_LENGTH').optional(),
});

export type RefundBody = z.infer<typeof refundBody>;
