import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import { insertUser } from '../test-support.ts';
import { createTestDatabase } from '../testing.ts';
import { licenseKeys, purchases, webhookEvents } from './index.ts';

describe('billing tables', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('records a purchase in usd, pending, with an exact amount', async () => {
    const user = await insertUser(database.db);
    const [purchase] = await database.db
      .insert(purchases)
      .values({ userId: user.id, plan: 'lifetime', amount: '59.99' })
      .returning();
    expect(purchase).toMatchObject({
      currency: 'usd',
      status: 'pending',
      amount: '59.99',
      provider: 'stripe',
    });
  });

  it('refuses a second key with the same hash', async () => {
    const user = await insertUser(database.db);
    const key = { keyHash: 'a'.repeat(64), last4: 'K7QZ', plan: 'free' as const, userId: user.id };
    const [issued] = await database.db.insert(licenseKeys).values(key).returning();
    expect(issued?.status).toBe('issued');
    const error = await database.db
      .insert(licenseKeys)
      .values({ ...key, plan: 'starter' })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'license_keys_key_hash_key')).toBe(true);
  });

  it('allows one live key per purchase, and a fresh one once the old is revoked', async () => {
    const user = await insertUser(database.db);
    const [purchase] = await database.db
      .insert(purchases)
      .values({ userId: user.id, plan: 'premium', amount: '19.99', status: 'completed' })
      .returning();
    const purchaseId = purchase?.id ?? '';
    const keyFor = (hash: string) => ({
      keyHash: hash,
      last4: 'ABCD',
      plan: 'premium' as const,
      userId: user.id,
      purchaseId,
    });
    const [first] = await database.db.insert(licenseKeys).values(keyFor('b1')).returning();
    const replay = await database.db
      .insert(licenseKeys)
      .values(keyFor('b2'))
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(replay, 'license_keys_live_per_purchase_key')).toBe(true);

    await database.db
      .update(licenseKeys)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(licenseKeys.id, first?.id ?? ''));
    await expect(database.db.insert(licenseKeys).values(keyFor('b3'))).resolves.toBeDefined();
  });

  it('records a webhook event once per provider and event id', async () => {
    const event = {
      provider: 'stripe' as const,
      eventId: 'evt_1',
      type: 'payment_intent.succeeded',
    };
    await database.db.insert(webhookEvents).values({ ...event, payload: { id: 'evt_1' } });
    const replay = await database.db
      .insert(webhookEvents)
      .values({ ...event, payload: {} })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(replay, 'webhook_events_provider_event_id_key')).toBe(true);

    const deduped = await database.db
      .insert(webhookEvents)
      .values({ ...event, payload: {} })
      .onConflictDoNothing()
      .returning();
    expect(deduped).toEqual([]);
    await expect(
      database.db.insert(webhookEvents).values({ ...event, provider: 'paypal', payload: {} }),
    ).resolves.toBeDefined();
  });
});
