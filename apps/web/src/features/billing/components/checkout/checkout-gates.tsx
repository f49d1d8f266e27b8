import type { PlanId } from '@guildsmith/core';
import { Loader2, LogIn, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { Panel } from '@/components/ui/panel.tsx';
import { checkoutPath, paths } from '@/config/paths.ts';
import { useDiscordSignIn } from '@/hooks/use-discord-sign-in.ts';

export function CheckoutSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-fg-muted">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-accent-text" />
      <p>{label}</p>
    </div>
  );
}

/** An unknown plan value. */
export function InvalidPlan({ plan }: { plan: string }) {
  const { t } = useTranslation();
  return (
    <Panel icon={<SearchX aria-hidden="true" />} title={t('checkout.invalidPlanTitle')}>
      <p className="text-fg-muted">{t('checkout.invalidPlanText', { plan })}</p>
      <Link to={paths.home} className={buttonClass()}>
        {t('checkout.returnHome')}
      </Link>
    </Panel>
  );
}

/** A paid plan while signed out. */
export function AuthRequired({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  const { start, connecting } = useDiscordSignIn();
  return (
    <Panel icon={<LogIn aria-hidden="true" />} title={t('checkout.authRequiredTitle')}>
      <p className="text-fg-muted">
        {t('checkout.authRequiredText', { plan: t(`plans.${plan}`) })}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          disabled={connecting}
          aria-busy={connecting}
          onClick={() => void start({ returnTo: checkoutPath(plan) })}
          className={buttonClass()}
        >
          {connecting ? t('auth.connecting') : t('checkout.connectDiscord')}
        </button>
        <Link to={paths.home} className={buttonClass({ variant: 'secondary' })}>
          {t('checkout.backHome')}
        </Link>
      </div>
    </Panel>
  );
}
