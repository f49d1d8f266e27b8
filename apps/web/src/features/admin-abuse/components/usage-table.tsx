import type { AdminBotUsage } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { AdminTable, Cell, EmptyList } from '@/components/admin/admin-table.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';

/** The bot usage log rows behind a report, oldest first, as the bot recorded them. */
export function UsageTable({ usage }: { usage: AdminBotUsage[] }) {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  if (usage.length === 0) return <EmptyList>{t('admin.abuse.noUsage')}</EmptyList>;
  return (
    <AdminTable
      caption={t('admin.abuse.usage')}
      columns={[
        t('admin.abuse.time'),
        t('admin.abuse.command'),
        t('admin.abuse.result'),
        t('admin.abuse.discordUser'),
        t('admin.ops.serverId'),
      ]}
    >
      {usage.map((row) => (
        <tr key={row.id}>
          <Cell className="whitespace-nowrap">
            <time dateTime={row.createdAt}>{dateTime(row.createdAt)}</time>
          </Cell>
          <Cell className="font-mono break-words">{row.command}</Cell>
          <Cell>
            {row.success ? t('admin.abuse.succeeded') : t('admin.abuse.failed')}
            {row.errorMessage ? (
              <span className="block text-xs break-words text-fg-muted">{row.errorMessage}</span>
            ) : null}
          </Cell>
          <Cell className="font-mono text-xs">{row.discordUserId ?? '—'}</Cell>
          <Cell className="font-mono text-xs">{row.serverId ?? '—'}</Cell>
        </tr>
      ))}
    </AdminTable>
  );
}
