import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { contractText } from '../text-rule.ts';
import { timestamp } from './timestamp.ts';

/** How a purchase was paid: through Stripe (card or pay later) or through PayPal. */
export const RECEIPT_PAYMENT_METHODS = ['stripe', 'paypal'] as const;

/** One paid purchase's receipt, as e-mailed and as the dashboard's receipt view shows it. */
export const receiptResponse = z.object({
  purchaseId: contractText(),
  /** What the buyer quotes to support: `GS-` and the purchase id's first 8 characters. */
  orderNumber: contractText(),
  plan: z.enum(PLAN_IDS),
  /** As charged, in `currency`. */
  amount: z.number(),
  /** ISO 4217, upper case. */
  currency: contractText(),
  paymentMethod: z.enum(RECEIPT_PAYMENT_METHODS),
  paidAt: timestamp(),
  /** What the provider has refunded since; 0 for a receipt that stands in full. */
  amountRefunded: z.number(),
  seller: z.object({ name: contractText(), address: contractText() }),
  supportEmail: contractText(),
});

export type ReceiptPaymentMethod = (typeof RECEIPT_PAYMENT_METHODS)[number];
export type Receipt = z.infer<typeof receiptResponse>;
