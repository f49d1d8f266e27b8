import type { PlatformMetrics } from '@guildsmith/core';
import { Activity, Blocks, type LucideIcon, Server, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '@/i18n/locales/en.ts';
import { usePlatformMetrics } from '../api/get-platform-metrics.ts';
import { CountUp } from './count-up.tsx';

type StatKey = keyof Messages['platformStats']['items'];

const stats: readonly { key: StatKey & keyof PlatformMetrics; icon: LucideIcon }[] = [
  { key: 'activeUsers', icon: Activity },
  { key: 'serversCreated', icon: Server },
  { key: 'templatesAvailable', icon: Blocks },
  { key: 'monthlyGrowth', icon: TrendingUp },
];

/**
 * Live platform statistics: four placeholders while loading, nothing at all
 * when the figures cannot be had or are still too small to mean anything.
 * Refetched every 30 s.
 */
export function PlatformStats() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = usePlatformMetrics();
  // Below PUBLIC_COUNTERS_MIN people the figures would advertise how few there are.
  if (isError || data?.countersShown === false) return null;

  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(value / 100);

  return (
    <section
      aria-labelledby="platform-stats-title"
      className="border-t border-border py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="platform-stats-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('platformStats.title')}
        </h2>
        <p className="mt-2 text-fg-muted">{t('platformStats.intro')}</p>
        {isPending ? (
          <ul
            aria-busy="true"
            aria-label={t('platformStats.loading')}
            className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            {stats.map(({ key }) => (
              <li key={key} className="h-28 animate-pulse rounded-xl bg-surface-strong" />
            ))}
          </ul>
        ) : (
          <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {stats.map(({ key, icon: Icon }) => (
              <div
                key={key}
                className="flex h-28 flex-col justify-center rounded-xl border border-border bg-surface p-5"
              >
                <dt className="flex items-center gap-2 text-sm font-medium text-fg-muted">
                  <Icon aria-hidden="true" className="size-4 text-accent-text" />
                  {t(`platformStats.items.${key}`)}
                </dt>
                <dd className="mt-2 text-3xl font-extrabold tracking-tight">
                  {key === 'monthlyGrowth' ? (
                    <CountUp value={data[key]} format={percent} />
                  ) : (
                    <CountUp value={data[key]} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
