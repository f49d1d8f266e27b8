import { type Plan, planAfterPurchase, planRank, type User } from '@guildsmith/core';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Said before payment when the buyer's plan in force ranks above the one they
 * are buying: the purchase leaves the account as it is (the catalogue's own
 * rule, as the server applies it) and the new key is meant for another server.
 */
export function LowerPlanNotice({ plan, user }: { plan: Plan; user: User }) {
  const { t, i18n } = useTranslation();
  const holding = {
    plan: user.plan,
    planExpiresAt: user.planExpiresAt ? new Date(user.planExpiresAt) : null,
  };
  const after = planAfterPurchase(holding, plan.id);
  const keepsAccount =
    after.plan === holding.plan &&
    after.planExpiresAt?.getTime() === holding.planExpiresAt?.getTime();
  if (planRank(user.plan) <= planRank(plan.id) || !keepsAccount) return null;
  const names = { current: t(`plans.${user.plan}`), plan: t(`plans.${plan.id}`) };
  return (
    <section
      aria-labelledby="lower-plan-title"
      className="flex gap-3 rounded-2xl border border-border bg-notice p-4 text-notice-fg"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1 text-sm">
        <h2 id="lower-plan-title" className="font-semibold">
          {t('checkout.lowerPlan.title', names)}
        </h2>
        <p>
          {holding.planExpiresAt
            ? t('checkout.lowerPlan.keepsUntil', {
                ...names,
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                  holding.planExpiresAt,
                ),
              })
            : t('checkout.lowerPlan.keepsForever', names)}
        </p>
        <p>{t('checkout.lowerPlan.otherServer', names)}</p>
      </div>
    </section>
  );
}
