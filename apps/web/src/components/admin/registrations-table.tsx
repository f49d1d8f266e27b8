import type { AdminRegistration } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { AdminTable, Cell, EmptyList } from './admin-table.tsx';
import { useAdminFormat } from './use-admin-format.ts';

/** The Discord servers registered with a buyer's keys; the names are the owners' own text. */
export function RegistrationsTable({
  servers,
  empty,
}: {
  servers: AdminRegistration[];
  empty: string;
}) {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  if (servers.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <AdminTable
      caption={t('admin.ops.servers')}
      columns={[
        t('admin.ops.serverName'),
        t('admin.ops.serverId'),
        t('admin.ops.plan'),
        t('admin.ops.status'),
        t('admin.ops.registered'),
      ]}
    >
      {servers.map((server) => (
        <tr key={server.id}>
          <Cell className="break-words">{server.serverName}</Cell>
          <Cell className="font-mono text-xs">{server.serverId}</Cell>
          <Cell>
            <PlanBadge plan={server.plan} />
          </Cell>
          <Cell>{t(`servers.registrationStatus.${server.status}`)}</Cell>
          <Cell className="whitespace-nowrap">
            <time dateTime={server.registeredAt}>{dateTime(server.registeredAt)}</time>
          </Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
