import type { User } from '@guildsmith/core';
import { Gift, Loader2, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles.ts';
import { checkoutPath, paths } from '@/config/paths.ts';
import { useClaimFreeLicense } from '@/features/licenses/api/claim-free-license.ts';
import { useDiscordSignIn } from '@/hooks/use-discord-sign-in.ts';
import { ApiError } from '@/lib/request.ts';
import { writeStorage } from '@/lib/storage.ts';
import { CheckoutPanel } from './checkout-gates.tsx';
import { ContactEmailForm } from './contact-email-form.tsx';

/** Spec section 2: the plan picked before sign-in, kept locally for the round trip. */
export const SELECTED_PLAN_KEY = 'selected_plan';

/** The free plan: no payment; one free key per account, e-mailed (DESIGN section 2). */
export function FreeCheckout({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const { start, connecting } = useDiscordSignIn();
  const claim = useClaimFreeLicense();

  if (!user) {
    return (
      <CheckoutPanel icon={<Gift aria-hidden="true" />} title={t('checkout.freeTitle')}>
        <p className="text-fg-muted">{t('checkout.freeText')}</p>
        <button
          type="button"
          disabled={connecting}
          aria-busy={connecting}
          onClick={() => {
            writeStorage('local', SELECTED_PLAN_KEY, 'free');
            void start({ returnTo: checkoutPath('free') });
          }}
          className={buttonClass({ size: 'lg' })}
        >
          {connecting ? t('auth.connecting') : t('checkout.connectDiscordAccount')}
        </button>
      </CheckoutPanel>
    );
  }
  if (!user.emailVerified) {
    return <ContactEmailForm user={user} returnTo={checkoutPath('free')} />;
  }
  if (claim.isSuccess) {
    return (
      <CheckoutPanel icon={<MailCheck aria-hidden="true" />} title={t('checkout.freeTitle')}>
        <p role="status">{t('checkout.freeSent', { email: user.email ?? '' })}</p>
        <Link to={paths.dashboard} className={buttonClass()}>
          {t('purchaseSuccess.goToDashboard')}
        </Link>
      </CheckoutPanel>
    );
  }
  const error =
    claim.error instanceof ApiError && claim.error.serverMessage
      ? claim.error.serverMessage
      : claim.isError
        ? t('common.error')
        : null;
  return (
    <CheckoutPanel icon={<Gift aria-hidden="true" />} title={t('checkout.freeTitle')}>
      <p className="text-fg-muted">{t('checkout.freeText')}</p>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        disabled={claim.isPending}
        aria-busy={claim.isPending}
        onClick={() => claim.mutate()}
        className={buttonClass({ size: 'lg' })}
      >
        {claim.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t('checkout.claimFree')}
      </button>
    </CheckoutPanel>
  );
}
