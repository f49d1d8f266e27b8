import type { PurchaseStatus } from '@guildsmith/db/schema';

/**
 * The purchase lifecycle: every state a purchase can be in, and every move
 * between them. Webhooks, PayPal captures, reconciliation and refunds all
 * describe what the payment provider told them as a `PaymentEvent` and ask
 * `decide` what it means; nothing else changes a purchase's status.
 *
 * - pending: created, nothing paid yet.
 * - failed: the last attempt was declined; the same PaymentIntent or PayPal
 *   order can still succeed, so this is not an end.
 * - completed: paid in full and fulfilled (key issued, plan granted).
 * - refunded: the whole amount went back; any key is revoked.
 * - disputed: the buyer's bank reversed the payment; any key is revoked.
 * - canceled: the payment can never succeed any more (a canceled intent).
 *
 * Events can arrive late, twice or out of order (webhooks are retried, the
 * reconciliation job reads the provider later), so a move never goes back:
 * a late decline after success, or a success after a refund, changes nothing.
 */
export type PaymentEvent =
  /** An attempt was declined or failed; `reason` is the provider's message. */
  | { type: 'payment_failed'; reason: string | null }
  /** The provider holds the full amount in the right currency (checked by the caller). */
  | { type: 'payment_succeeded' }
  /** The payment can no longer succeed. */
  | { type: 'payment_canceled' }
  /** The provider's running total of what was refunded, in cents. */
  | { type: 'refunded'; totalRefundedCents: number }
  | { type: 'disputed' };

/** What entering the new state obliges us to do, inside the same transaction. */
export type TransitionEffect =
  /** Issue the key, grant the plan, e-mail the key. */
  | 'fulfil'
  /** Revoke the purchase's keys, recompute the plan, tell the buyer. */
  | 'revoke'
  /** Only the stored fields change (a reason, a partial refund). */
  | 'record';

export interface Transition {
  from: PurchaseStatus;
  to: PurchaseStatus;
  effect: TransitionEffect;
}

/** An event as the table reads it: a refund is partial or full by its running total. */
type Trigger =
  | 'payment_failed'
  | 'payment_succeeded'
  | 'payment_canceled'
  | 'partially_refunded'
  | 'fully_refunded'
  | 'disputed';

const move = (to: PurchaseStatus, effect: TransitionEffect) => ({ to, effect });

/**
 * Every allowed transition. A trigger missing under a state is ignored there.
 * A refund or dispute before we saw the payment succeed ends the purchase
 * without a key; a success after it then finds nothing to do.
 */
const TRANSITIONS: Record<
  PurchaseStatus,
  Partial<Record<Trigger, { to: PurchaseStatus; effect: TransitionEffect }>>
> = {
  pending: {
    payment_failed: move('failed', 'record'),
    payment_succeeded: move('completed', 'fulfil'),
    payment_canceled: move('canceled', 'record'),
    partially_refunded: move('pending', 'record'),
    fully_refunded: move('refunded', 'record'),
    disputed: move('disputed', 'record'),
  },
  failed: {
    payment_failed: move('failed', 'record'),
    payment_succeeded: move('completed', 'fulfil'),
    payment_canceled: move('canceled', 'record'),
    partially_refunded: move('failed', 'record'),
    fully_refunded: move('refunded', 'record'),
    disputed: move('disputed', 'record'),
  },
  completed: {
    partially_refunded: move('completed', 'record'),
    fully_refunded: move('refunded', 'revoke'),
    disputed: move('disputed', 'revoke'),
  },
  disputed: {
    partially_refunded: move('disputed', 'record'),
    fully_refunded: move('refunded', 'record'),
  },
  refunded: {},
  canceled: {},
};

export const PURCHASE_STATES = Object.keys(TRANSITIONS) as PurchaseStatus[];

function triggerOf(
  purchase: { amountCents: number; refundedCents: number },
  event: PaymentEvent,
): Trigger | null {
  if (event.type !== 'refunded') return event.type;
  // Totals only grow: an older, smaller total arriving late is stale.
  if (event.totalRefundedCents <= purchase.refundedCents) return null;
  return event.totalRefundedCents >= purchase.amountCents ? 'fully_refunded' : 'partially_refunded';
}

/**
 * What an event does to a purchase in `status` that cost `amountCents` and has
 * had `refundedCents` refunded so far; null when it changes nothing (a
 * duplicate, a late or a stale event).
 */
export function decide(
  purchase: { status: PurchaseStatus; amountCents: number; refundedCents: number },
  event: PaymentEvent,
): Transition | null {
  const trigger = triggerOf(purchase, event);
  const next = trigger ? TRANSITIONS[purchase.status][trigger] : undefined;
  if (!next) return null;
  // A repeated decline only refreshes its reason; it is still a change worth storing.
  return { from: purchase.status, ...next };
}
