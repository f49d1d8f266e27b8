import type { AdminPurchaseSummary } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable, Cell, EmptyList } from '@/components/admin/admin-table.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { adminPurchasePath } from '@/config/paths.ts';

/** The account's purchases; each opens its purchase, where it can be refunded. */
export function UserPurchasesTable({ purchases }: { purchases: AdminPurchaseSummary[] }) {
  const { t } = useTranslation();
  const { money, dateTime } = useAdminFormat();
  if (purchases.length === 0) return <EmptyList>{t('admin.users.noPurchases')}</EmptyList>;
  return (
    <AdminTable
      caption={t('admin.users.purchases')}
      columns={[
        t('admin.purchases.date'),
        t('admin.ops.plan'),
        t('admin.purchases.amount'),
        t('admin.ops.status'),
        t('admin.purchases.provider'),
      ]}
    >
      {purchases.map((purchase) => (
        <tr key={purchase.id} className="relative hover:bg-surface">
          <Cell className="whitespace-nowrap">
            <Link
              to={adminPurchasePath(purchase.id)}
              className="text-accent-text underline-offset-2 after:absolute after:inset-0 hover:underline"
            >
              {dateTime(purchase.createdAt)}
            </Link>
          </Cell>
          <Cell>
            <PlanBadge plan={purchase.plan} />
          </Cell>
          <Cell className="tabular-nums">{money(purchase.amount)}</Cell>
          <Cell>{t(`purchases.statuses.${purchase.status}`)}</Cell>
          <Cell>{t(`admin.purchases.providers.${purchase.provider}`)}</Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
