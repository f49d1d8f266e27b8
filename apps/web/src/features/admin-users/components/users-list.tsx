import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/admin/admin-table.tsx';
import { PagedTable, RowLink } from '@/components/admin/paged-table.tsx';
import { SearchBox } from '@/components/admin/search-box.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { adminUserPath } from '@/config/paths.ts';
import { useListParams } from '@/hooks/use-list-params.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';

/** Every account, searchable and paged; a row opens its account. */
export function UsersList() {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  const { page, filter, setPage, setFilter } = useListParams();
  const query = filter('query');
  const users = useAdminUsers({ query, page });

  return (
    <>
      <SearchBox
        label={t('admin.users.search')}
        hint={t('admin.users.searchHint')}
        value={query}
        onSearch={(next) => setFilter('query', next)}
      />
      <PagedTable
        query={users}
        items={(data) => data.users}
        empty={query ? t('admin.users.noMatch', { query }) : t('admin.users.empty')}
        caption={t('admin.users.caption')}
        columns={[
          t('admin.users.username'),
          t('admin.users.email'),
          t('admin.users.role'),
          t('admin.ops.plan'),
          t('admin.users.lastLogin'),
          t('admin.users.joined'),
        ]}
        onPage={setPage}
        row={(user) => (
          // The link covers its row, so a click anywhere on the row opens the account.
          <tr key={user.id} className="relative hover:bg-surface">
            <Cell>
              <RowLink to={adminUserPath(user.id)}>{user.username}</RowLink>
            </Cell>
            <Cell className="break-all">
              {user.email ?? '—'}
              {user.email && !user.emailVerified ? (
                <span className="block text-xs text-fg-muted">{t('admin.users.unconfirmed')}</span>
              ) : null}
            </Cell>
            <Cell>{t(`admin.users.roles.${user.role}`)}</Cell>
            <Cell>
              <PlanBadge plan={user.plan} />
            </Cell>
            <Cell className="whitespace-nowrap">
              {user.lastLoginAt ? dateTime(user.lastLoginAt) : t('admin.users.never')}
            </Cell>
            <Cell className="whitespace-nowrap">
              <time dateTime={user.createdAt}>{dateTime(user.createdAt)}</time>
            </Cell>
          </tr>
        )}
      />
    </>
  );
}
