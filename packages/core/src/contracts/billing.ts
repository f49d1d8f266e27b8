import * as z from 'zod/mini';
import { PLAN_IDS } from '../plans.ts';
import { contractText } from '../text-rule.ts';
import { timestamp } from './timestamp.ts';

/** The purchase lifecycle's states (ADR 0009). */
export const PURCHASE_STATUSES = [
  'pending',
  'failed',
  'completed',
  'refunded',
  'disputed',
  'canceled',
] as const;

export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'free'] as const;

export const purchaseSchema = z.object({
  id: contractText(),
  plan: z.enum(PLAN_IDS),
  /** In US dollars, as charged. */
  amount: z.number(),
  currency: contractText(),
  status: z.enum(PURCHASE_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** What the provider has refunded so far; above 0 on a completed purchase means a partial refund. */
  amountRefunded: z.number(),
  createdAt: timestamp(),
  completedAt: z.nullable(timestamp()),
});

/** The caller's purchases, newest first. */
export const purchasesResponse = z.object({ purchases: z.array(purchaseSchema) });

/** A card or pay-later payment to confirm in the browser, priced by the server's catalogue. */
export const paymentIntentResponse = z.object({
  clientSecret: contractText(),
  purchaseId: contractText(),
  /** What will be charged, in US dollars. */
  amount: z.number(),
});

export const paypalSetupResponse = z.object({
  available: z.boolean(),
  currency: z.literal('USD'),
  intent: z.literal('capture'),
});

export const paypalOrderResponse = z.object({
  id: contractText(),
  /** PayPal's page where the buyer approves the order. */
  approveUrl: z.nullable(contractText()),
  purchaseId: contractText(),
});

export const paypalCaptureResponse = z.object({
  status: z.literal('COMPLETED'),
  purchaseId: contractText(),
});

export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type Purchase = z.infer<typeof purchaseSchema>;
export type PurchasesResponse = z.infer<typeof purchasesResponse>;
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;
export type PaypalSetupResponse = z.infer<typeof paypalSetupResponse>;
export type PaypalOrderResponse = z.infer<typeof paypalOrderResponse>;
export type PaypalCaptureResponse = z.infer<typeof paypalCaptureResponse>;
