import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/admin/admin-table.tsx';
import { PagedTable, RowLink } from '@/components/admin/paged-table.tsx';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { adminPurchasePath } from '@/config/paths.ts';
import { useListParams } from '@/hooks/use-list-params.ts';
import { useAdminPurchases } from '../api/get-admin-purchases.ts';
import { purchaseStatusKey } from './purchase-status.ts';

/** Every purchase, searchable and paged; a row opens its purchase. */
export function PurchasesList() {
  const { t } = useTranslation();
  const { money, dateTime } = useAdminFormat();
  const { page, filter, setPage, setFilter } = useListParams();
  const query = filter('query');
  const purchases = useAdminPurchases({ query, page });
  const columns = ['buyer', 'plan', 'amount', 'status', 'provider', 'date'] as const;

  return (
    <>
      <SearchBox
        label={t('admin.purchases.search')}
        hint={t('admin.purchases.searchHint')}
        value={query}
        onSearch={(next) => setFilter('query', next)}
      />
      <PagedTable
        query={purchases}
        items={(data) => data.purchases}
        empty={query ? t('admin.purchases.noMatch', { query }) : t('admin.purchases.empty')}
        caption={t('admin.purchases.caption')}
        columns={columns.map((column) => t(`admin.purchases.${column}`))}
        onPage={setPage}
        row={(purchase) => (
          // The link covers its row, so a click anywhere on the row opens the purchase.
          <tr key={purchase.id} className="relative hover:bg-surface">
            <Cell>
              <RowLink to={adminPurchasePath(purchase.id)}>{purchase.user.username}</RowLink>
              {purchase.user.email ? (
                <span className="block text-xs text-fg-muted">{purchase.user.email}</span>
              ) : null}
            </Cell>
            <Cell>
              <PlanBadge plan={purchase.plan} />
            </Cell>
            <Cell className="tabular-nums">{money(purchase.amount)}</Cell>
            <Cell>{t(purchaseStatusKey(purchase))}</Cell>
            <Cell>{t(`admin.purchases.providers.${purchase.provider}`)}</Cell>
            <Cell className="whitespace-nowrap">
              <time dateTime={purchase.createdAt}>{dateTime(purchase.createdAt)}</time>
            </Cell>
          </tr>
        )}
      />
    </>
  );
}
