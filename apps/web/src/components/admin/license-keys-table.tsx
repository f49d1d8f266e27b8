import type { AdminLicenseKey } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { PlanBadge } from '@/components/ui/plan-badge.tsx';
import { AdminTable, Cell, EmptyList } from './admin-table.tsx';
import { useAdminFormat } from './use-admin-format.ts';

/** Keys as admins see them: masked like everywhere else, with why a revoked one stopped. */
export function LicenseKeysTable({ keys, empty }: { keys: AdminLicenseKey[]; empty: string }) {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  if (keys.length === 0) return <EmptyList>{empty}</EmptyList>;
  return (
    <AdminTable
      caption={t('admin.ops.keys')}
      columns={[
        t('admin.ops.key'),
        t('admin.ops.plan'),
        t('admin.ops.status'),
        t('admin.ops.serverId'),
        t('admin.ops.issued'),
      ]}
    >
      {keys.map((key) => (
        <tr key={key.id}>
          <Cell className="font-mono whitespace-nowrap">{key.maskedKey}</Cell>
          <Cell>
            <PlanBadge plan={key.plan} />
          </Cell>
          <Cell>
            {key.revokedReason
              ? t(`licenses.revokedBecause.${key.revokedReason}`)
              : t(`licenses.status.${key.status}`)}
          </Cell>
          <Cell className="font-mono text-xs">{key.serverId ?? '—'}</Cell>
          <Cell className="whitespace-nowrap">
            <time dateTime={key.createdAt}>{dateTime(key.createdAt)}</time>
          </Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
