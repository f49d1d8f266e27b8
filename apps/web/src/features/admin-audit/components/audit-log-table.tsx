import { ADMIN_AUDIT_ACTIONS, type AdminAuditAction } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/admin/admin-table.tsx';
import { FilterSelect } from '@/components/admin/filter-select.tsx';
import { PagedTable } from '@/components/admin/paged-table.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { useListParams } from '@/hooks/use-list-params.ts';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditTarget } from './audit-target.tsx';

/** What admins did, newest first, by action; reasons are the admins' own words, shown as text. */
export function AuditLogTable() {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  const { page, filter, setPage, setFilter } = useListParams();
  const action = ADMIN_AUDIT_ACTIONS.find((value) => value === filter('action')) ?? '';
  const log = useAuditLog({ action, page });

  return (
    <>
      <div className="mb-4">
        <FilterSelect<AdminAuditAction>
          label={t('admin.audit.action')}
          allLabel={t('admin.audit.allActions')}
          value={action}
          options={ADMIN_AUDIT_ACTIONS.map((value) => ({
            value,
            label: t(`admin.audit.actions.${value}`),
          }))}
          onChange={(value) => setFilter('action', value)}
        />
      </div>
      <PagedTable
        query={log}
        items={(data) => data.entries}
        empty={action ? t('admin.audit.noMatch') : t('admin.audit.empty')}
        caption={t('admin.audit.caption')}
        columns={[
          t('admin.audit.time'),
          t('admin.audit.actor'),
          t('admin.audit.action'),
          t('admin.audit.target'),
          t('admin.audit.reason'),
        ]}
        onPage={setPage}
        row={(entry) => (
          <tr key={entry.id}>
            <Cell className="whitespace-nowrap">
              <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
            </Cell>
            <Cell className="break-all">{entry.actorName}</Cell>
            <Cell>{t(`admin.audit.actions.${entry.action}`)}</Cell>
            <Cell>
              <AuditTarget entry={entry} />
            </Cell>
            <Cell className="break-words whitespace-pre-wrap">{entry.reason ?? '—'}</Cell>
          </tr>
        )}
      />
    </>
  );
}
