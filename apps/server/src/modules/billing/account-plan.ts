import { type PlanHolding, planAfterPurchase } from '@guildsmith/core';
import { and, asc, type DbTransaction, eq, schema } from '@guildsmith/db';

const { purchases, users } = schema;

/** Locks the buyer's row, so changes to one account's plan happen one at a time. */
async function lockAccount(tx: DbTransaction, userId: string) {
  const [user] = await tx
    .select({ plan: users.plan, planExpiresAt: users.planExpiresAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) throw new Error(`Account ${userId} does not exist`);
  return user;
}

/** A paid purchase moves the account's plan on from where it stands now. */
export async function grantPurchasedPlan(
  tx: DbTransaction,
  purchase: { userId: string; plan: schema.Purchase['plan'] },
  now: Date,
): Promise<void> {
  const holding = await lockAccount(tx, purchase.userId);
  const next = planAfterPurchase(holding, purchase.plan, now);
  await tx
    .update(users)
    .set({ plan: next.plan, planExpiresAt: next.planExpiresAt, paymentStatus: 'active' })
    .where(eq(users.id, purchase.userId));
}

/**
 * After a refund or dispute: the plan the account would hold had only its
 * remaining completed purchases happened, replayed in the order they were
 * completed. Stacked 30-day passes keep the days they paid for; a refunded
 * upgrade falls back to the plan underneath.
 */
export async function recomputeAccountPlan(tx: DbTransaction, userId: string): Promise<void> {
  await lockAccount(tx, userId);
  const paid = await tx
    .select({ plan: purchases.plan, completedAt: purchases.completedAt })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'completed')))
    .orderBy(asc(purchases.completedAt));
  let holding: PlanHolding = { plan: 'free', planExpiresAt: null };
  for (const purchase of paid) {
    holding = planAfterPurchase(holding, purchase.plan, purchase.completedAt ?? new Date(0));
  }
  await tx
    .update(users)
    .set({
      plan: holding.plan,
      planExpiresAt: holding.planExpiresAt,
      paymentStatus: paid.length > 0 ? 'active' : 'inactive',
    })
    .where(eq(users.id, userId));
}
