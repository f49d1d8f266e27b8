import { PLANS } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useStyleCount } from '@/lib/style-count.ts';
import { PlanCard } from './plan-card.tsx';

/** The five plan cards in a horizontal scroll, with counts from the API. */
export function PlanCards({ showListPrice = false }: { showListPrice?: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { data: counts } = useStyleCount();
  return (
    // Each card's button is focusable, so keyboard users scroll the row by tabbing through it.
    <section
      aria-label={t('pricing.plansLabel')}
      className="-mx-4 flex snap-x snap-mandatory gap-5 overflow-x-auto px-4 pt-4 pb-6"
    >
      {PLANS.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          templateCount={counts?.byPlan[plan.id]}
          currentPlan={user?.plan ?? null}
          showListPrice={showListPrice}
        />
      ))}
    </section>
  );
}
