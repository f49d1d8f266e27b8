import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, timestamptz, updatedAt } from './columns.ts';
import { users } from './users.ts';
import {
  licenseKeyRevocationReasons,
  licenseKeyStatuses,
  paymentProviders,
  planIds,
  purchaseStatuses,
  webhookProviders,
} from './values.ts';

export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    // Money records outlive accounts only deliberately, so deleting a buyer is refused.
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    plan: text({ enum: planIds }).notNull(),
    amount: numeric({ precision: 10, scale: 2 }).notNull(),
    currency: text().notNull().default('usd'),
    status: text({ enum: purchaseStatuses }).notNull().default('pending'),
    provider: text({ enum: paymentProviders }).notNull().default('stripe'),
    stripePaymentIntentId: text(),
    stripeSubscriptionId: text(),
    paypalOrderId: text(),
    // What the provider has refunded so far; a partial refund changes nothing else.
    amountRefunded: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    metadata: jsonb().$type<Record<string, unknown>>(),
    completedAt: timestamptz(),
    refundedAt: timestamptz(),
    disputedAt: timestamptz(),
    // We asked the provider to take the money (PayPal capture): only then can it be
    // taken without our knowing, if the answer was lost.
    captureRequestedAt: timestamptz(),
    // When the reconciliation job last read this payment from its provider.
    providerCheckedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchases_user_id_idx').on(t.userId),
    index('purchases_status_idx').on(t.status),
    index('purchases_created_at_idx').on(t.createdAt),
    uniqueIndex('purchases_stripe_payment_intent_id_key').on(t.stripePaymentIntentId),
    uniqueIndex('purchases_paypal_order_id_key').on(t.paypalOrderId),
    check('purchases_plan_check', isOneOf(t.plan, planIds)),
    check('purchases_status_check', isOneOf(t.status, purchaseStatuses)),
    check('purchases_provider_check', isOneOf(t.provider, paymentProviders)),
    check('purchases_amount_check', sql`${t.amount} >= 0`),
    check(
      'purchases_amount_refunded_check',
      sql`${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amount}`,
    ),
  ],
);

export type Purchase = typeof purchases.$inferSelect;

/**
 * A key is looked up by its SHA-256 and shown by its last 4 characters; the
 * full key is kept only sealed (AES-256-GCM under ENCRYPTION_KEY), so "resend"
 * can e-mail the very key the buyer holds without it ever being readable in a
 * database dump.
 */
export const licenseKeys = pgTable(
  'license_keys',
  {
    id: id(),
    keyHash: text().notNull(),
    last4: text().notNull(),
    sealedKey: text(),
    plan: text({ enum: planIds }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Null for the free key every account gets without paying.
    purchaseId: uuid().references(() => purchases.id, { onDelete: 'restrict' }),
    status: text({ enum: licenseKeyStatuses }).notNull().default('issued'),
    // Discord guild the key was bound to, and the member who activated it.
    serverId: text(),
    activatedBy: text(),
    activatedAt: timestamptz(),
    createdAt: createdAt(),
    revokedAt: timestamptz(),
    revokedReason: text({ enum: licenseKeyRevocationReasons }),
  },
  (t) => [
    uniqueIndex('license_keys_key_hash_key').on(t.keyHash),
    index('license_keys_user_id_idx').on(t.userId),
    index('license_keys_purchase_id_idx').on(t.purchaseId),
    index('license_keys_server_id_idx').on(t.serverId),
    // Replayed webhooks and double clicks must not mint a second live key.
    uniqueIndex('license_keys_live_per_purchase_key')
      .on(t.purchaseId)
      .where(sql`${t.status} <> 'revoked'`),
    uniqueIndex('license_keys_live_free_per_user_key')
      .on(t.userId)
      .where(sql`${t.plan} = 'free' and ${t.status} <> 'revoked'`),
    check('license_keys_plan_check', isOneOf(t.plan, planIds)),
    check('license_keys_status_check', isOneOf(t.status, licenseKeyStatuses)),
    check('license_keys_last4_check', sql`char_length(${t.last4}) = 4`),
    check(
      'license_keys_revoked_reason_check',
      sql`${t.revokedReason} is null or ${isOneOf(t.revokedReason, licenseKeyRevocationReasons)}`,
    ),
  ],
);

export type LicenseKey = typeof licenseKeys.$inferSelect;

/** Every provider event we accepted, unique per provider so a replay is recognised. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text({ enum: webhookProviders }).notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    receivedAt: timestamptz().notNull().defaultNow(),
    processedAt: timestamptz(),
  },
  (t) => [
    unique('webhook_events_provider_event_id_key').on(t.provider, t.eventId),
    index('webhook_events_received_at_idx').on(t.receivedAt),
    check('webhook_events_provider_check', isOneOf(t.provider, webhookProviders)),
  ],
);
