import type { AnalyticsPlanShare } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartTheme } from './chart-theme.ts';

/** Accounts per plan in force now; the table beside it is what screen readers read. */
export function PlanDistributionChart({ shares }: { shares: readonly AnalyticsPlanShare[] }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const rows = shares.map((share) => ({ ...share, label: t(`plans.${share.plan}`) }));
  const accounts = t('admin.analytics.accounts');
  return (
    <figure>
      <div aria-hidden="true" className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} accessibilityLayer={false}>
            <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={chartTheme.tick} stroke={chartTheme.axis} />
            <YAxis allowDecimals={false} tick={chartTheme.tick} stroke={chartTheme.axis} />
            <Tooltip
              formatter={(value, _name, item) => [
                `${value} (${percent.format(Number(item.payload?.percentage ?? 0))}%)`,
                accounts,
              ]}
              {...chartTheme.tooltip}
            />
            <Bar dataKey="count" name={accounts} fill={chartTheme.primary} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{t('admin.analytics.plansCaption')}</figcaption>
      <table className="sr-only">
        <caption>{t('admin.analytics.plansCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.analytics.plan')}</th>
            <th scope="col">{accounts}</th>
            <th scope="col">{t('admin.analytics.share')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.plan}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
              <td>{percent.format(row.percentage)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
