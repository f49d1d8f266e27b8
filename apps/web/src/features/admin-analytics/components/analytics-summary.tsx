import type { AnalyticsSummary } from '@guildsmith/core';
import { Activity, CheckCircle2, LayoutTemplate, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-4">
      <dt className="flex items-center gap-2 text-sm text-fg-muted">
        {icon}
        {label}
      </dt>
      <dd className="mt-2 text-3xl font-bold">{value}</dd>
    </div>
  );
}

/** The range's four figures. */
export function AnalyticsSummaryCards({ summary }: { summary: AnalyticsSummary }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const iconClass = 'size-4 text-accent-text';
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        icon={<Server aria-hidden="true" className={iconClass} />}
        label={t('admin.analytics.totalServers')}
        value={count.format(summary.totalServers)}
      />
      <StatCard
        icon={<Activity aria-hidden="true" className={iconClass} />}
        label={t('admin.analytics.activeUsers')}
        value={count.format(summary.activeUsers)}
      />
      <StatCard
        icon={<LayoutTemplate aria-hidden="true" className={iconClass} />}
        label={t('admin.analytics.templatesUsed')}
        value={count.format(summary.templatesUsed)}
      />
      <StatCard
        icon={<CheckCircle2 aria-hidden="true" className={iconClass} />}
        label={t('admin.analytics.successRate')}
        value={`${percent.format(summary.successRate)}%`}
      />
    </dl>
  );
}
