import type { Purchase } from '@guildsmith/core';
import { type Db, desc, eq, schema } from '@guildsmith/db';

const { purchases } = schema;

/** The caller's purchases, newest first, as their dashboard lists them. */
export async function listPurchases(db: Db, userId: string): Promise<Purchase[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    plan: row.plan,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    amountRefunded: Number(row.amountRefunded),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  }));
}
