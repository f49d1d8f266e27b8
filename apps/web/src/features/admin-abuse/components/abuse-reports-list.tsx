import {
  ABUSE_REPORT_STATUSES,
  ABUSE_SEVERITIES,
  type AbuseReportStatus,
  type AbuseSeverity,
} from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { Cell } from '@/components/admin/admin-table.tsx';
import { FilterSelect } from '@/components/admin/filter-select.tsx';
import { PagedTable, RowLink } from '@/components/admin/paged-table.tsx';
import { useAdminFormat } from '@/components/admin/use-admin-format.ts';
import { adminAbuseReportPath } from '@/config/paths.ts';
import { useListParams } from '@/hooks/use-list-params.ts';
import { useAbuseReports } from '../api/get-abuse-reports.ts';
import { SeverityBadge } from './severity-badge.tsx';

const oneOf = <Value extends string>(values: readonly Value[], text: string): Value | '' =>
  values.find((value) => value === text) ?? '';

/** Abuse reports, newest first, by status and severity; a row opens its report. */
export function AbuseReportsList() {
  const { t } = useTranslation();
  const { dateTime } = useAdminFormat();
  const { page, filter, setPage, setFilter } = useListParams();
  const status = oneOf(ABUSE_REPORT_STATUSES, filter('status'));
  const severity = oneOf(ABUSE_SEVERITIES, filter('severity'));
  const reports = useAbuseReports({ status, severity, page });

  return (
    <>
      <div className="mb-4 flex flex-wrap gap-4">
        <FilterSelect<AbuseReportStatus>
          label={t('admin.abuse.status')}
          allLabel={t('admin.abuse.allStatuses')}
          value={status}
          options={ABUSE_REPORT_STATUSES.map((value) => ({
            value,
            label: t(`admin.abuse.statuses.${value}`),
          }))}
          onChange={(value) => setFilter('status', value)}
        />
        <FilterSelect<AbuseSeverity>
          label={t('admin.abuse.severity')}
          allLabel={t('admin.abuse.allSeverities')}
          value={severity}
          options={ABUSE_SEVERITIES.map((value) => ({
            value,
            label: t(`admin.severity.${value}`),
          }))}
          onChange={(value) => setFilter('severity', value)}
        />
      </div>
      <PagedTable
        query={reports}
        items={(data) => data.reports}
        empty={status || severity ? t('admin.abuse.noMatch') : t('admin.abuse.empty')}
        caption={t('admin.abuse.caption')}
        columns={[
          t('admin.abuse.type'),
          t('admin.abuse.severity'),
          t('admin.abuse.status'),
          t('admin.abuse.filed'),
        ]}
        onPage={setPage}
        row={(report) => (
          // The link covers its row, so a click anywhere on the row opens the report.
          <tr key={report.id} className="relative hover:bg-surface">
            <Cell>
              <RowLink to={adminAbuseReportPath(report.id)}>{report.abuseType}</RowLink>
            </Cell>
            <Cell>
              <SeverityBadge severity={report.severity} />
            </Cell>
            <Cell>{t(`admin.abuse.statuses.${report.status}`)}</Cell>
            <Cell className="whitespace-nowrap">
              <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time>
            </Cell>
          </tr>
        )}
      />
    </>
  );
}
