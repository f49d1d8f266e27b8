import type { AnalyticsGrowthPoint } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartTheme } from './chart-theme.ts';

/** A `YYYY-MM-DD` UTC day, in the reader's language, without shifting it to their time zone. */
function useDayFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * New sign-ups per day (bars) and all accounts (line). The drawing is hidden
 * from screen readers, which read the same figures from the table instead.
 */
export function UserGrowthChart({ points }: { points: readonly AnalyticsGrowthPoint[] }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const newUsers = t('admin.analytics.newUsers');
  const totalUsers = t('admin.analytics.totalUsers');
  return (
    <figure>
      <div aria-hidden="true" className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={[...points]} accessibilityLayer={false}>
            <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" />
            <XAxis
              dataKey="date"
              tickFormatter={day}
              tick={chartTheme.tick}
              stroke={chartTheme.axis}
            />
            <YAxis
              yAxisId="new"
              allowDecimals={false}
              tick={chartTheme.tick}
              stroke={chartTheme.axis}
            />
            <YAxis
              yAxisId="total"
              orientation="right"
              allowDecimals={false}
              tick={chartTheme.tick}
              stroke={chartTheme.axis}
            />
            <Tooltip labelFormatter={(label) => day(String(label))} {...chartTheme.tooltip} />
            <Legend />
            <Bar yAxisId="new" dataKey="newUsers" name={newUsers} fill={chartTheme.primary} />
            <Line
              yAxisId="total"
              dataKey="totalUsers"
              name={totalUsers}
              stroke={chartTheme.secondary}
              strokeWidth={2}
              dot={false}
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{t('admin.analytics.growthCaption')}</figcaption>
      <table className="sr-only">
        <caption>{t('admin.analytics.growthCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.analytics.date')}</th>
            <th scope="col">{newUsers}</th>
            <th scope="col">{totalUsers}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{day(point.date)}</th>
              <td>{point.newUsers}</td>
              <td>{point.totalUsers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
