import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { toast } from '@/components/ui/toast/toast-store.ts';
import { ApiError } from '@/lib/request.ts';
import { useExportAnalytics } from '../api/export-analytics.ts';
import { type AnalyticsSelection, useAnalyticsDashboard } from '../api/get-analytics-dashboard.ts';
import { AnalyticsControls } from './analytics-controls.tsx';
import { AnalyticsSummaryCards } from './analytics-summary.tsx';
import { AnalyticsTabs } from './analytics-tabs.tsx';

function Skeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{t('common.loading')}</span>
      <div aria-hidden="true" className="grid animate-pulse grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((cell) => (
          <div key={cell} className="h-24 rounded-2xl bg-surface-strong" />
        ))}
      </div>
      <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-surface-strong" />
    </div>
  );
}

/** The analytics page's body: the choices, the figures and their tabs. */
export function AnalyticsView() {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<AnalyticsSelection>({
    range: '30d',
    metric: 'overview',
  });
  const query = useAnalyticsDashboard(selection);
  const exporter = useExportAnalytics();
  const { data, error, errorUpdatedAt, isPending, isFetching, isPlaceholderData, refetch } = query;

  // Once per failed load, including a failed background refresh under figures already shown.
  useEffect(() => {
    if (!errorUpdatedAt) return;
    toast({
      variant: 'destructive',
      title: t('admin.analytics.errorTitle'),
      description: t('admin.analytics.loadFailed'),
    });
  }, [errorUpdatedAt, t]);

  const onExport = () => {
    exporter.mutate(selection, {
      onSuccess: (filename) =>
        toast({
          title: t('admin.analytics.exportDone'),
          description: t('admin.analytics.exportDoneText', { filename }),
        }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: t('admin.analytics.exportFailed'),
          description:
            (failure instanceof ApiError && failure.serverMessage) ||
            t('admin.analytics.exportFailedText'),
        }),
    });
  };

  const refused = error instanceof ApiError && error.status === 403;

  return (
    <div className="space-y-6">
      <AnalyticsControls
        selection={selection}
        onChange={setSelection}
        refreshing={isFetching}
        onRefresh={() => void refetch()}
        exporting={exporter.isPending}
        onExport={onExport}
      />
      {data ? (
        <div
          aria-busy={isPlaceholderData}
          className={isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
        >
          <AnalyticsSummaryCards summary={data} />
          <AnalyticsTabs data={data} />
        </div>
      ) : isPending && !error ? (
        <Skeleton />
      ) : (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-danger p-5"
        >
          <p className="flex items-center gap-2 font-semibold">
            <AlertTriangle aria-hidden="true" className="size-5 text-danger" />
            {t('admin.analytics.errorTitle')}
          </p>
          <p>{refused ? t('admin.analytics.adminOnly') : t('admin.analytics.loadFailed')}</p>
          {refused ? null : (
            <button
              type="button"
              onClick={() => void refetch()}
              disabled={isFetching}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {t('admin.analytics.retry')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
