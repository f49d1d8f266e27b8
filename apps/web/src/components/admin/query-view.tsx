import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { ApiError } from '@/lib/request.ts';

/**
 * One query's states on an admin page: a skeleton while it first loads, the
 * failure with a retry (a record that does not exist has nothing to retry),
 * then the content. A failed background refresh keeps what is shown.
 */
export function QueryView<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error, isPending, isFetching, refetch } = query;
  if (data !== undefined) return <>{children(data)}</>;
  if (isPending) {
    return (
      <div role="status">
        <span className="sr-only">{t('common.loading')}</span>
        <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-surface-strong" />
      </div>
    );
  }
  // A malformed id in the address is refused (400) like an unknown one (404).
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <p>{missing ? t('admin.ops.notFound') : t('admin.loadError')}</p>
      {missing ? null : (
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('admin.retry')}
        </button>
      )}
    </div>
  );
}
