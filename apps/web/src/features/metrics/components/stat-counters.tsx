import { useTranslation } from 'react-i18next';
import { useStyleCount } from '@/lib/style-count.ts';
import { usePlatformMetrics } from '../api/get-platform-metrics.ts';
import { CountUp } from './count-up.tsx';

/**
 * The counters beside the testimonials: real figures from the catalogue and
 * the platform (never typed-in marketing numbers). A figure
 * that cannot be loaded is left out rather than invented.
 */
export function StatCounters() {
  const { t } = useTranslation();
  const { data: counts } = useStyleCount();
  const { data: metrics } = usePlatformMetrics();
  const figures = [
    { key: 'styles', value: counts?.total },
    { key: 'servers', value: metrics?.serversCreated },
    { key: 'feedback', value: metrics?.feedbackCount },
  ] as const;

  return (
    <dl className="grid gap-6 text-center sm:grid-cols-3">
      {figures.map(({ key, value }) => (
        <div key={key} className="flex flex-col rounded-xl border border-border bg-canvas p-6">
          <dt className="text-sm font-medium text-fg-muted">{t(`home.counters.${key}`)}</dt>
          <dd className="order-first mt-1 text-4xl font-extrabold tracking-tight text-accent-text">
            {value === undefined ? (
              <span
                aria-hidden="true"
                className="inline-block h-10 w-20 animate-pulse rounded bg-surface-strong align-middle"
              />
            ) : (
              <CountUp value={value} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
