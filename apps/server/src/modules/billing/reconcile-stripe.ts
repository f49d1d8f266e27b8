import { and, eq, inArray, schema } from '@guildsmith/db';
import type Stripe from 'stripe';
import type { BillingDeps } from './apply-payment-event.ts';
import type { ReconcilePass } from './reconcile-pass.ts';
import { STRIPE_EVENT_TYPES } from './stripe-events.ts';
import { handleStripeEvent } from './stripe-webhook.ts';

const { webhookEvents } = schema;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stripe retries a webhook for three days; events older than that were either handled or given up. */
const STRIPE_EVENTS_LOOKBACK_DAYS = 3;
const PAGE = 100;

/** Of a page of events, the ones we have not recorded: one query, not one per event. */
async function unrecorded(deps: BillingDeps, events: Stripe.Event[]): Promise<Stripe.Event[]> {
  if (events.length === 0) return [];
  const known = await deps.db
    .select({ eventId: webhookEvents.eventId })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.provider, 'stripe'),
        inArray(
          webhookEvents.eventId,
          events.map((event) => event.id),
        ),
      ),
    );
  const seen = new Set(known.map((row) => row.eventId));
  return events.filter((event) => !seen.has(event.id));
}

/**
 * Reads back from Stripe the events of the last days that change a purchase
 * (payments, refunds, disputes) and handles each one we never recorded, the
 * same way as if its webhook had arrived: what a lost or failed webhook left
 * undone is done, exactly once. Oldest first, as they happened.
 */
export async function reconcileStripe(
  deps: BillingDeps & { stripe: Stripe },
  pass: ReconcilePass,
): Promise<void> {
  const since = Math.floor((pass.now.getTime() - STRIPE_EVENTS_LOOKBACK_DAYS * DAY_MS) / 1000);
  let events: Stripe.Event[];
  try {
    events = [];
    for await (const event of deps.stripe.events.list({
      types: [...STRIPE_EVENT_TYPES],
      created: { gte: since },
      limit: PAGE,
    })) {
      events.push(event);
    }
  } catch (error) {
    pass.failed(error, { provider: 'stripe', ref: 'events' });
    return;
  }
  events.reverse();
  for (let start = 0; start < events.length; start += PAGE) {
    for (const event of await unrecorded(deps, events.slice(start, start + PAGE))) {
      try {
        await handleStripeEvent(deps, event, {
          now: pass.now,
          onTransition: (purchaseId, transition) => pass.repaired(purchaseId, transition),
        });
      } catch (error) {
        pass.failed(error, { provider: 'stripe', ref: event.id });
      }
    }
  }
}
