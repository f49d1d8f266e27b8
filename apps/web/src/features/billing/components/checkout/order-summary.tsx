import type { Plan, PlanFeatureKey } from '@guildsmith/core';
import { Check, Lock, RotateCcw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/format-money.ts';
import { useStyleCount } from '@/lib/style-count.ts';
import { supportLevelKey } from '@/lib/support-level.ts';
import { PlanTerms } from './plan-terms.tsx';

const SUPPORT_FEATURES = new Set<PlanFeatureKey>([
  'communitySupport',
  'emailSupport',
  'prioritySupport',
  'support247',
]);

/** Name, price, one-time purchase, features, styles included, support level. */
export function OrderSummary({
  plan,
  username,
  email,
}: {
  plan: Plan;
  username: string;
  email: string;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { data: counts } = useStyleCount();
  const support = t(supportLevelKey(plan.support));
  return (
    <aside aria-labelledby="order-summary-title" className="space-y-5">
      <section className="rounded-2xl border border-border bg-surface p-6">
        <h2 id="order-summary-title" className="text-lg font-semibold">
          {t('checkout.summaryTitle')}
        </h2>
        <div className="mt-4 flex items-baseline justify-between gap-4">
          <p className="text-xl font-bold">{t(`plans.${plan.id}`)}</p>
          <p className="text-2xl font-extrabold">{money(plan.price)}</p>
        </div>
        <PlanTerms plan={plan} />
        <ul className="mt-4 space-y-2 text-sm">
          <li className="flex gap-2 font-medium">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
            {counts ? t('checkout.includedStyles', { count: counts.byPlan[plan.id] }) : '…'}
          </li>
          <li className="flex gap-2 font-medium">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
            {t('checkout.support', { level: support })}
          </li>
          {plan.features
            // The support line above already says which support the plan has.
            .filter((feature) => feature.included && !SUPPORT_FEATURES.has(feature.key))
            .map((feature) => (
              <li key={feature.key} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
                {t(`planFeatures.${feature.key}`)}
              </li>
            ))}
        </ul>
        <div className="mt-4 flex justify-between border-t border-border pt-4 font-bold">
          <span>{t('checkout.total')}</span>
          <span>{money(plan.price)} USD</span>
        </div>
      </section>
      <section className="space-y-2 rounded-2xl border border-border p-5 text-sm">
        <p className="font-medium">{t('checkout.connectedAs', { username })}</p>
        <p className="text-fg-muted">{t('checkout.keyByEmail', { email })}</p>
        <h3 className="pt-2 font-semibold">{t('checkout.secureTitle')}</h3>
        <p className="flex gap-2 text-fg-muted">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('checkout.securePayment')}
        </p>
        <p className="flex gap-2 text-fg-muted">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('checkout.secureEncrypted')}
        </p>
        <p className="flex gap-2 font-medium">
          <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
          {t('checkout.guarantee')}
        </p>
      </section>
    </aside>
  );
}
