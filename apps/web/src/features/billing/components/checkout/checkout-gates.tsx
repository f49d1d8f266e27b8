import type { PlanId } from '@guildsmith/core';
import { Loader2, LogIn, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { checkoutPath, paths } from '@/config/paths.ts';
import { useDiscordSignIn } from '@/hooks/use-discord-sign-in.ts';

export function CheckoutPanel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-lg space-y-4 rounded-2xl border border-border bg-surface p-8 text-center">
      <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
        {icon}
      </div>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

export function CheckoutSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-24 text-fg-muted">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-accent-text" />
      <p>{label}</p>
    </div>
  );
}

/** Spec section 2: an unknown plan value. */
export function InvalidPlan({ plan }: { plan: string }) {
  const { t } = useTranslation();
  return (
    <CheckoutPanel icon={<SearchX aria-hidden="true" />} title={t('checkout.invalidPlanTitle')}>
      <p className="text-fg-muted">{t('checkout.invalidPlanText', { plan })}</p>
      <Link to={paths.home} className={buttonClass()}>
        {t('checkout.returnHome')}
      </Link>
    </CheckoutPanel>
  );
}

/** Spec section 2: a paid plan while signed out. */
export function AuthRequired({ plan }: { plan: PlanId }) {
  const { t } = useTranslation();
  const { start, connecting } = useDiscordSignIn();
  return (
    <CheckoutPanel icon={<LogIn aria-hidden="true" />} title={t('checkout.authRequiredTitle')}>
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
    </CheckoutPanel>
  );
}
