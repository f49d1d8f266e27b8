import type { UseQueryResult } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';

/**
 * A dashboard card around one query: a skeleton while it first loads, the
 * failure with a retry, then its content. A failed background refresh keeps
 * the figures already shown.
 */
export function AdminCard<Data>({
  title,
  query,
  className,
  children,
}: {
  title: string;
  query: UseQueryResult<Data>;
  className?: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending, isFetching, refetch } = query;
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-border bg-surface p-5 ${className ?? ''}`}
    >
      <h2 id={titleId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {data !== undefined ? (
        children(data)
      ) : isPending ? (
        <div role="status">
          <span className="sr-only">{t('common.loading')}</span>
          <div aria-hidden="true" className="h-24 animate-pulse rounded-lg bg-surface-strong" />
        </div>
      ) : (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p>{t('admin.loadError')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('admin.retry')}
          </button>
        </div>
      )}
    </section>
  );
}
