import type { AdminPurchaseDetailResponse } from '@guildsmith/core';

/**
 * The money-back guarantee the server refunds within (billing/refunds.ts). The
 * detail answer carries no refundable flag, so the page applies the same rule to
 * explain a refusal before the admin tries; the server still decides (409).
 */
const MONEY_BACK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RefundBlock = 'refunded' | 'notCompleted' | 'noPayment' | 'outsideGuarantee';

/** Why this purchase cannot be refunded now, or null when it can. */
export function refundBlock(
  purchase: AdminPurchaseDetailResponse['purchase'],
  now: number = Date.now(),
): RefundBlock | null {
  if (purchase.status === 'refunded') return 'refunded';
  if (purchase.status !== 'completed') return 'notCompleted';
  if (!purchase.stripePaymentIntentId && !purchase.paypalOrderId) return 'noPayment';
  const paidAt = Date.parse(purchase.completedAt ?? purchase.createdAt);
  return now - paidAt > MONEY_BACK_DAYS * DAY_MS ? 'outsideGuarantee' : null;
}
