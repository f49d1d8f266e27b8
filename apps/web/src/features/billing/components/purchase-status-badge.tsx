import type { Purchase } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

type PurchaseBadge = Purchase['status'] | 'partiallyRefunded';

const BADGE_CLASS: Record<PurchaseBadge, string> = {
  completed: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  pending: 'bg-notice text-notice-fg',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  refunded: 'bg-surface-strong text-fg-muted',
  partiallyRefunded: 'bg-notice text-notice-fg',
  disputed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  canceled: 'bg-surface-strong text-fg-muted',
};

/** A partial refund leaves the purchase completed; only the refunded amount tells them apart. */
export function purchaseBadge(purchase: Purchase): PurchaseBadge {
  return purchase.status === 'completed' && purchase.amountRefunded > 0
    ? 'partiallyRefunded'
    : purchase.status;
}

export function PurchaseStatusBadge({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const badge = purchaseBadge(purchase);
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', BADGE_CLASS[badge])}>
      {t(`purchases.statuses.${badge}`)}
    </span>
  );
}
