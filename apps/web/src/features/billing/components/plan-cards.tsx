import { PLANS } from '@guildsmith/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { useStyleCount } from '@/lib/style-count.ts';
import { PlanCard } from './plan-card.tsx';
import { useStripScroll } from './use-strip-scroll.ts';

/**
 * The five plan cards. From 1280 px wide they stand side by side in one row,
 * reaching 64 px past the 72 rem page column on each side (the room the column
 * leaves at 1280 px) so each card stays readable. Narrower, they scroll
 * sideways: the next card peeks in and arrow buttons say there is more.
 */
export function PlanCards({ showListPrice = false }: { showListPrice?: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { data: counts } = useStyleCount();
  const stripId = useId();
  const strip = useRef<HTMLElement>(null);
  const { canScrollBack, canScrollOn, scrollByCard } = useStripScroll(strip);
  // aria-disabled rather than disabled: a button that disables itself under the keyboard drops focus.
  const arrow = buttonClass(
    { variant: 'secondary', size: 'icon' },
    'rounded-full aria-disabled:cursor-default aria-disabled:opacity-40',
  );
  return (
    <div className="xl:-mx-16">
      {canScrollBack || canScrollOn ? (
        <div className="flex justify-end gap-2 xl:hidden">
          <button
            type="button"
            aria-controls={stripId}
            aria-label={t('pricing.previousPlans')}
            aria-disabled={!canScrollBack}
            onClick={() => scrollByCard(-1)}
            className={arrow}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            aria-controls={stripId}
            aria-label={t('pricing.nextPlans')}
            aria-disabled={!canScrollOn}
            onClick={() => scrollByCard(1)}
            className={arrow}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
      <section
        ref={strip}
        id={stripId}
        aria-label={t('pricing.plansLabel')}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 scroll-smooth gap-5 overflow-x-auto px-4 pt-4 pb-6 xl:mx-0 xl:grid xl:grid-cols-5 xl:gap-4 xl:overflow-visible xl:px-0"
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
    </div>
  );
}
