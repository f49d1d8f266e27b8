import {
  ANALYTICS_SECTIONS,
  type AnalyticsDashboard,
  type AnalyticsSection,
} from '@guildsmith/core';
import { Tabs } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanDistributionChart } from './plan-distribution-chart.tsx';
import { RecentActivityList } from './recent-activity-list.tsx';
import { TemplateStatsTable } from './template-stats-table.tsx';
import { UserGrowthChart } from './user-growth-chart.tsx';

const triggerClass =
  'cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-fg-muted data-[state=active]:bg-canvas data-[state=active]:text-fg data-[state=active]:shadow-sm';

function sectionContent(data: AnalyticsDashboard, section: AnalyticsSection): ReactNode {
  switch (section) {
    case 'recentActivity':
      return data.recentActivity && <RecentActivityList items={data.recentActivity} />;
    case 'templateStats':
      return data.templateStats && <TemplateStatsTable stats={data.templateStats} />;
    case 'userGrowth':
      return data.userGrowth && <UserGrowthChart points={data.userGrowth} />;
    case 'planDistribution':
      return data.planDistribution && <PlanDistributionChart shares={data.planDistribution} />;
  }
}

/**
 * One tab per section the chosen metric carries: the answer leaves the others
 * out, and an empty tab would read as "nothing happened".
 */
export function AnalyticsTabs({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation();
  const present = ANALYTICS_SECTIONS.filter((section) => data[section] !== undefined);
  const [chosen, setChosen] = useState<AnalyticsSection>('recentActivity');
  const active = present.includes(chosen) ? chosen : present[0];
  if (!active) return null;
  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) => setChosen(value as AnalyticsSection)}
      className="rounded-2xl border border-border bg-surface p-4"
    >
      <Tabs.List
        aria-label={t('admin.analytics.sectionsLabel')}
        className="flex flex-wrap gap-1 rounded-xl bg-surface-strong p-1"
      >
        {present.map((section) => (
          <Tabs.Trigger key={section} value={section} className={triggerClass}>
            {t(`admin.analytics.tabs.${section}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {present.map((section) => (
        <Tabs.Content key={section} value={section} className="pt-4 outline-none">
          {sectionContent(data, section)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
