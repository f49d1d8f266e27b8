/**
 * A model-based property test of the whole purchase lifecycle: fast-check
 * drives the billing service with random sequences of what buyers, Stripe,
 * PayPal, banks and crashes do, then checks that no money was lost and nothing
 * was given away. One database serves the whole run; a "restart" replaces
 * every service object over it.
 *
 * BILLING_PROPERTY_RUNS sets the number of sequences (default 400 on PGlite,
 * about 45 s, and 200 on PostgreSQL, about 15 s, on a 2-core machine; fewer
 * than that can miss a rare outcome the test requires, such as a canceled
 * Stripe payment, so 200 is the least .ci/run uses), and
 * BILLING_PROPERTY_SEED replays the seed a failing run printed.
 */
import { type PlanHolding, planAfterPurchase, toCents } from '@guildsmith/core';
import { and, asc, eq, inArray, schema } from '@guildsmith/db';
import type { Purchase } from '@guildsmith/db/schema';
import { openDispute, PaypalEmulatorError, StripeControlError } from '@guildsmith/emulators';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '../../jobs/index.ts';
import { AppError } from '../../lib/errors.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testSettings } from '../../test/test-settings.ts';
import { LICENSE_EMAIL_JOB } from '../mail/license-email-job.ts';
import { createPaymentIntent } from './payment-intents.ts';
import { PaypalApiError, PaypalClient } from './paypal-client.ts';
import { capturePaypalOrder, createPaypalOrder } from './paypal-payments.ts';
import { reconcilePayments } from './reconcile.ts';
import { refundPurchase } from './refunds.ts';
import { createStripeClient } from './stripe-client.ts';
import { handleStripeEvent } from './stripe-webhook.ts';

const onPostgres = testSettings.DATABASE_URL !== undefined;
const RUNS = testSettings.BILLING_PROPERTY_RUNS ?? (onPostgres ? 200 : 400);
const SEED = testSettings.BILLING_PROPERTY_SEED ?? Date.now() % 2 ** 31;
const PLANS = ['starter', 'premium', 'ultimate', 'lifetime'] as const;

type Plan = (typeof PLANS)[number];
type Step =
  | { kind: 'startCard'; buyer: number; plan: Plan; pay: 'later' | 'good' | 'declined' }
  | { kind: 'payCard'; payment: number; good: boolean }
  | { kind: 'cancelCard'; payment: number }
  | { kind: 'deliver'; event: number }
  | { kind: 'redeliver'; event: number }
  | { kind: 'redeliverAtOnce'; event: number }
  | { kind: 'failNextFulfilment' }
  | { kind: 'restart' }
  | { kind: 'refundByUs'; payment: number; paypal: boolean; partial: boolean }
  | { kind: 'refundAtStripe'; payment: number; partial: boolean }
  | { kind: 'dispute'; payment: number }
  | { kind: 'startPaypal'; buyer: number; plan: Plan; capture: boolean }
  | { kind: 'capturePaypal'; order: number }
  | { kind: 'refundAtPaypal'; order: number; partial: boolean }
  | { kind: 'reconcile' };

const index = fc.nat({ max: 20 });
const buyer = fc.nat({ max: 1 });
const plan = fc.constantFrom(...PLANS);
const mostlyGood = fc.nat({ max: 3 }).map((roll) => roll > 0);
const sometimes = fc.nat({ max: 3 }).map((roll) => roll === 0);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const stepArbitraries: { weight: number; arbitrary: fc.Arbitrary<Step> }[] = [
  weighted(
    3,
    fc.record({
      kind: fc.constant('startCard' as const),
      buyer,
      plan,
      pay: fc.constantFrom('later' as const, 'good' as const, 'good' as const, 'declined' as const),
    }),
  ),
  weighted(
    4,
    fc.record({ kind: fc.constant('payCard' as const), payment: index, good: mostlyGood }),
  ),
  weighted(1, fc.record({ kind: fc.constant('cancelCard' as const), payment: index })),
  weighted(4, fc.record({ kind: fc.constant('deliver' as const), event: index })),
  weighted(2, fc.record({ kind: fc.constant('redeliver' as const), event: index })),
  weighted(1, fc.record({ kind: fc.constant('failNextFulfilment' as const) })),
  weighted(1, fc.record({ kind: fc.constant('restart' as const) })),
  weighted(
    2,
    fc.record({
      kind: fc.constant('refundByUs' as const),
      payment: index,
      paypal: fc.boolean(),
      partial: sometimes,
    }),
  ),
  weighted(
    2,
    fc.record({
      kind: fc.constant('refundAtStripe' as const),
      payment: index,
      partial: sometimes,
    }),
  ),
  weighted(2, fc.record({ kind: fc.constant('dispute' as const), payment: index })),
  weighted(
    2,
    fc.record({ kind: fc.constant('startPaypal' as const), buyer, plan, capture: mostlyGood }),
  ),
  weighted(3, fc.record({ kind: fc.constant('capturePaypal' as const), order: index })),
  weighted(
    2,
    fc.record({
      kind: fc.constant('refundAtPaypal' as const),
      order: index,
      partial: fc.boolean(),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant('reconcile' as const) })),
];
// Two deliveries of one event at the same moment need two connections: PostgreSQL only.
if (onPostgres) {
  stepArbitraries.push(
    weighted(2, fc.record({ kind: fc.constant('redeliverAtOnce' as const), event: index })),
  );
}
const steps = fc.array(fc.oneof(...stepArbitraries), { minLength: 1, maxLength: 24 });

let harness: TestApp;
let sequences = 0;
/** How the purchases of the whole run ended, so the run proves it reached every outcome. */
const outcomes = new Map<string, number>();
const seen = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

beforeAll(async () => {
  harness = await createTestApp({ listen: true });
  // The test delivers every Stripe event itself, in the order it chooses.
  harness.sandbox.stripe.webhooks.pause();
  console.info(`billing property test: ${RUNS} sequences, seed ${SEED} (BILLING_PROPERTY_SEED)`);
}, 60_000);

afterAll(async () => {
  await harness.close();
});

/** The billing service as one process has it; a restart builds a new one. */
interface Services {
  queue: JobQueue;
  deps: {
    db: TestApp['database']['db'];
    queue: JobQueue;
    secrets: SecretBox;
    stripe: Stripe;
    paypal: PaypalClient;
    publicUrl: string;
  };
  failNextFulfilment: boolean;
}

async function startServices(): Promise<Services> {
  const queue = await createJobQueue(harness.database);
  const paypalConfig = harness.config.paypal;
  if (!paypalConfig) throw new Error('demo mode configures PayPal');
  const services: Services = {
    queue,
    failNextFulfilment: false,
    deps: {
      db: harness.database.db,
      secrets: new SecretBox(harness.config.encryptionKey),
      stripe: createStripeClient(harness.config.stripe.apiBaseUrl, harness.config.stripe.secretKey),
      paypal: new PaypalClient({ baseUrl: paypalConfig.apiBaseUrl, ...paypalConfig }),
      publicUrl: harness.config.publicUrl,
      // A fulfilment fails when its key e-mail cannot be enqueued, as on a database hiccup.
      queue: {
        ...queue,
        send: (name, data, options) => {
          if (name === LICENSE_EMAIL_JOB && services.failNextFulfilment) {
            services.failNextFulfilment = false;
            seen('fulfilment failed once');
            return Promise.reject(new Error('fulfilment failed once'));
          }
          return queue.send(name, data, options);
        },
      },
    },
  };
  return services;
}

/** Refusals a buyer, the bank or a provider may answer; anything else is a bug. */
function expected(error: unknown): boolean {
  return (
    error instanceof AppError ||
    error instanceof Stripe.errors.StripeError ||
    error instanceof PaypalApiError ||
    error instanceof PaypalEmulatorError ||
    error instanceof StripeControlError ||
    (error instanceof Error && error.message === 'fulfilment failed once')
  );
}

async function tolerate(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!expected(error)) throw error;
  }
}

const pick = <T>(items: T[], at: number): T | undefined =>
  items.length === 0 ? undefined : items[at % items.length];

interface Sequence {
  services: Services;
  buyers: string[];
  cards: { purchaseId: string; intentId: string }[];
  orders: { purchaseId: string; orderId: string; buyer: string }[];
  /** Ids of events emitted before this sequence: not ours to deliver. */
  earlier: Set<string>;
  delivered: Set<string>;
}

const eventsOf = (sequence: Sequence) =>
  harness.sandbox.stripe.webhooks
    .list()
    .filter((delivery) => !sequence.earlier.has(delivery.event.id))
    .map((delivery) => delivery.event)
    .reverse();

async function deliver(sequence: Sequence, event: ReturnType<typeof eventsOf>[number]) {
  // What Stripe sends is JSON: the handler gets a copy, as from the wire.
  const copy = JSON.parse(JSON.stringify(event)) as Stripe.Event;
  await handleStripeEvent(sequence.services.deps, copy);
  sequence.delivered.add(event.id);
}

async function approve(orderId: string) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/sandbox/paypal/checkoutnow',
    payload: new URLSearchParams({ token: orderId, decision: 'approve' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return response.statusCode === 303;
}

async function run(sequence: Sequence, step: Step): Promise<void> {
  const { deps } = sequence.services;
  switch (step.kind) {
    case 'startCard': {
      const userId = sequence.buyers[step.buyer] ?? '';
      const started = await createPaymentIntent(deps, userId, { plan: step.plan });
      const intentId = started.clientSecret.split('_secret_')[0] ?? '';
      sequence.cards.push({ purchaseId: started.purchaseId, intentId });
      if (step.pay === 'later') return;
      return tolerate(() =>
        deps.stripe.paymentIntents.confirm(intentId, {
          payment_method: step.pay === 'good' ? 'pm_card_visa' : 'pm_card_chargeDeclined',
        }),
      );
    }
    case 'payCard': {
      const card = pick(sequence.cards, step.payment);
      if (!card) return;
      return tolerate(() =>
        deps.stripe.paymentIntents.confirm(card.intentId, {
          payment_method: step.good ? 'pm_card_visa' : 'pm_card_chargeDeclined',
        }),
      );
    }
    case 'cancelCard': {
      const card = pick(sequence.cards, step.payment);
      if (card) await tolerate(() => deps.stripe.paymentIntents.cancel(card.intentId));
      return;
    }
    case 'deliver': {
      const pending = eventsOf(sequence).filter((event) => !sequence.delivered.has(event.id));
      const event = pick(pending, step.event);
      if (event) await tolerate(() => deliver(sequence, event));
      return;
    }
    case 'redeliver':
    case 'redeliverAtOnce': {
      const event = pick(eventsOf(sequence), step.event);
      if (!event) return;
      const copies = step.kind === 'redeliverAtOnce' ? 2 : 1;
      if (copies > 1) seen('concurrent duplicate');
      await Promise.all(
        Array.from({ length: copies }, () => tolerate(() => deliver(sequence, event))),
      );
      return;
    }
    case 'failNextFulfilment':
      sequence.services.failNextFulfilment = true;
      return;
    case 'restart':
      seen('restart');
      await sequence.services.queue.stop({ graceful: false });
      sequence.services = await startServices();
      return;
    case 'refundByUs': {
      const payment = step.paypal
        ? pick(sequence.orders, step.payment)
        : pick(sequence.cards, step.payment);
      if (!payment) return;
      return tolerate(() =>
        refundPurchase(deps, payment.purchaseId, step.partial ? { amount: 1 } : {}),
      );
    }
    case 'refundAtStripe': {
      const card = pick(sequence.cards, step.payment);
      if (!card) return;
      return tolerate(() =>
        deps.stripe.refunds.create({
          payment_intent: card.intentId,
          ...(step.partial ? { amount: 100 } : {}),
        }),
      );
    }
    case 'dispute': {
      const card = pick(sequence.cards, step.payment);
      const intent = card && harness.sandbox.stripe.paymentIntents.get(card.intentId)?.intent;
      const charge = intent?.latest_charge
        ? harness.sandbox.stripe.charges.get(intent.latest_charge)
        : undefined;
      // A bank disputes money that is still with us, not a charge already refunded in full.
      if (!card || !charge || charge.amount_refunded >= charge.amount) return;
      return tolerate(async () =>
        openDispute(harness.sandbox.stripe, { payment_intent: card.intentId }),
      );
    }
    case 'startPaypal': {
      const userId = sequence.buyers[step.buyer] ?? '';
      const created = await createPaypalOrder({ ...deps }, userId, step.plan);
      sequence.orders.push({ purchaseId: created.purchaseId, orderId: created.id, buyer: userId });
      if (!step.capture) return;
      await approve(created.id);
      return tolerate(() => capturePaypalOrder(deps, userId, created.id));
    }
    case 'capturePaypal': {
      const order = pick(sequence.orders, step.order);
      if (!order) return;
      await approve(order.orderId);
      return tolerate(() => capturePaypalOrder(deps, order.buyer, order.orderId));
    }
    case 'refundAtPaypal': {
      const order = pick(sequence.orders, step.order);
      const record = order && harness.sandbox.paypal.orders.get(order.orderId);
      const capture = record?.order.purchase_units[0]?.payments?.captures?.[0];
      if (!capture) return;
      return tolerate(async () =>
        harness.sandbox.paypal.refundCapture(
          capture.id,
          step.partial ? { currency_code: 'USD', value: '1.00' } : undefined,
        ),
      );
    }
    case 'reconcile':
      await reconcilePayments(deps);
      return;
  }
}

/** Stripe redelivers until answered, and the reconciliation job runs later: both, to the end. */
async function settle(sequence: Sequence, order: number[]) {
  sequence.services.failNextFulfilment = false;
  const pending = eventsOf(sequence).filter((event) => !sequence.delivered.has(event.id));
  for (const [position, at] of order.entries()) {
    if (pending.length === 0) break;
    const [event] = pending.splice((at + position) % pending.length, 1);
    if (event) await deliver(sequence, event);
  }
  for (const event of pending) await deliver(sequence, event);
  // Time passes: every payment of this sequence is due for another look at its provider.
  await harness.database.db
    .update(schema.purchases)
    .set({ providerCheckedAt: null })
    .where(inArray(schema.purchases.userId, sequence.buyers));
  await reconcilePayments(sequence.services.deps);
}

interface ProviderTruth {
  paid: boolean;
  refundedCents: number;
  disputed: boolean;
}

function stripeTruth(intentId: string): ProviderTruth {
  const intent = harness.sandbox.stripe.paymentIntents.get(intentId)?.intent;
  const charge = intent?.latest_charge
    ? harness.sandbox.stripe.charges.get(intent.latest_charge)
    : undefined;
  return {
    paid: intent?.status === 'succeeded',
    refundedCents: intent?.status === 'succeeded' ? (charge?.amount_refunded ?? 0) : 0,
    disputed: intent?.status === 'succeeded' && charge?.disputed === true,
  };
}

function paypalTruth(orderId: string): ProviderTruth {
  const unit = harness.sandbox.paypal.orders.get(orderId)?.order.purchase_units[0];
  const refunds = unit?.payments?.refunds ?? [];
  return {
    paid: (unit?.payments?.captures?.length ?? 0) > 0,
    refundedCents: refunds.reduce((sum, refund) => sum + toCents(Number(refund.amount.value)), 0),
    disputed: false,
  };
}

/** What must hold for one purchase, given what its provider really did. */
async function checkPurchase(purchase: Purchase, truth: ProviderTruth) {
  const db = harness.database.db;
  const keys = await db
    .select()
    .from(schema.licenseKeys)
    .where(eq(schema.licenseKeys.purchaseId, purchase.id));
  const keyMails =
    keys.length === 0
      ? []
      : await db
          .select()
          .from(schema.emails)
          .where(
            and(
              inArray(
                schema.emails.licenseKeyId,
                keys.map((key) => key.id),
              ),
              eq(schema.emails.template, LICENSE_EMAIL_JOB),
            ),
          );
  const context = { purchase, truth, keys, keyMails };
  seen(`${purchase.provider} ${purchase.status}`);
  const price = toCents(Number(purchase.amount));
  if (!truth.paid) {
    // No key exists without a succeeded payment.
    expect(keys, JSON.stringify(context)).toHaveLength(0);
    expect(['pending', 'failed', 'canceled'], JSON.stringify(context)).toContain(purchase.status);
    return;
  }
  expect(toCents(Number(purchase.amountRefunded)), JSON.stringify(context)).toBe(
    Math.min(truth.refundedCents, price),
  );
  // Exactly one key e-mail per key, and at most one key per purchase.
  expect(keys.length, JSON.stringify(context)).toBeLessThanOrEqual(1);
  expect(keyMails.length, JSON.stringify(context)).toBe(keys.length);
  if (truth.disputed || truth.refundedCents >= price) {
    // Refunded or disputed: no key works and the purchase says why.
    expect(purchase.status, JSON.stringify(context)).toBe(truth.disputed ? 'disputed' : 'refunded');
    for (const key of keys) expect(key.status, JSON.stringify(context)).toBe('revoked');
    return;
  }
  // Every succeeded payment has exactly one working key.
  expect(purchase.status, JSON.stringify(context)).toBe('completed');
  expect(
    keys.map((key) => key.status),
    JSON.stringify(context),
  ).toEqual(['issued']);
}

/** The account holds exactly what its completed purchases paid for, in the order they completed. */
async function checkPlan(userId: string) {
  const db = harness.database.db;
  const completed = await db
    .select()
    .from(schema.purchases)
    .where(and(eq(schema.purchases.userId, userId), eq(schema.purchases.status, 'completed')))
    .orderBy(asc(schema.purchases.completedAt));
  let holding: PlanHolding = { plan: 'free', planExpiresAt: null };
  for (const purchase of completed) {
    holding = planAfterPurchase(holding, purchase.plan, purchase.completedAt ?? new Date(0));
  }
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, userId));
  expect({ plan: user?.plan, planExpiresAt: user?.planExpiresAt ?? null }).toEqual(holding);
}

async function newBuyer(): Promise<string> {
  sequences += 1;
  const [user] = await harness.database.db
    .insert(schema.users)
    .values({
      discordId: `property-${SEED}-${sequences}-${Math.random().toString(36).slice(2)}`,
      username: `property.${sequences}`,
      email: `property-${sequences}@example.test`,
      emailVerified: true,
    })
    .returning({ id: schema.users.id });
  if (!user) throw new Error('no user');
  return user.id;
}

describe('the billing service under random sequences', () => {
  it(
    'never loses a payment and never gives one away',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          steps,
          fc.array(fc.nat({ max: 50 }), { maxLength: 20 }),
          async (plan, order) => {
            const sequence: Sequence = {
              services: await startServices(),
              buyers: [await newBuyer(), await newBuyer()],
              cards: [],
              orders: [],
              earlier: new Set(harness.sandbox.stripe.webhooks.list().map((item) => item.event.id)),
              delivered: new Set(),
            };
            try {
              for (const step of plan) await run(sequence, step);
              await settle(sequence, order);
              const purchases = await harness.database.db
                .select()
                .from(schema.purchases)
                .where(inArray(schema.purchases.userId, sequence.buyers));
              for (const purchase of purchases) {
                const card = sequence.cards.find((item) => item.purchaseId === purchase.id);
                const paypalOrder = sequence.orders.find((item) => item.purchaseId === purchase.id);
                const truth = card
                  ? stripeTruth(card.intentId)
                  : paypalTruth(paypalOrder?.orderId ?? '');
                await checkPurchase(purchase, truth);
              }
              for (const userId of sequence.buyers) await checkPlan(userId);
            } finally {
              await sequence.services.queue.stop({ graceful: false });
            }
          },
        ),
        { numRuns: RUNS, seed: SEED },
      );
      console.info('billing property test outcomes:', Object.fromEntries(outcomes));
      // A run this long must have reached every outcome, or the generator is broken.
      if (RUNS >= 100) {
        for (const outcome of [
          'stripe completed',
          'stripe failed',
          'stripe refunded',
          'stripe disputed',
          'stripe canceled',
          'paypal completed',
          'paypal refunded',
          'fulfilment failed once',
          'restart',
          ...(onPostgres ? ['concurrent duplicate'] : []),
        ]) {
          expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
        }
      }
    },
    RUNS * 3_000,
  );
});
