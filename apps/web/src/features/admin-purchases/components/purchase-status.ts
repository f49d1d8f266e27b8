import type { AdminPurchaseSummary } from '@guildsmith/core';

/** The buyer-facing status names, with a partly refunded payment told apart. */
export function purchaseStatusKey({
  status,
  amountRefunded,
}: Pick<AdminPurchaseSummary, 'status' | 'amountRefunded'>) {
  return status === 'completed' && amountRefunded > 0
    ? ('purchases.statuses.partiallyRefunded' as const)
    : (`purchases.statuses.${status}` as const);
}
