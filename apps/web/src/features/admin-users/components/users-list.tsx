import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable, Cell, EmptyList } from '@/components/admin/admin-table.tsx';
import { Pager } from '@/components/admin/pager.tsx';
import { QueryView } from '@/components/admin/query-view.tsx';
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
      <QueryView query={users}>
        {(data) =>
          data.users.length === 0 && data.page === 1 ? (
            <EmptyList>
              {query ? t('admin.users.noMatch', { query }) : t('admin.users.empty')}
            </EmptyList>
          ) : (
            <>
              <AdminTable
                caption={t('admin.users.caption')}
                columns={[
                  t('admin.users.username'),
                  t('admin.users.email'),
                  t('admin.users.role'),
                  t('admin.ops.plan'),
                  t('admin.users.lastLogin'),
                  t('admin.users.joined'),
                ]}
                busy={users.isPlaceholderData}
              >
                {data.users.map((user) => (
                  // The link covers its row, so a click anywhere on the row opens the account.
                  <tr key={user.id} className="relative hover:bg-surface">
                    <Cell>
                      <Link
                        to={adminUserPath(user.id)}
                        className="font-medium break-all text-accent-text underline-offset-2 after:absolute after:inset-0 hover:underline"
                      >
                        {user.username}
                      </Link>
                    </Cell>
                    <Cell className="break-all">
                      {user.email ?? '—'}
                      {user.email && !user.emailVerified ? (
                        <span className="block text-xs text-fg-muted">
                          {t('admin.users.unconfirmed')}
                        </span>
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
                ))}
              </AdminTable>
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                busy={users.isPlaceholderData}
                onPage={setPage}
              />
            </>
          )
        }
      </QueryView>
    </>
  );
}
