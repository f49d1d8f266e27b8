import type { AdminBuild } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { AdminTable, Cell, EmptyList } from '@/components/admin/admin-table.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';

/** What the bot built in the account's servers, newest first. */
export function BuildsTable({ builds }: { builds: AdminBuild[] }) {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  if (builds.length === 0) return <EmptyList>{t('admin.users.noBuilds')}</EmptyList>;
  return (
    <AdminTable
      caption={t('admin.users.builds')}
      columns={[
        t('admin.ops.serverName'),
        t('admin.ops.status'),
        t('admin.users.builtAt'),
        t('admin.users.undoneAt'),
      ]}
    >
      {builds.map((build) => (
        <tr key={build.id}>
          <Cell className="break-words">{build.serverName}</Cell>
          <Cell>{t(`servers.buildStatus.${build.status}`)}</Cell>
          <Cell className="whitespace-nowrap">
            <time dateTime={build.createdAt}>{dateTime(build.createdAt)}</time>
          </Cell>
          <Cell className="whitespace-nowrap">
            {build.undoneAt ? (
              <time dateTime={build.undoneAt}>{dateTime(build.undoneAt)}</time>
            ) : (
              '—'
            )}
          </Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
