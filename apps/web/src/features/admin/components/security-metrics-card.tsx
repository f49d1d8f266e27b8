import type { WindowedCount } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { useSecurityMetrics } from '../api/get-security-metrics.ts';
import { AdminCard } from './admin-card.tsx';

const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;

function Windowed({ label, counts }: { label: string; counts: WindowedCount }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-between gap-2 py-2">
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">
        {t('admin.windowed', { day: counts.last24h, week: counts.last7d })}
      </dd>
    </div>
  );
}

/** Open abuse reports by severity, and what was refused lately. */
export function SecurityMetricsCard() {
  const { t } = useTranslation();
  return (
    <AdminCard title={t('admin.securityTitle')} query={useSecurityMetrics()}>
      {({ abuseReports, refusedActivations, failedAdminLogins }) => (
        <>
          <p className="text-sm text-fg-muted">{t('admin.openReports')}</p>
          <p className="text-3xl font-bold tabular-nums">{abuseReports.open}</p>
          <ul className="mt-2 flex flex-wrap gap-2 text-xs">
            {SEVERITIES.map((severity) => (
              <li key={severity} className="rounded-full bg-canvas px-2 py-1">
                {t(`admin.severity.${severity}`)}: {abuseReports.openBySeverity[severity]}
              </li>
            ))}
          </ul>
          <dl className="mt-3 divide-y divide-border text-sm">
            <Windowed label={t('admin.reportsFiled')} counts={abuseReports.filed} />
            <Windowed label={t('admin.refusedActivations')} counts={refusedActivations} />
            <Windowed label={t('admin.failedAdminLogins')} counts={failedAdminLogins} />
          </dl>
        </>
      )}
    </AdminCard>
  );
}
