import { type PlanId, planRank } from '@guildsmith/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { checkoutPath } from '@/config/paths.ts';
import { useDiscordSignIn } from '@/hooks/use-discord-sign-in.ts';

/**
 * The button under a plan card: signed out, sign in and come
 * back to checkout; signed in, the current plan is disabled and every other
 * plan leads to checkout.
 */
export function PlanAction({
  planId,
  currentPlan,
  highlighted,
}: {
  planId: PlanId;
  /** The signed-in user's effective plan; null when signed out. */
  currentPlan: PlanId | null;
  highlighted: boolean;
}) {
  const { t } = useTranslation();
  const { start, connecting } = useDiscordSignIn();
  const look = buttonClass({ variant: highlighted ? 'primary' : 'secondary' }, 'w-full');
  const name = t(`plans.${planId}`);

  if (currentPlan === null) {
    return (
      <button
        type="button"
        disabled={connecting}
        aria-busy={connecting}
        aria-label={`${t('pricing.signIn')}: ${name}`}
        onClick={() => void start({ returnTo: checkoutPath(planId) })}
        className={look}
      >
        {connecting ? t('auth.connecting') : t('pricing.signIn')}
      </button>
    );
  }
  if (currentPlan === planId) {
    return (
      <button type="button" disabled className={look}>
        {t('pricing.currentPlan')}
      </button>
    );
  }
  const label =
    planRank(planId) > planRank(currentPlan)
      ? t('pricing.upgrade', { plan: name })
      : t('pricing.choose', { plan: name });
  return (
    <Link to={checkoutPath(planId)} className={look}>
      {label}
    </Link>
  );
}
