import type { Plan } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/format-money.ts';
import { PlanTerms } from './plan-terms.tsx';

/**
 * What the buyer is about to pay for, from the catalogue like the plan card and
 * the order summary, on the checkout steps that come before the payment form.
 */
export function ChosenPlan({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <section
      aria-labelledby="chosen-plan-title"
      className="mx-auto mb-6 max-w-lg rounded-2xl border border-border p-5"
    >
      <h2 id="chosen-plan-title" className="text-sm font-semibold text-fg-muted">
        {t('checkout.summaryTitle')}
      </h2>
      <div className="mt-2 flex items-baseline justify-between gap-4">
        <p className="text-lg font-bold">{t(`plans.${plan.id}`)}</p>
        <p className="text-xl font-extrabold">{money(plan.price)}</p>
      </div>
      <PlanTerms plan={plan} />
    </section>
  );
}
