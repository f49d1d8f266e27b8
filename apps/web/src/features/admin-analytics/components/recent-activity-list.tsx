import type { AnalyticsActivity } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

const statusClass: Record<AnalyticsActivity['status'], string> = {
  success: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  error: 'bg-danger text-danger-fg',
  other: 'bg-surface-strong text-fg',
};

/** Bot commands and builds, newest first; descriptions are server text, shown as text. */
export function RecentActivityList({ items }: { items: readonly AnalyticsActivity[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (items.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-fg-muted">{t('admin.analytics.noActivity')}</p>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              statusClass[item.status],
            )}
          >
            {t(`admin.analytics.status.${item.status}`)}
          </span>
          <span className="text-xs text-fg-muted">{t(`admin.analytics.type.${item.type}`)}</span>
          <span className="min-w-0 flex-1 break-words">{item.description}</span>
          <time dateTime={item.timestamp} className="text-xs text-fg-muted">
            {when.format(new Date(item.timestamp))}
          </time>
        </li>
      ))}
    </ul>
  );
}
