import { lifetimeSavings, type Plan, type PlanId } from '@guildsmith/core';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { useFormatMoney } from '@/lib/format-money.ts';
import { PlanAction } from './plan-action.tsx';

const PERIOD_KEY = { forever: 'forever', month: 'month', 'one-time': 'oneTime' } as const;

/** One plan of the catalogue: price, what it unlocks (counts from the API), features, action. */
export function PlanCard({
  plan,
  templateCount,
  currentPlan,
  showListPrice = false,
}: {
  plan: Plan;
  /** Styles this plan unlocks, from GET /api/styles/count; undefined while loading. */
  templateCount: number | undefined;
  currentPlan: PlanId | null;
  /** The landing page shows lifetime's struck-through list price. */
  showListPrice?: boolean;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const titleId = `plan-${plan.id}-title`;
  const isCurrent = currentPlan === plan.id;
  const savingsClaim = plan.id === 'lifetime' ? lifetimeSavings().claim : null;
  const badge = plan.popular
    ? t('pricing.mostPopular')
    : plan.special
      ? t('pricing.limitedTime')
      : null;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex w-72 shrink-0 snap-start flex-col rounded-2xl border bg-canvas p-6 shadow-sm xl:w-auto xl:p-5',
        plan.popular || plan.special ? 'border-2' : 'border-border',
        isCurrent && 'ring-2 ring-accent ring-offset-2 ring-offset-canvas',
      )}
      style={plan.popular || plan.special ? { borderColor: plan.color } : undefined}
    >
      {badge ? (
        <p
          className="absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-bold text-white"
          style={{ backgroundColor: plan.special ? '#9a5b00' : '#4752c4' }}
        >
          {badge}
        </p>
      ) : null}
      {plan.special ? (
        <p className="text-xs font-bold tracking-wide text-amber-800 uppercase dark:text-amber-300">
          {t('pricing.lifetimeDeal')}
        </p>
      ) : null}
      <h3 id={titleId} className="text-xl font-bold">
        {t(`plans.${plan.id}`)}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-fg-muted">{t(`planTaglines.${plan.id}`)}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight">{money(plan.price)}</span>
        <span className="text-sm text-fg-muted">
          {t(`pricing.period.${PERIOD_KEY[plan.period]}`)}
        </span>
        {showListPrice && plan.listPrice !== null ? (
          <s className="w-full text-sm text-fg-muted">
            {t('pricing.listPrice', { price: money(plan.listPrice) })}
          </s>
        ) : null}
      </p>
      {savingsClaim !== null ? (
        <p className="mt-1 text-sm font-semibold text-green-700 dark:text-green-400">
          {t('pricing.saveOver', {
            // A round figure: "$200", not "$200.00".
            amount: money(savingsClaim, { whole: true }),
            plan: t('plans.ultimate'),
          })}
        </p>
      ) : null}
      <ul className="mt-4 space-y-1 text-sm font-medium">
        <li aria-busy={templateCount === undefined}>
          {templateCount === undefined ? '…' : t('pricing.templates', { count: templateCount })}
        </li>
        <li>{t('pricing.questions', { range: plan.questionRange })}</li>
        <li>{t('pricing.channels', { count: plan.channelLimit })}</li>
      </ul>
      <ul className="mt-4 flex-1 space-y-2 border-t border-border pt-4 text-sm">
        {plan.features.map((feature) => (
          <li
            key={feature.key}
            className={cn('flex items-start gap-2', !feature.included && 'text-fg-muted')}
          >
            {feature.included ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
            ) : (
              <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              {t(`planFeatures.${feature.key}`)}
              {feature.included ? null : (
                <span className="sr-only"> ({t('pricing.notIncluded')})</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <PlanAction
          planId={plan.id}
          currentPlan={currentPlan}
          highlighted={plan.popular || plan.special}
        />
      </div>
    </article>
  );
}
