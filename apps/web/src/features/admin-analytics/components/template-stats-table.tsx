import type { AnalyticsTemplateStat } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';

const cellClass = 'px-3 py-2';

/** The most used styles of the range. */
export function TemplateStatsTable({ stats }: { stats: readonly AnalyticsTemplateStat[] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  if (stats.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-fg-muted">{t('admin.analytics.noTemplates')}</p>
    );
  }
  // A category the catalogue no longer has (`unknown`, or one retired) shows its id.
  const category = (id: string) => t(`styles.categories.${id}`, { defaultValue: id });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.analytics.templatesCaption')}</caption>
        <thead className="text-fg-muted">
          <tr>
            <th scope="col" className={cellClass}>
              {t('admin.analytics.template')}
            </th>
            <th scope="col" className={cellClass}>
              {t('admin.analytics.category')}
            </th>
            <th scope="col" className={`${cellClass} text-right`}>
              {t('admin.analytics.uses')}
            </th>
            <th scope="col" className={`${cellClass} text-right`}>
              {t('admin.analytics.successRate')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {stats.map((stat) => (
            <tr key={stat.templateId}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {stat.name}
              </th>
              <td className={cellClass}>{category(stat.category)}</td>
              <td className={`${cellClass} text-right tabular-nums`}>{stat.usageCount}</td>
              <td className={`${cellClass} text-right tabular-nums`}>
                {percent.format(stat.successRate)}%
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
