import type { Receipt } from '@guildsmith/core';
import { and, type DbExecutor, eq, gt, isNotNull, schema } from '@guildsmith/db';

const { purchases } = schema;

/** Who sells and where buyers ask for help, as every receipt names them (settings). */
export interface Shop {
  seller: { name: string; address: string };
  supportEmail: string;
}

/** Short enough to read out to support, and derived so it never needs a column of its own. */
export const orderNumberOf = (purchaseId: string) =>
  `GS-${purchaseId.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/** A purchase has a receipt once money was taken for it: paid, and not free. */
const hasReceipt = and(isNotNull(purchases.completedAt), gt(purchases.amount, '0'));

/**
 * The receipt of one paid purchase, or null when there is none (unpaid, free,
 * or, with `ownerId`, someone else's: a receipt names what a person bought).
 */
export async function receiptOf(
  db: DbExecutor,
  shop: Shop,
  purchaseId: string,
  ownerId?: string,
): Promise<Receipt | null> {
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.id, purchaseId),
        hasReceipt,
        ownerId === undefined ? undefined : eq(purchases.userId, ownerId),
      ),
    );
  if (!purchase?.completedAt || purchase.provider === 'free') return null;
  return {
    purchaseId: purchase.id,
    orderNumber: orderNumberOf(purchase.id),
    plan: purchase.plan,
    amount: Number(purchase.amount),
    currency: purchase.currency.toUpperCase(),
    paymentMethod: purchase.provider,
    paidAt: purchase.completedAt.toISOString(),
    amountRefunded: Number(purchase.amountRefunded),
    seller: shop.seller,
    supportEmail: shop.supportEmail,
  };
}
