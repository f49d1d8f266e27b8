import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/format-money.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { AdminCard } from './admin-card.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-canvas p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** Buyers, revenue and active servers. */
export function AdminStatsCards() {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  const money = useFormatMoney();
  return (
    <AdminCard title={t('admin.statsTitle')} query={useAdminStats()}>
      {(stats) => (
        <dl className="grid gap-3 sm:grid-cols-3">
          <Figure label={t('admin.totalUsers')} value={count.format(stats.totalUsers)} />
          <Figure label={t('admin.totalRevenue')} value={money(stats.totalRevenue)} />
          <Figure label={t('admin.activeServers')} value={count.format(stats.activeServers)} />
        </dl>
      )}
    </AdminCard>
  );
}
