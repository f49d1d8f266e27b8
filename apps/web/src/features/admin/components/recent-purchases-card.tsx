import { useTranslation } from 'react-i18next';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { useFormatMoney } from '@/lib/format-money.ts';
import { useRecentPurchases } from '../api/get-recent-purchases.ts';
import { AdminCard } from './admin-card.tsx';

const SHOWN = 5;

/** The five newest purchases. */
export function RecentPurchasesCard() {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AdminCard title={t('admin.recentPurchases')} query={useRecentPurchases()}>
      {({ purchases }) =>
        purchases.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('admin.noPurchases')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {purchases.slice(0, SHOWN).map((purchase) => (
              <li
                key={purchase.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
              >
                <span className="min-w-0 flex-1 truncate font-medium">
                  {purchase.user.username}
                </span>
                <PlanBadge plan={purchase.plan} />
                <span className="tabular-nums">{money(purchase.amount)}</span>
                <span className="text-xs text-fg-muted">
                  {t(`purchases.statuses.${purchase.status}`)}
                </span>
                <time dateTime={purchase.createdAt} className="w-full text-xs text-fg-muted">
                  {when.format(new Date(purchase.createdAt))}
                </time>
              </li>
            ))}
          </ul>
        )
      }
    </AdminCard>
  );
}
