import {
  ANALYTICS_METRICS,
  ANALYTICS_RANGES,
  type AnalyticsMetric,
  type AnalyticsRange,
} from '@guildsmith/core';
import { Download, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import type { AnalyticsSelection } from '../api/get-analytics-dashboard.ts';

const selectClass =
  'mt-1 block rounded-lg border border-border bg-canvas px-3 py-2 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** Range, metric, Refresh and Export. */
export function AnalyticsControls({
  selection,
  onChange,
  refreshing,
  onRefresh,
  exporting,
  onExport,
}: {
  selection: AnalyticsSelection;
  onChange: (selection: AnalyticsSelection) => void;
  refreshing: boolean;
  onRefresh: () => void;
  exporting: boolean;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  const rangeId = useId();
  const metricId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={rangeId} className="text-sm font-medium">
          {t('admin.analytics.range')}
        </label>
        <select
          id={rangeId}
          value={selection.range}
          onChange={(event) =>
            onChange({ ...selection, range: event.target.value as AnalyticsRange })
          }
          className={selectClass}
        >
          {ANALYTICS_RANGES.map((range) => (
            <option key={range} value={range}>
              {t(`admin.analytics.ranges.${range}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={metricId} className="text-sm font-medium">
          {t('admin.analytics.metric')}
        </label>
        <select
          id={metricId}
          value={selection.metric}
          onChange={(event) =>
            onChange({ ...selection, metric: event.target.value as AnalyticsMetric })
          }
          className={selectClass}
        >
          {ANALYTICS_METRICS.map((metric) => (
            <option key={metric} value={metric}>
              {t(`admin.analytics.metrics.${metric}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          className={buttonClass({ variant: 'secondary' })}
        >
          <RefreshCw aria-hidden="true" className={refreshing ? 'size-4 animate-spin' : 'size-4'} />
          {t('admin.analytics.refresh')}
        </button>
        <button type="button" onClick={onExport} disabled={exporting} className={buttonClass()}>
          <Download aria-hidden="true" className="size-4" />
          {exporting ? t('admin.analytics.exporting') : t('admin.analytics.export')}
        </button>
      </div>
    </div>
  );
}
