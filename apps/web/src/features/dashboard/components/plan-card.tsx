import { getPlan, nextPlan, type PlanId } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { useStyleCount } from '@/lib/style-count.ts';
import { supportLevelKey } from '@/lib/support-level.ts';

/** What the user's plan gives, with real counts, and what the next plan adds. */
export function PlanCard({ planId }: { planId: PlanId }) {
  const { t } = useTranslation();
  const { data: counts, isPending } = useStyleCount();
  const plan = getPlan(planId);
  const next = nextPlan(planId);
  const count = (id: PlanId) => (counts ? String(counts.byPlan[id]) : '…');
  const nextTemplates = (id: PlanId) =>
    counts ? t('dashboard.nextPlanTemplates', { count: counts.byPlan[id] }) : '…';
  return (
    <section
      aria-labelledby="plan-card-title"
      className="rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="plan-card-title" className="text-lg font-semibold">
        {t('dashboard.planCardTitle', { plan: t(`plans.${planId}`) })}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-fg-muted">{t('dashboard.templates')}</dt>
          <dd className="text-xl font-bold" aria-busy={isPending}>
            {count(planId)}
          </dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('dashboard.questions')}</dt>
          <dd className="text-xl font-bold">{plan.questionRange}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('dashboard.channelLimit')}</dt>
          <dd className="text-xl font-bold">{plan.channelLimit}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('dashboard.support')}</dt>
          <dd className="text-xl font-bold">{t(supportLevelKey(plan.support))}</dd>
        </div>
      </dl>
      {next ? (
        <p className="mt-4 rounded-lg bg-accent-soft p-3 text-sm">
          {t('dashboard.nextPlan', {
            plan: t(`plans.${next}`),
            templates: nextTemplates(next),
            channels: t('dashboard.nextPlanChannels', { count: getPlan(next).channelLimit }),
          })}
        </p>
      ) : null}
    </section>
  );
}
