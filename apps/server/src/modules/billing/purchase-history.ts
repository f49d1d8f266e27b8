import { type Db, desc, eq, schema } from '@guildsmith/db';
import type { PaymentProvider, PlanId, PurchaseStatus } from '@guildsmith/db/schema';

const { purchases } = schema;

export interface PurchaseView {
  id: string;
  plan: PlanId;
  amount: number;
  currency: string;
  status: PurchaseStatus;
  provider: PaymentProvider;
  amountRefunded: number;
  createdAt: string;
  completedAt: string | null;
}

/** The caller's purchases, newest first, as their dashboard lists them. */
export async function listPurchases(db: Db, userId: string): Promise<PurchaseView[]> {
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
