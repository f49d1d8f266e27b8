import { toCents } from '@guildsmith/core';
import { type DbTransaction, eq, schema } from '@guildsmith/db';
import type { Purchase } from '@guildsmith/db/schema';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { PaymentEvent } from './purchase-lifecycle.ts';

const { purchases } = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * The purchase a Stripe object pays for: by its PaymentIntent id, or by the
 * purchase id we put in the intent's metadata. The second covers a crash
 * between creating the intent and storing its id, which it then repairs.
 */
export async function purchaseForStripe(
  tx: DbTransaction,
  ref: { paymentIntentId: string | null; purchaseId: string | undefined },
): Promise<Purchase | null> {
  if (ref.paymentIntentId) {
    const [byIntent] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.stripePaymentIntentId, ref.paymentIntentId));
    if (byIntent) return byIntent;
  }
  if (!ref.purchaseId || !UUID.test(ref.purchaseId)) return null;
  const [byMetadata] = await tx.select().from(purchases).where(eq(purchases.id, ref.purchaseId));
  if (byMetadata?.provider !== 'stripe') return null;
  // Another intent already pays for this purchase: this one is not ours to count.
  if (byMetadata.stripePaymentIntentId !== null) return null;
  if (ref.paymentIntentId) {
    await tx
      .update(purchases)
      .set({ stripePaymentIntentId: ref.paymentIntentId })
      .where(eq(purchases.id, byMetadata.id));
  }
  return byMetadata;
}

/** True when the intent holds exactly what the purchase costs, in its currency. */
function paidInFull(intent: Stripe.PaymentIntent, purchase: Purchase): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.currency === purchase.currency &&
    intent.amount_received === toCents(Number(purchase.amount))
  );
}

/** What a PaymentIntent's current state says about its purchase, or null when nothing. */
function paymentEventOfIntent(
  intent: Stripe.PaymentIntent,
  purchase: Purchase,
): PaymentEvent | null {
  if (paidInFull(intent, purchase)) return { type: 'payment_succeeded' };
  if (intent.status === 'canceled') return { type: 'payment_canceled' };
  if (intent.last_payment_error && intent.status === 'requires_payment_method') {
    return { type: 'payment_failed', reason: intent.last_payment_error.message ?? null };
  }
  return null;
}

/** The events that change a purchase; the rest are acknowledged and ignored. */
export const STRIPE_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
] as const satisfies readonly Stripe.Event.Type[];

const stripeId = z.string().min(1).max(255);
const idOrObject = z.union([stripeId, z.looseObject({ id: stripeId })]).nullish();
const metadata = z.looseObject({ purchaseId: z.string().optional() }).nullish();

/** What every Stripe event has: the webhook refuses a signed body without it. */
const eventEnvelope = z.looseObject({
  id: stripeId,
  type: stripeId,
  data: z.looseObject({ object: z.looseObject({}) }),
});

export function isStripeEvent(value: unknown): value is Stripe.Event {
  return eventEnvelope.safeParse(value).success;
}

/** The fields `meaningOf` reads from each object it acts on, as Stripe documents them. */
const intentFields = z.looseObject({
  id: stripeId,
  metadata,
  status: z.string(),
  currency: z.string(),
  amount_received: z.number().int().nonnegative(),
  last_payment_error: z.looseObject({ message: z.string().nullish() }).nullish(),
});
const OBJECT_FIELDS: Partial<Record<string, z.ZodType>> = {
  'payment_intent.succeeded': intentFields,
  'payment_intent.payment_failed': intentFields,
  'payment_intent.canceled': intentFields,
  'charge.refunded': z.looseObject({
    payment_intent: idOrObject,
    metadata,
    amount_refunded: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  }),
  'charge.dispute.created': z.looseObject({ payment_intent: idOrObject }),
};

export interface StripeEventMeaning {
  ref: { paymentIntentId: string | null; purchaseId: string | undefined };
  event: (purchase: Purchase) => PaymentEvent | null;
}

/**
 * Reads a Stripe event as a purchase reference and the payment event it
 * carries. An object without the fields Stripe always sends cannot be one of
 * our payments (only a holder of the webhook secret could have signed it), so
 * it means nothing rather than failing the delivery.
 */
export function meaningOf(event: Stripe.Event): StripeEventMeaning | null {
  if (OBJECT_FIELDS[event.type]?.safeParse(event.data.object).success === false) return null;
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      return {
        ref: { paymentIntentId: intent.id, purchaseId: intent.metadata?.purchaseId },
        event: (purchase) => paymentEventOfIntent(intent, purchase),
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ref: {
          paymentIntentId: idOf(charge.payment_intent),
          purchaseId: charge.metadata?.purchaseId,
        },
        event: () => ({ type: 'refunded', totalRefundedCents: charge.amount_refunded }),
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        ref: { paymentIntentId: idOf(dispute.payment_intent), purchaseId: undefined },
        event: () => ({ type: 'disputed' }),
      };
    }
    default:
      return null;
  }
}
